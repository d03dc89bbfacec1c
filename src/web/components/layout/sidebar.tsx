import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { usePermissions } from '#web/lib/permissions';
import type { MessageId } from '#web/lib/i18n/catalogues';
import { cn } from '#web/lib/utils';
import { ADMIN_NAV, MAIN_NAV, type NavItem } from './navigation';

function SidebarLink({ item }: { item: NavItem }) {
  const Icon = item.icon;
  const intl = useIntl();
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
          isActive
            ? 'bg-sidebar-accent text-sidebar-accent-foreground'
            : 'text-sidebar-foreground/80 hover:bg-sidebar-accent/60 hover:text-sidebar-foreground',
        )
      }
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {intl.formatMessage({ id: item.labelId })}
    </NavLink>
  );
}

function SidebarSection({
  name,
  titleId,
  items,
}: {
  /** Names the heading's element id (sidebar-{name}). */
  name: string;
  titleId: MessageId;
  items: readonly NavItem[];
}) {
  const intl = useIntl();
  const headingId = `sidebar-${name}`;
  return (
    <div>
      <h2
        id={headingId}
        className="mb-1 px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
      >
        {intl.formatMessage({ id: titleId })}
      </h2>
      <ul className="grid gap-0.5" aria-labelledby={headingId}>
        {items.map((item) => (
          <li key={item.to}>
            <SidebarLink item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Collapsible sidebar. Wide screens: a column beside the content. Below 640 px: an overlay
 * with a backdrop; Escape or a tap outside closes it.
 */
export function Sidebar({
  isVisible,
  isNarrow,
  onClose,
}: {
  isVisible: boolean;
  isNarrow: boolean;
  onClose: () => void;
}) {
  const { isSuperAdmin } = usePermissions();
  const intl = useIntl();

  useEffect(() => {
    if (!isNarrow || !isVisible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isNarrow, isVisible, onClose]);

  if (!isVisible) return null;

  return (
    <>
      {isNarrow && (
        <div
          className="fixed inset-0 top-14 z-30 bg-black/40 animate-fade-in"
          aria-hidden="true"
          data-testid="sidebar-backdrop"
          onClick={onClose}
        />
      )}
      <aside
        id="app-sidebar"
        className={cn(
          'border-r bg-sidebar text-sidebar-foreground',
          isNarrow
            ? 'fixed top-14 bottom-0 left-0 z-30 w-72 max-w-[85vw] overflow-y-auto shadow-xl animate-slide-in-left'
            : 'w-64 shrink-0',
        )}
      >
        <div
          className={cn(!isNarrow && 'sticky top-14 max-h-[calc(100dvh-3.5rem)] overflow-y-auto')}
        >
          <nav
            aria-label={intl.formatMessage({ id: 'layout.sidebar.label' })}
            className="grid gap-6 p-3 pt-4"
          >
            <SidebarSection
              name="recipes-planning"
              titleId="layout.sidebar.recipesAndPlanning"
              items={MAIN_NAV}
            />
            {isSuperAdmin && (
              <SidebarSection name="admin" titleId="layout.sidebar.admin" items={ADMIN_NAV} />
            )}
          </nav>
        </div>
      </aside>
    </>
  );
}
