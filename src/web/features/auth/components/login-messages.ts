import { authContracts } from '#shared/auth/auth.contracts';
import { urlOf } from '#web/lib/api-call';
import type { MessageId } from '#web/lib/i18n/catalogues';

/** Texts of the login page (product rule: login-page), as catalogue ids. */
export const LOGIN_MESSAGES = {
  authFailed: 'auth.login.authFailed',
  notInvited: 'auth.login.notInvited',
  checkFailed: 'auth.login.checkFailed',
  googleNotConfigured: 'auth.login.googleNotConfigured',
  configFailed: 'auth.login.configFailed',
  /** Not in the spec (docs/spec-deviations.md): after a 401 from a signed-in screen. */
  sessionEnded: 'auth.login.sessionEnded',
} as const satisfies Record<string, MessageId>;

/** The message for the `?error=` query parameter the server redirects back with. */
export function messageForAuthError(error: string | null): MessageId | null {
  if (!error) return null;
  if (error === 'not_invited') return LOGIN_MESSAGES.notInvited;
  return LOGIN_MESSAGES.authFailed;
}

/** Browser navigation to this path starts Google sign-in. */
export const GOOGLE_SIGN_IN_PATH = urlOf(authContracts.startGoogleSignIn);
