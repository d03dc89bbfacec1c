import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import { CircleX, Info, TriangleExclamationPoint } from 'lucide-react';
import { ThemeToggleButton } from '#web/components/layout/theme-toggle-button';
import { Alert, AlertDescription } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card';
import { rememberSignInReturn, useSessionEnded } from '#web/lib/session-end';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useAuthConfig } from '../api/auth-config';
import { DemoSignInSection } from './demo-sign-in-section';
import { GoogleIcon } from './google-icon';
import { LoginMarketing } from './login-marketing';
import { GOOGLE_SIGN_IN_PATH, LOGIN_MESSAGES, messageForAuthError } from './login-messages';

/**
 * Shown on /auth and on any other path while signed out (the URL is kept, so signing in
 * lands there). `authCheckFailed` is set when the user query failed with something other
 * than 401. After a session ended behind the app's back it says so.
 */
export function LoginPage({ authCheckFailed = false }: { authCheckFailed?: boolean }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'auth.login.documentTitle' }));
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const authConfig = useAuthConfig();
  const sessionEnded = useSessionEnded();
  const errorMessageId = messageForAuthError(searchParams.get('error'));
  const googleConfigured = authConfig.data?.googleConfigured === true;

  const startGoogleSignIn = () => {
    // Google brings the browser back to '/'; the app then returns to this deep link.
    rememberSignInReturn(`${location.pathname}${location.search}${location.hash}`);
    window.location.assign(GOOGLE_SIGN_IN_PATH);
  };

  return (
    <div className="relative min-h-dvh bg-gradient-to-br from-background via-secondary/60 to-accent/40 dark:from-background dark:via-background dark:to-secondary/40">
      <div className="absolute top-3 right-3 sm:top-5 sm:right-5">
        <ThemeToggleButton />
      </div>
      <main className="mx-auto grid min-h-dvh w-full max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:px-8">
        <div className="order-2 lg:order-1">
          <LoginMarketing />
        </div>
        <Card className="order-1 w-full max-w-md justify-self-center shadow-lg lg:order-2">
          <CardHeader className="items-center text-center">
            <img src="/logo.svg" alt="" className="mb-2 size-14 lg:hidden" width={56} height={56} />
            <h1 className="font-display text-3xl font-bold tracking-tight">
              {intl.formatMessage({ id: 'auth.login.title' })}
            </h1>
            <CardDescription>
              {intl.formatMessage({ id: 'auth.login.description' })}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            {errorMessageId && (
              <Alert variant="destructive">
                <CircleX aria-hidden="true" />
                <AlertDescription>{intl.formatMessage({ id: errorMessageId })}</AlertDescription>
              </Alert>
            )}
            {sessionEnded && !errorMessageId && !authCheckFailed && (
              <Alert>
                <Info aria-hidden="true" />
                <AlertDescription>
                  {intl.formatMessage({ id: LOGIN_MESSAGES.sessionEnded })}
                </AlertDescription>
              </Alert>
            )}
            {authCheckFailed && (
              <Alert variant="destructive">
                <CircleX aria-hidden="true" />
                <AlertDescription>
                  {intl.formatMessage({ id: LOGIN_MESSAGES.checkFailed })}
                </AlertDescription>
              </Alert>
            )}
            {authConfig.data && !googleConfigured && (
              <Alert variant="warning">
                <TriangleExclamationPoint aria-hidden="true" />
                <AlertDescription>
                  {intl.formatMessage({ id: LOGIN_MESSAGES.googleNotConfigured })}
                </AlertDescription>
              </Alert>
            )}
            {authConfig.isError && (
              <Alert variant="warning">
                <TriangleExclamationPoint aria-hidden="true" />
                <AlertDescription>
                  {intl.formatMessage({ id: LOGIN_MESSAGES.configFailed })}
                </AlertDescription>
              </Alert>
            )}

            <Button
              size="lg"
              variant="outline"
              className="w-full gap-3"
              disabled={!googleConfigured}
              onClick={startGoogleSignIn}
            >
              <GoogleIcon className="size-5" />
              {intl.formatMessage({ id: 'auth.login.google' })}
            </Button>

            {authConfig.data?.demoSignIn && (
              <>
                <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
                  <span className="h-px flex-1 bg-border" />
                  {intl.formatMessage({ id: 'auth.login.or' })}
                  <span className="h-px flex-1 bg-border" />
                </div>
                <DemoSignInSection />
              </>
            )}

            <p className="flex gap-2 text-xs text-muted-foreground">
              <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              <span>{intl.formatMessage({ id: 'auth.login.terms' })}</span>
            </p>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
