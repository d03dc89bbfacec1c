import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../use-toast';
import { getServerMessage } from '../api-client';
import { useLogout } from './logout';

/**
 * Log out as the shell and settings do it: POST /api/auth/logout, then go to /auth; on failure a
 * destructive toast 'Failed to log out'.
 */
export function useLogoutAction() {
  const navigate = useNavigate();
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
          title: 'Failed to log out',
          description: getServerMessage(error) ?? 'Please try again.',
        });
      },
    });
  }, [mutate]);

  return { logOut, isPending };
}
