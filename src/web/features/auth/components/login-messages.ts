import { authContracts } from '#shared/auth/auth.contracts';
import { urlOf } from '#web/lib/api-call';

/** Texts of the login page (product rule: login-page). */
export const LOGIN_MESSAGES = {
  authFailed: 'Authentication failed. Please try again.',
  notInvited:
    'This Google account is not part of a family yet. Ask your family admin to add you, then sign in again.',
  checkFailed: 'Failed to check authentication status',
  googleNotConfigured: 'Google sign-in is not configured: GOOGLE_CLIENT_ID is missing.',
  configFailed: 'Could not load the sign-in options. Please refresh the page.',
  /** Not in the spec (docs/spec-deviations.md): after a 401 from a signed-in screen. */
  sessionEnded: 'Your session has ended. Please sign in again.',
} as const;

/** The message for the `?error=` query parameter the server redirects back with. */
export function messageForAuthError(error: string | null): string | null {
  if (!error) return null;
  if (error === 'not_invited') return LOGIN_MESSAGES.notInvited;
  return LOGIN_MESSAGES.authFailed;
}

/** Browser navigation to this path starts Google sign-in. */
export const GOOGLE_SIGN_IN_PATH = urlOf(authContracts.startGoogleSignIn);
