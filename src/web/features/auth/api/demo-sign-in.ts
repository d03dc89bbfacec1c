import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DemoSignInBody } from '#shared/auth/auth.schemas';
import { api } from '#web/lib/api-client';
import { reloadSession } from '#web/lib/session/session-cache';

/** Starts a session as a seeded user (204 + session cookie). Local/demo installs only. */
export function demoSignIn(body: DemoSignInBody) {
  return api.post('/api/auth/demo-sign-in', body);
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
