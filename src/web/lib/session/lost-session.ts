import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../query-keys';
import { markSessionEnded } from '../session-end';
import { muteErrorToasts } from '../use-toast';
import { logoutMutationKey } from './logout';
import { clearSessionCache } from './session-cache';

/**
 * How long after a lost session the error toasts of the calls that were on their way are
 * dropped. Each 401 starts it again, and a call's own error callback runs right after the
 * query client's handler, so it only has to cover the moment between the two.
 */
export const SESSION_END_TOAST_MUTE_MS = 2000;

/**
 * A session that ended behind the app's back (logout in another tab, expiry, a cleared
 * cookie), however the app learnt it: a call's 401, the user query answering 401 while a user
 * was signed in, or the live event stream closing with the session. The client signs out: the
 * user query becomes `null` and every other cached answer is dropped, so Root shows the login
 * page on the same URL (the deep link), which says the session ended; the calls' own error
 * toasts are muted.
 */
export function endLostSession(client: QueryClient) {
  muteErrorToasts(SESSION_END_TOAST_MUTE_MS);
  markSessionEnded();
  clearSessionCache(client, { keepQueuedWrites: true });
}

/**
 * A sign of the session's end that this tab's own logout also gives (the user query's 401,
 * the live stream's 'signed-out'): a lost session only while a user is signed in here and no
 * logout of this tab is on its way. Its own logout shows the login page by itself, unexplained.
 */
export function endSessionIfLost(client: QueryClient) {
  const signedIn = Boolean(client.getQueryData(currentUserQueryKey));
  const loggingOut = client.isMutating({ mutationKey: logoutMutationKey }) > 0;
  if (signedIn && !loggingOut) endLostSession(client);
}
