import { useSyncExternalStore } from 'react';
import { API_PREFIX } from '#shared/api/contract';

/**
 * A session that ended behind the app's back (logout in another tab, expiry, a cleared
 * cookie): the login page says so once, and signing in again returns to where the user was.
 *
 * - `markSessionEnded()` is called by the query client's 401 handler; `useSessionEnded()`
 *   tells the login page; `clearSessionEnded()` runs at the next sign-in.
 * - The return path: the login page keeps the URL, so demo sign-in stays on it. Google
 *   sign-in leaves the page and comes back to '/', so the path waits in session storage
 *   (`rememberSignInReturn`) and the signed-in app goes there once (`takeSignInReturn`).
 */

let sessionEnded = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function markSessionEnded() {
  if (sessionEnded) return;
  sessionEnded = true;
  emit();
}

export function clearSessionEnded() {
  if (!sessionEnded) return;
  sessionEnded = false;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => sessionEnded;

/** True from a lost session until the next sign-in. */
export function useSessionEnded(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Session storage key of the path to return to after Google sign-in. */
export const SIGN_IN_RETURN_KEY = 'signInReturnTo';

/** An in-app path worth returning to: not the login page, not another origin. */
function isReturnPath(path: string | null): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    !/^\/auth(?:[/?#]|$)/.test(path) &&
    !path.startsWith(API_PREFIX)
  );
}

/** Before leaving for Google: where to come back to (`null` forgets it). */
export function rememberSignInReturn(path: string | null) {
  try {
    if (isReturnPath(path)) window.sessionStorage.setItem(SIGN_IN_RETURN_KEY, path);
    else window.sessionStorage.removeItem(SIGN_IN_RETURN_KEY);
  } catch {
    // Storage unavailable: sign-in lands on the recipes page, as it always did.
  }
}

/** After a sign-in: the path remembered before it, once. */
export function takeSignInReturn(): string | null {
  try {
    const path = window.sessionStorage.getItem(SIGN_IN_RETURN_KEY);
    window.sessionStorage.removeItem(SIGN_IN_RETURN_KEY);
    return isReturnPath(path) ? path : null;
  } catch {
    return null;
  }
}

/** Test helper. */
export function resetSessionEnded() {
  sessionEnded = false;
}
