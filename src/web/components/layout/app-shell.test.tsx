import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  installFakeServer,
  pressDeferredTrigger,
  renderApp,
  signedInRoutes,
} from '#web/test-support/test-utils';
import { getInitialSidebarVisible } from './use-sidebar-state';

const originalWidth = window.innerWidth;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

function resizeTo(width: number) {
  act(() => {
    setWidth(width);
    window.dispatchEvent(new Event('resize'));
  });
}

const sidebar = () => screen.queryByRole('navigation', { name: 'Main navigation' });

afterEach(() => setWidth(originalWidth));

describe('getInitialSidebarVisible', () => {
  it('starts hidden below 640 px and otherwise restores the stored flag (default visible)', () => {
    expect(getInitialSidebarVisible(639, 'true')).toBe(false);
    expect(getInitialSidebarVisible(640, null)).toBe(true);
    expect(getInitialSidebarVisible(1280, 'false')).toBe(false);
    expect(getInitialSidebarVisible(1280, 'true')).toBe(true);
  });
});

describe('app shell sidebar', () => {
  it('is visible by default on wide screens and remembers the toggle in localStorage', async () => {
    setWidth(1280);
    installFakeServer(signedInRoutes());
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
    const nav = sidebar()!;
    expect(within(nav).getByRole('link', { name: 'Browse Recipes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const label of ['My Favorites', 'Meal Planning', 'Shopping List']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(sidebar()).not.toBeInTheDocument();
    expect(window.localStorage.getItem('sidebarVisible')).toBe('false');
  });

  it('restores a hidden sidebar from localStorage', async () => {
    setWidth(1280);
    window.localStorage.setItem('sidebarVisible', 'false');
    installFakeServer(signedInRoutes());
    renderApp('/');
    await screen.findByRole('button', { name: 'Toggle sidebar' });
    expect(sidebar()).not.toBeInTheDocument();
  });

  it('hides when the window shrinks below 640 px', async () => {
    setWidth(1280);
    installFakeServer(signedInRoutes());
    renderApp('/');
    await screen.findByRole('button', { name: 'Toggle sidebar' });
    expect(sidebar()).toBeInTheDocument();
    resizeTo(600);
    expect(sidebar()).not.toBeInTheDocument();
  });

  it('starts hidden below 640 px and closes again on route change', async () => {
    setWidth(390);
    window.localStorage.setItem('sidebarVisible', 'true');
    installFakeServer(signedInRoutes());
    const { router } = renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
    expect(sidebar()).not.toBeInTheDocument();

    await userEvent.click(toggle);
    const nav = sidebar()!;
    await userEvent.click(within(nav).getByRole('link', { name: 'Meal Planning' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meal-plan'));
    // The page is a lazy route: the shell re-renders for the new URL a moment later.
    await waitFor(() => expect(sidebar()).not.toBeInTheDocument());
  });
});

describe('app shell', () => {
  it('has a bottom bar with exactly five tabs and highlights the active one', async () => {
    installFakeServer(signedInRoutes());
    renderApp('/the-plan');
    const bar = await screen.findByRole('navigation', { name: 'Bottom navigation' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Recipes', '/'],
      ['Favorites', '/favorites'],
      ['Today', '/the-plan'],
      ['Shopping', '/shopping-list'],
      ['Settings', '/settings'],
    ]);
    expect(within(bar).getByRole('link', { name: 'Today' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the preferred family and switches family, storing the preference', async () => {
    const { calls } = installFakeServer({
      ...signedInRoutes({
        families: [
          { id: 1, name: 'The Garcias', createdAt: '2024-01-01T00:00:00.000Z' },
          { id: 2, name: 'Grandma’s Kitchen', createdAt: '2024-02-01T00:00:00.000Z' },
        ],
        preferredFamilyId: 2,
      }),
      'PATCH /api/user/preferences': { body: { preferredFamilyId: 1, showHiddenRecipes: false } },
    });
    renderApp('/');
    expect(await screen.findByTestId('current-family')).toHaveTextContent('Grandma’s Kitchen');

    await pressDeferredTrigger(() => screen.getByTestId('current-family'));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'The Garcias' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-family')).toHaveTextContent('The Garcias'),
    );
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.init.body).toBe('{"preferredFamilyId":1}');
  });

  it('toggles dark mode from the user menu', async () => {
    installFakeServer(signedInRoutes());
    renderApp('/');
    await pressDeferredTrigger(() => screen.getByRole('button', { name: 'User menu' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('darkMode')).toBe('true');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });
});

describe('app shell in German', () => {
  it("follows the user's saved language: German navigation, <html lang> de", async () => {
    setWidth(1280);
    installFakeServer(signedInRoutes({ language: 'de' }));
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(document.documentElement.lang).toBe('de');
    expect(within(nav).getByRole('link', { name: 'Rezepte durchsuchen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const label of ['Meine Favoriten', 'Essensplanung', 'Einkaufsliste']) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('heading', { name: 'Rezepte & Planung' })).toBeInTheDocument();

    const bar = screen.getByRole('navigation', { name: 'Untere Navigation' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Rezepte', 'Favoriten', 'Heute', 'Einkauf', 'Optionen']);
    expect(screen.getByRole('button', { name: 'Seitenleiste ein- oder ausblenden' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Benutzermenü' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rezepte' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Rezepte · /));
  });
});
