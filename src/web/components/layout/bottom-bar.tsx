import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { cn } from '#web/lib/utils';
import { BOTTOM_NAV } from './navigation';

/** Mobile tab bar (below 640 px): Recipes, Favorites, Today, Shopping, Settings. */
export function BottomBar() {
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'layout.bottomBar.label' })}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card pb-[env(safe-area-inset-bottom)] sm:hidden"
    >
      <ul className="grid h-16 grid-cols-5">
        {BOTTOM_NAV.map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.to} className="flex">
              <NavLink
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  cn(
                    'relative flex flex-1 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                    isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    {isActive && (
                      <span
                        className="absolute top-0 h-0.5 w-10 rounded-full bg-primary"
                        aria-hidden="true"
                      />
                    )}
                    <Icon className={cn('size-5', isActive && 'stroke-[2.5]')} aria-hidden="true" />
                    {intl.formatMessage({ id: item.labelId })}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
