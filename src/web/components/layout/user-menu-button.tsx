import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentUser } from '#web/lib/auth';
import { UserAvatar } from '../ui/avatar';
import { Button } from '../ui/button';

/**
 * The avatar button that opens the user menu: the same element before the menu's code has
 * arrived (user-menu.tsx) and as the Radix trigger after (user-menu-dropdown.tsx).
 */
export function UserMenuButton(props: ComponentProps<typeof Button>) {
  const user = useCurrentUser();
  const intl = useIntl();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="rounded-full"
      aria-label={intl.formatMessage({ id: 'layout.userMenu.label' })}
      {...props}
    >
      <UserAvatar name={user.name} picture={user.picture} />
    </Button>
  );
}
