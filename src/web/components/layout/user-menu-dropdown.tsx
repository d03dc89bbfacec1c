import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { LogOut, Moon, User } from 'lucide-react';
import { useCurrentUser } from '#web/lib/auth';
import { useTheme } from '#web/lib/theme';
import { useLogoutAction } from '#web/lib/session/use-logout-action';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { UserMenuButton } from './user-menu-button';

/**
 * Avatar button with Profile, a dark-mode toggle and Log out. Its own chunk: user-menu.tsx
 * shows the button until this arrives.
 */
export function UserMenuDropdown({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { isDark, setDarkMode } = useTheme();
  const { logOut, isPending } = useLogoutAction();
  const intl = useIntl();

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate font-semibold">{user.name}</span>
          <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate('/profile')}>
          <User aria-hidden="true" />
          {intl.formatMessage({ id: 'layout.userMenu.profile' })}
        </DropdownMenuItem>
        <DropdownMenuCheckboxItem
          checked={isDark}
          onCheckedChange={(checked) => setDarkMode(checked)}
          onSelect={(event) => event.preventDefault()}
        >
          <Moon aria-hidden="true" />
          {intl.formatMessage({ id: 'layout.userMenu.darkMode' })}
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={isPending} onSelect={logOut}>
          <LogOut aria-hidden="true" />
          {intl.formatMessage({ id: 'layout.userMenu.logOut' })}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
