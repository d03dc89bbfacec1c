import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authContracts } from '#shared/auth/auth.contracts';
import { call } from '../api-call';
import { clearSessionCache } from './session-cache';

/** This tab's logout in flight: the live stream's 'signed-out' that follows it is expected. */
export const logoutMutationKey = ['auth', 'logout'] as const;

/** Ends the session on the server (204). */
export function logout() {
  return call(authContracts.logout);
}

/**
 * Logout mutation. On success the cached user becomes `null` (signed out), every other cached
 * query is dropped, then `onLoggedOut` runs (navigate to /auth). Hook-level callbacks run even if
 * the calling component unmounts as the app switches to the login page. `useLogoutAction` adds
 * the navigation and the 'Failed to log out' toast.
 */
export function useLogout({ onLoggedOut }: { onLoggedOut?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: logout,
    onSuccess: () => {
      clearSessionCache(queryClient);
      onLoggedOut?.();
    },
  });
}
