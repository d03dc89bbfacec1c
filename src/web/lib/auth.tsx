import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { CurrentUser } from '#shared/auth/auth.schemas';
import { useCurrentUserQuery } from './session/current-user';

/**
 * Authentication state from the user query: loading, then signed in or signed out. A 401 means
 * signed out; any other failure is logged and also treated as signed out (`checkFailed`).
 */
export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-in'; user: CurrentUser }
  | { status: 'signed-out'; checkFailed: boolean };

export function useAuthState(): AuthState {
  const query = useCurrentUserQuery();
  const { error } = query;

  useEffect(() => {
    if (error) console.error('Failed to check authentication status', error);
  }, [error]);

  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'signed-out', checkFailed: true };
  if (query.data) return { status: 'signed-in', user: query.data };
  return { status: 'signed-out', checkFailed: false };
}

const CurrentUserContext = createContext<CurrentUser | null>(null);

export function CurrentUserProvider({
  user,
  children,
}: {
  user: CurrentUser;
  children: ReactNode;
}) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

/** The signed-in user. Only for components inside the signed-in area. */
export function useCurrentUser(): CurrentUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser must be used inside the signed-in area');
  return user;
}
