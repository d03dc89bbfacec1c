import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  installFakeServer,
  pressDeferredTrigger,
  renderApp,
  signedInRoutes,
  signedOutRoutes,
  testUser,
} from '#web/test-support/test-utils';

describe('route guard', () => {
  it('shows the loading screen while the user query runs', () => {
    installFakeServer(signedOutRoutes());
    renderApp('/');
    expect(screen.getByText('Loading your cookbook...')).toBeInTheDocument();
  });

  it('shows the login page on a deep link when signed out, keeping the URL', async () => {
    installFakeServer(signedOutRoutes());
    const { router } = renderApp('/meal-plan?week=2');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/meal-plan');
    expect(screen.queryByRole('heading', { name: 'Meal Planning' })).not.toBeInTheDocument();
  });

  it('redirects a signed-in user from /auth to /', async () => {
    installFakeServer(signedInRoutes());
    const { router } = renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Recipes', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/favorites', 'My Favorite Recipes'],
    ['/meal-plan', 'Meal Planning'],
    ['/the-plan', "Today's Plan"],
    ['/shopping-list', 'Shopping List'],
    ['/profile', 'Profile'],
    ['/settings', 'Settings'],
  ])('renders %s titled "%s" inside the shell', async (path, title) => {
    installFakeServer(signedInRoutes());
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('answers an unknown route with 404 and a developer hint', async () => {
    installFakeServer(signedInRoutes());
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('The route /no/such/page does not exist. Check src/web/app/router.tsx'),
    ).toBeInTheDocument();
  });

  it('denies admin pages to a user who is not a super admin', async () => {
    installFakeServer(signedInRoutes());
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });

  it('opens admin pages and the Admin sidebar section for a super admin', async () => {
    installFakeServer(signedInRoutes({ user: { ...testUser, isSuperAdmin: true } }));
    renderApp('/admin/users');
    expect(
      await screen.findByRole('heading', { name: 'User Management', level: 1 }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const label of [
      'Dashboard',
      'Cookbooks',
      'User Roles',
      'Users',
      'Families',
      'Import Recipe',
    ]) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
  });

  it('sends users without an editor role away from the import pages', async () => {
    installFakeServer(signedInRoutes());
    const { router } = renderApp('/admin/import');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('You do not have permission to import recipes.')).toBeVisible();
  });

  it('lets a cookbook editor open the import page', async () => {
    installFakeServer(
      signedInRoutes({ cookbookRoles: [{ cookbookId: 3, canEdit: true, canView: true }] }),
    );
    renderApp('/admin/import-text');
    expect(
      await screen.findByRole('heading', { name: 'Import Recipe from Text', level: 1 }),
    ).toBeInTheDocument();
  });

  it('logs out from the user menu and lands on /auth', async () => {
    const { calls } = installFakeServer(signedInRoutes());
    const { router } = renderApp('/favorites');
    await pressDeferredTrigger(() => screen.getByRole('button', { name: 'User menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/auth/logout')).toBe(true);
  });

  it("toasts 'Failed to log out' when logout fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeServer({
      ...signedInRoutes(),
      'POST /api/auth/logout': { status: 500, body: { code: 'internal', message: 'Try later' } },
    });
    renderApp('/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText('Failed to log out')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
  });
});

describe('pages in German', () => {
  it.each([
    ['/', 'Rezepte'],
    ['/favorites', 'Meine Lieblingsrezepte'],
    ['/meal-plan', 'Essensplanung'],
    ['/the-plan', 'Heute geplant'],
    ['/profile', 'Profil'],
  ])("titles %s '%s' for a user whose saved language is German", async (path, title) => {
    installFakeServer(signedInRoutes({ language: 'de' }));
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${title} · `)));
  });

  it('answers an unknown route with the German 404 page', async () => {
    installFakeServer(signedInRoutes({ language: 'de' }));
    renderApp('/keine/seite');
    expect(
      await screen.findByRole('heading', { name: '404 Seite nicht gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Unter dieser Adresse kocht nichts.')).toBeInTheDocument();
    expect(
      screen.getByText('Die Route /keine/seite gibt es nicht. Siehe src/web/app/router.tsx'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zu den Rezepten' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('denies admin pages in German', async () => {
    installFakeServer(signedInRoutes({ language: 'de' }));
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
    expect(screen.getByText('Für diese Seite brauchst du Super-Admin-Rechte.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('says why in German when a user without an editor role opens the import page', async () => {
    installFakeServer(signedInRoutes({ language: 'de' }));
    const { router } = renderApp('/profile');
    await screen.findByRole('heading', { name: 'Profil', level: 1 });
    await act(() => router.navigate('/admin/import'));
    expect(await screen.findByText('Du darfst keine Rezepte importieren.')).toBeInTheDocument();
    expect(screen.getByText('Zugriff verweigert')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
