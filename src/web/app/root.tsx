import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import type { CurrentUser } from '#shared/auth/auth.schemas';
import { AppShell } from '#web/components/layout/app-shell';
import { LoadingScreen } from '#web/components/layout/loading-screen';
import { CurrentUserProvider, useAuthState } from '#web/lib/auth';
import { CurrentFamilyProvider, useCurrentFamily } from '#web/lib/current-family';
import { completeCatalogue } from '#web/lib/i18n/message-store';
import { useUserLanguage } from '#web/lib/i18n/use-user-language';
import { LiveUpdates } from '#web/lib/live-events/live-updates';
import { OfflineSync } from '#web/lib/offline/offline-sync';
import { takeSignInReturn } from '#web/lib/session-end';
import { OfflineWarmup } from './offline-warmup';

/**
 * Only signed-out visitors see the login page, so its code is not part of a signed-in first
 * load (docs/decisions/020); the loading screen stays up the moment it takes to arrive.
 */
const LoginPage = lazy(async () => {
  const [module] = await Promise.all([
    import('#web/features/auth/components/login-page'),
    completeCatalogue(),
  ]);
  return { default: module.LoginPage };
});

/**
 * The route guard (product rule: route-guard): loading screen while the user query runs; the login
 * page on any path while signed out (the URL stays); signed in, /auth redirects to / and every
 * other route renders inside the shell.
 */
export function Root() {
  const auth = useAuthState();
  const { pathname } = useLocation();

  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'signed-out') {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <LoginPage authCheckFailed={auth.checkFailed} />
      </Suspense>
    );
  }
  if (pathname === '/auth') return <Navigate to="/" replace />;
  return <SignedInApp user={auth.user} />;
}

/** The live event stream opens with the signed-in app, before its families load. */
function SignedInApp({ user }: { user: CurrentUser }) {
  useReturnAfterSignIn();
  useUserLanguage();
  return (
    <CurrentUserProvider user={user}>
      <OfflineSync userId={user.id} />
      <LiveUpdates>
        <CurrentFamilyProvider>
          <FamilyReady />
        </CurrentFamilyProvider>
      </LiveUpdates>
    </CurrentUserProvider>
  );
}

/** Pages can rely on the current family being settled (a family, or none at all). */
function FamilyReady() {
  const { isLoading } = useCurrentFamily();
  if (isLoading) return <LoadingScreen />;
  return (
    <AppShell>
      <OfflineWarmup />
      <Outlet />
    </AppShell>
  );
}

/**
 * Google sign-in comes back to '/'; the deep link the login page was showing waits in session
 * storage (lib/session-end) and is opened once. Any other landing keeps its own URL.
 */
function useReturnAfterSignIn() {
  const navigate = useNavigate();
  const landing = useRef(useLocation());
  useEffect(() => {
    const path = takeSignInReturn();
    const { pathname, search } = landing.current;
    if (path && pathname === '/' && search === '') void navigate(path, { replace: true });
    // Once per sign-in: SignedInApp mounts when the user query settles on a user.
  }, [navigate]);
}
