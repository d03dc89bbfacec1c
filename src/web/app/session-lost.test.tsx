import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey, familyRecipesQueryKey } from '#web/lib/query-keys';
import { makeRecipeSummary } from '#web/test-support/recipe-fixtures';
import {
  installFakeServer,
  renderApp,
  signedInRoutes,
  waitForQueriesIdle,
  type FakeRoutes,
} from '#web/test-support/test-utils';

/**
 * A session that ends behind the app's back (logout in another tab, expiry): the next call
 * answers 401. The app then shows the login page on the same URL, with no error toasts, and
 * signing in again lands on that URL.
 */

const UNAUTHORIZED = { status: 401, body: { code: 'unauthorized', message: 'Sign in first' } };

/** A server whose session can be ended: afterwards every call but the public ones is 401. */
function serverWithSession(routes: FakeRoutes) {
  const session = { active: true };
  const table: FakeRoutes = {
    'GET /api/auth/config': { body: { googleConfigured: false, demoSignIn: true } },
    'GET /api/auth/demo-users': { body: [{ id: 7, name: 'Maria Garcia', description: 'Admin' }] },
    'POST /api/auth/demo-sign-in': () => {
      session.active = true;
      return { status: 204 };
    },
  };
  for (const [key, answer] of Object.entries(routes)) {
    table[key] = (init) => {
      if (!session.active) return UNAUTHORIZED;
      return typeof answer === 'function' ? answer(init) : answer;
    };
  }
  const server = installFakeServer(table);
  return { ...server, endSession: () => (session.active = false) };
}

function toastTexts() {
  const viewport = document.querySelector('[aria-label^="Notifications"]');
  return viewport ? (viewport.textContent ?? '') : '';
}

describe('a session that ended elsewhere', { timeout: 15_000 }, () => {
  it('a 401 on a query shows the login page on the same URL, without error toasts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const recipes = [makeRecipeSummary({ id: 1, title: 'Pancakes' })];
    const server = serverWithSession({
      ...signedInRoutes({ recipes }),
      'GET /api/families/1/meal-plans': { body: [] },
      'GET /api/families/1/staged-recipes': { body: [] },
    });
    const { router, queryClient } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Recipes', level: 1 })).toBeInTheDocument();
    await waitForQueriesIdle(queryClient);

    server.endSession();
    await userEvent.click(screen.getByRole('link', { name: 'Meal Planning' }));

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/meal-plan');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    expect(toastTexts()).not.toMatch(/Error|Failed/);
  });

  it('a 401 on a mutation shows the login page, no "Failed to add to favorites" toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const recipes = [makeRecipeSummary({ id: 1, title: 'Pancakes', isFavorite: false })];
    const server = serverWithSession({
      ...signedInRoutes({ recipes }),
      'POST /api/favorites': { status: 201, body: { recipeId: 1 } },
    });
    const { router } = renderApp('/favorites?q=1');
    await screen.findByRole('heading', { name: 'My Favorite Recipes', level: 1 });
    await router.navigate('/');
    const card = await screen.findByRole('article', { name: 'Pancakes' });

    server.endSession();
    await userEvent.click(within(card).getByRole('button', { name: 'Add to favorites' }));

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // The mutation's own error toast would arrive a moment after the login page.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toastTexts()).not.toMatch(/Error|Failed/);
  });

  it('the user reloaded after the session ended (a live notice): the login page says so', async () => {
    const recipes = [makeRecipeSummary({ id: 1, title: 'Pancakes' })];
    const server = serverWithSession(signedInRoutes({ recipes }));
    const { router, queryClient } = renderApp('/');
    await screen.findByRole('article', { name: 'Pancakes' });
    expect(queryClient.getQueryData(familyRecipesQueryKey(1))).toBeDefined();

    server.endSession();
    // What a live notice or the stream's first hello does: the user query loads again, and is
    // now 401 (signed out) rather than a failing call.
    await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    // The signed-out tab keeps nothing of the session but the sign-in data.
    expect(queryClient.getQueryData(familyRecipesQueryKey(1))).toBeUndefined();
  });

  it('signing in again lands on the deep link, with the data loaded afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const recipes = [makeRecipeSummary({ id: 1, title: 'Pancakes' })];
    const server = serverWithSession({
      ...signedInRoutes({ recipes }),
      'GET /api/families/1/meal-plans': { body: [] },
      'GET /api/families/1/staged-recipes': { body: [] },
    });
    const { router, queryClient } = renderApp('/');
    await screen.findByRole('heading', { name: 'Recipes', level: 1 });
    await waitForQueriesIdle(queryClient);

    server.endSession();
    await router.navigate('/meal-plan?week=2026-03-01');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    const userCalls = server.calls.filter((c) => c.url === '/api/auth/user').length;

    await userEvent.click(await screen.findByRole('button', { name: 'Sign in as Maria Garcia' }));

    expect(
      await screen.findByRole('heading', { name: 'Meal Planning', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/meal-plan');
    expect(router.state.location.search).toBe('?week=2026-03-01');
    await waitFor(() =>
      expect(server.calls.filter((c) => c.url === '/api/auth/user').length).toBeGreaterThan(
        userCalls,
      ),
    );
    expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument();
  });

  it('Google sign-in comes back to / and the app opens the deep link it left from', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    installFakeServer({
      'GET /api/auth/user': { status: 401, body: { code: 'unauthorized', message: 'Sign in' } },
      'GET /api/auth/config': { body: { googleConfigured: true, demoSignIn: false } },
    });
    const first = renderApp('/shopping-list?week=2026-03-01');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(assign).toHaveBeenCalledWith('/api/auth/google');
    expect(window.sessionStorage.getItem('signInReturnTo')).toBe('/shopping-list?week=2026-03-01');
    first.unmount();
    vi.unstubAllGlobals();

    // The provider's callback redirects to '/', signed in.
    installFakeServer(signedInRoutes());
    const { router } = renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Shopping List', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?week=2026-03-01');
    expect(window.sessionStorage.getItem('signInReturnTo')).toBeNull();
  });
});
