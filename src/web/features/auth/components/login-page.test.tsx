import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  installFakeServer,
  renderApp,
  signedInRoutes,
  signedOutRoutes,
  testUser,
} from '#web/test-support/test-utils';

describe('login page', () => {
  it('shows the heading, Google button, marketing text and terms notice', async () => {
    installFakeServer(signedOutRoutes());
    renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled(),
    );
    expect(screen.getByText('Recipe collection')).toBeInTheDocument();
    expect(screen.getByText('Meal planning')).toBeInTheDocument();
    expect(screen.getByText('Shopping lists')).toBeInTheDocument();
    expect(screen.getByText('Family sharing')).toBeInTheDocument();
    expect(screen.getByText(/Terms of Service and Privacy Policy/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle dark mode' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says authentication failed for ?error=auth_failed', async () => {
    installFakeServer(signedOutRoutes());
    renderApp('/auth?error=auth_failed');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication failed. Please try again.',
    );
  });

  it('explains an account that is not invited for ?error=not_invited', async () => {
    installFakeServer(signedOutRoutes());
    renderApp('/auth?error=not_invited');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This Google account is not part of a family yet. Ask your family admin to add you, then sign in again.',
    );
  });

  it('says the client id is missing and disables Google sign-in when not configured', async () => {
    installFakeServer(signedOutRoutes({ googleConfigured: false, demoSignIn: false }));
    renderApp('/auth');
    expect(
      await screen.findByText('Google sign-in is not configured: GOOGLE_CLIENT_ID is missing.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  });

  it('reports a failed authentication check (not 401) and shows the login page', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeServer({
      ...signedOutRoutes(),
      'GET /api/auth/user': { status: 500, body: { code: 'internal', message: 'Boom' } },
    });
    renderApp('/meal-plan');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to check authentication status',
    );
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('lists demo users and signs in as one, then shows the page of the URL it was on', async () => {
    let signedIn = false;
    const inRoutes = signedInRoutes();
    installFakeServer({
      ...inRoutes,
      'GET /api/auth/config': { body: { googleConfigured: false, demoSignIn: true } },
      'GET /api/auth/demo-users': {
        body: [
          { id: 7, name: 'Maria Garcia', description: 'Family admin' },
          { id: 8, name: 'Sam Lee', description: 'Regular member' },
        ],
      },
      'POST /api/auth/demo-sign-in': (init) => {
        expect(JSON.parse(init.body as string)).toEqual({ userId: 7 });
        signedIn = true;
        return { status: 204 };
      },
      'GET /api/auth/user': () =>
        signedIn ? { body: testUser } : { status: 401, body: { message: 'Sign in' } },
    });
    const { router } = renderApp('/shopping-list');

    expect(await screen.findByText('Demo sign-in')).toBeInTheDocument();
    expect(await screen.findByText('Family admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in as Sam Lee' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in as Maria Garcia' }));

    expect(
      await screen.findByRole('heading', { name: 'Shopping List', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shopping-list');
  });

  it('demo sign-in on /auth goes on to /', async () => {
    let signedIn = false;
    installFakeServer({
      ...signedInRoutes(),
      'GET /api/auth/config': { body: { googleConfigured: false, demoSignIn: true } },
      'GET /api/auth/demo-users': {
        body: [{ id: 7, name: 'Maria Garcia', description: 'Family admin' }],
      },
      'POST /api/auth/demo-sign-in': () => {
        signedIn = true;
        return { status: 204 };
      },
      'GET /api/auth/user': () =>
        signedIn ? { body: testUser } : { status: 401, body: { message: 'Sign in' } },
    });
    const { router } = renderApp('/auth');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in as Maria Garcia' }));
    expect(await screen.findByRole('heading', { name: 'Recipes', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
