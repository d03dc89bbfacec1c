import { DeferredPopup, deferModule } from '../ui/deferred';
import { UserMenuButton } from './user-menu-button';

/** Radix's menu code is not part of the first load (docs/decisions/020). */
const dropdownModule = deferModule(() => import('./user-menu-dropdown'));

/**
 * Avatar button with Profile, a dark-mode toggle and Log out (user-menu-dropdown.tsx). Until
 * the menu's code is in, the same button stands in, marked up as a closed menu trigger.
 */
export function UserMenu() {
  return (
    <DeferredPopup
      module={dropdownModule}
      placeholder={(trigger) => (
        <UserMenuButton
          aria-haspopup="menu"
          aria-expanded={false}
          data-state="closed"
          {...trigger}
        />
      )}
      render={({ UserMenuDropdown }, { defaultOpen }) => (
        <UserMenuDropdown defaultOpen={defaultOpen} />
      )}
    />
  );
}
