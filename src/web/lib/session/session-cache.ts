import type { QueryClient } from '@tanstack/react-query';
import { authConfigQueryKey, currentUserQueryKey, demoUsersQueryKey } from '../query-keys';
import { cookTimers } from '../cook-timers/timer-store';
import { clearSessionEnded } from '../session-end';
import { forgetLastSynced } from '../offline/last-synced';
import { clearOfflineData } from '../offline/offline-db';

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
 * After logout: the user query says "signed out" and no other user's data stays cached, in the
 * page or on the device (lib/offline), nor their cook timers. A session lost by itself keeps
 * the ticks and pantry changes made offline for the same user's next sign-in (`keepQueuedWrites`).
 */
export function clearSessionCache(queryClient: QueryClient, { keepQueuedWrites = false } = {}) {
  queryClient.setQueryData(currentUserQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => !isKept(query.queryKey) });
  cookTimers.clear();
  forgetLastSynced();
  void clearOfflineData({ keepQueuedWrites }).catch((error: unknown) => {
    console.error('Failed to clear the offline data', error);
  });
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
