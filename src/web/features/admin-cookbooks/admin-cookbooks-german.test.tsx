import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer, renderApp, signedInRoutes } from '#web/test-support/test-utils';
import { gridCookbooks, superAdmin } from './test-fixtures';

describe('cookbook management in German', () => {
  it('shows the cards in German, with German dates', async () => {
    installFakeServer({
      ...signedInRoutes({ user: superAdmin, language: 'de' }),
      'GET /api/cookbooks': { body: gridCookbooks },
    });
    renderApp('/admin/cookbooks');
    // The first screen of a file loads its route and the German catalogue: slow on a busy machine.
    await screen.findByRole('list', { name: 'Kochbücher' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { name: 'Kochbücher verwalten' })).toBeInTheDocument();
    const favorites = within(screen.getByRole('article', { name: 'Family Favorites' }));
    expect(favorites.getByText('Öffentlich')).toBeInTheDocument();
    expect(favorites.getByText('Erstellt am 05.03.2024')).toBeInTheDocument();
    expect(favorites.getByText('12 Rezepte')).toBeInTheDocument();
    const kitchen = within(screen.getByRole('article', { name: 'Garcia Kitchen' }));
    expect(kitchen.getByText('Standard-Familienkochbuch')).toBeInTheDocument();
    expect(
      kitchen.getByRole('button', { name: 'Garcia Kitchen löschen' }),
    ).toHaveAccessibleDescription('Das Standardkochbuch einer Familie kann nicht gelöscht werden.');
  });
});
