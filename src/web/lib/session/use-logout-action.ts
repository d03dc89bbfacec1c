import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { errorMessage } from '../i18n/error-message';
import { toast } from '../use-toast';
import { useLogout } from './logout';

/**
 * Log out as the shell and settings do it: POST /api/auth/logout, then go to /auth; on failure a
 * destructive toast 'Failed to log out' (in the active language).
 */
export function useLogoutAction() {
  const navigate = useNavigate();
  const intl = useIntl();
  const { mutate, isPending } = useLogout({
    onLoggedOut: () => {
      void navigate('/auth', { replace: true });
    },
  });

  const logOut = useCallback(() => {
    mutate(undefined, {
      onError: (error) => {
        console.error('Logout failed', error);
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'lib.logout.failed' }),
          description: errorMessage(intl, error, 'lib.logout.tryAgain'),
        });
      },
    });
  }, [mutate, intl]);

  return { logOut, isPending };
}
