import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authContracts } from '#shared/auth/auth.contracts';
import type { DemoSignInBody } from '#shared/auth/auth.schemas';
import { call } from '#web/lib/api-call';
import { reloadSession } from '#web/lib/session/session-cache';

/** Starts a session as a seeded user (204 + session cookie). Local/demo installs only. */
export function demoSignIn(body: DemoSignInBody) {
  return call(authContracts.demoSignIn, { body });
}

/**
 * Demo sign-in. On success `onSignedIn` runs first (e.g. navigate to /), then the user query
 * reloads: the app shows the loading screen, then the shell.
 */
export function useDemoSignIn({ onSignedIn }: { onSignedIn?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: demoSignIn,
    onSuccess: async () => {
      onSignedIn?.();
      await reloadSession(queryClient);
    },
  });
}
