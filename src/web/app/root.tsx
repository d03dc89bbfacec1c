import { Navigate, Outlet, useLocation } from 'react-router';
import type { CurrentUser } from '../../shared/auth/auth.schemas';
import { AppShell } from '../components/layout/app-shell';
import { LoadingScreen } from '../components/layout/loading-screen';
import { LoginPage } from '../features/auth/components/login-page';
import { CurrentUserProvider, useAuthState } from '../lib/auth';
import { CurrentFamilyProvider, useCurrentFamily } from '../lib/current-family';

/**
 * The route guard (core spec §2, §4): loading screen while the user query runs; the login page
 * on any path while signed out (the URL stays); signed in, /auth redirects to / and every other
 * route renders inside the shell.
 */
export function Root() {
  const auth = useAuthState();
  const { pathname } = useLocation();

  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'signed-out') return <LoginPage authCheckFailed={auth.checkFailed} />;
  if (pathname === '/auth') return <Navigate to="/" replace />;
  return <SignedInApp user={auth.user} />;
}

function SignedInApp({ user }: { user: CurrentUser }) {
  return (
    <CurrentUserProvider user={user}>
      <CurrentFamilyProvider>
        <FamilyReady />
      </CurrentFamilyProvider>
    </CurrentUserProvider>
  );
}

/** Pages can rely on the current family being settled (a family, or none at all). */
function FamilyReady() {
  const { isLoading } = useCurrentFamily();
  if (isLoading) return <LoadingScreen />;
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
