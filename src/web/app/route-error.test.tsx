import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeServer, renderApp, signedInRoutes } from '#web/test-support/test-utils';

/** A page that fails to render while `failing.count` is above 0. */
const failing = vi.hoisted(() => ({ count: 0 }));

vi.mock('./routes/favorites-page', () => ({
  FavoritesPage: () => {
    if (failing.count > 0) {
      failing.count -= 1;
      throw new Error('Cannot read properties of undefined (reading "title")');
    }
    return <h1>My Favorite Recipes</h1>;
  },
}));

describe('a route that throws while rendering', { timeout: 15_000 }, () => {
  it('shows a friendly page inside the shell, and Try again renders the route again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    failing.count = 1000; // React tries a failing render more than once.
    installFakeServer(signedInRoutes());
    const { router } = renderApp('/favorites');

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong', level: 1 }),
    ).toBeInTheDocument();
    // The shell stays, so the user can go elsewhere; the URL stays too.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/favorites');

    failing.count = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'My Favorite Recipes', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('a route that keeps failing still offers the way back to the recipes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    failing.count = 1000;
    installFakeServer(signedInRoutes());
    renderApp('/favorites');
    await screen.findByRole('heading', { name: 'Something went wrong', level: 1 });
    expect(screen.getByRole('link', { name: 'Back to recipes' })).toHaveAttribute('href', '/');
    failing.count = 0;
  });
});
