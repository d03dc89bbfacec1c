import { useIntl } from 'react-intl';
import { Users } from 'lucide-react';
import { useCurrentFamily } from '#web/lib/current-family';
import { DeferredPopup, deferModule } from '../ui/deferred';
import { FamilySwitcherButton } from './family-switcher-button';

/** Radix's menu code is not part of the first load (docs/decisions/020). */
const switcherModule = deferModule(() => import('./family-switcher-menu'));

/**
 * The current family's name; with more than one family it opens a switcher
 * (family-switcher-menu.tsx). Until the switcher's code is in, the same button stands in,
 * marked up as a closed menu trigger.
 */
export function FamilyIndicator() {
  const { families, currentFamily } = useCurrentFamily();
  const intl = useIntl();
  const name = currentFamily?.name ?? intl.formatMessage({ id: 'layout.family.none' });

  if (families.length <= 1) {
    return (
      <span
        className="inline-flex min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-muted-foreground"
        data-testid="current-family"
      >
        <Users className="size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">{intl.formatMessage({ id: 'layout.family.label' })}</span>
        <span className="truncate">{name}</span>
      </span>
    );
  }

  return (
    <DeferredPopup
      module={switcherModule}
      placeholder={(trigger) => (
        <FamilySwitcherButton
          name={name}
          aria-haspopup="menu"
          aria-expanded={false}
          data-state="closed"
          {...trigger}
        />
      )}
      render={({ FamilySwitcherMenu }, { defaultOpen }) => (
        <FamilySwitcherMenu defaultOpen={defaultOpen} />
      )}
    />
  );
}
