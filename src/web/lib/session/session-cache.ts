import type { QueryClient } from '@tanstack/react-query';
import { authConfigQueryKey, currentUserQueryKey, demoUsersQueryKey } from '../query-keys';
import { cookTimers } from '../cook-timers/timer-store';
import { clearSessionEnded } from '../session-end';

const KEPT_ON_SIGN_OUT: ReadonlyArray<readonly unknown[]> = [
  currentUserQueryKey,
  authConfigQueryKey,
  demoUsersQueryKey,
];

function isKept(queryKey: readonly unknown[]) {
  return KEPT_ON_SIGN_OUT.some(
    (kept) => kept.length === queryKey.length && kept.every((part, i) => part === queryKey[i]),
  );
}

/**
 * After logout: the user query says "signed out" and no other user's data stays cached, nor
 * their cook timers.
 */
export function clearSessionCache(queryClient: QueryClient) {
  queryClient.setQueryData(currentUserQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => !isKept(query.queryKey) });
  cookTimers.clear();
}

/**
 * After a sign-in: forget anything cached for a previous session and load the user again. The
 * user query goes back to its pending state, so the app shows the loading screen, then the shell.
 */
export async function reloadSession(queryClient: QueryClient) {
  clearSessionEnded();
  queryClient.removeQueries({ predicate: (query) => !isKept(query.queryKey) });
  await queryClient.resetQueries({ queryKey: currentUserQueryKey, exact: true });
}
