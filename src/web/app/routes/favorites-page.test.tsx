import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeRecipeDetail, makeRecipeSummary } from '#web/test-support/recipe-fixtures';
import { installFakeServer, renderApp, signedInRoutes } from '#web/test-support/test-utils';

const favorites = [
  makeRecipeSummary({ id: 1, title: 'Weeknight Chili', isFavorite: true }),
  makeRecipeSummary({ id: 2, title: 'Apple Crumble', isFavorite: true }),
];

describe('FavoritesPage', () => {
  it('says so when there are no favourites', async () => {
    installFakeServer(signedInRoutes());
    renderApp('/favorites');
    expect(
      await screen.findByRole('heading', { name: 'My Favorite Recipes', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No favorite recipes yet')).toBeInTheDocument();
  });

  it('lists favourites by title and searches them', async () => {
    installFakeServer(signedInRoutes({ recipes: favorites }));
    renderApp('/favorites');
    const list = await screen.findByRole('list', { name: 'Favorite recipes' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Apple Crumble', 'Weeknight Chili']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search favorites' }), 'lasagne');
    expect(await screen.findByText('No matching favorites found')).toBeInTheDocument();
  });

  it('drops a recipe from the list as soon as it is unfavourited', async () => {
    let current = favorites;
    const routes = signedInRoutes({ recipes: favorites });
    routes['GET /api/user/favorites'] = () => ({ body: current });
    routes['DELETE /api/favorites/2'] = () => {
      current = current.filter((r) => r.id !== 2);
      return { status: 204 };
    };
    installFakeServer(routes);
    renderApp('/favorites');
    const card = await screen.findByRole('article', { name: 'Apple Crumble' });
    await userEvent.click(within(card).getByRole('button', { name: 'Remove from favorites' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Apple Crumble' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
  });

  it('opens the recipe dialog from /favorites?recipe=', async () => {
    const routes = signedInRoutes({ recipes: favorites });
    routes['GET /api/recipes/2'] = {
      body: makeRecipeDetail({ id: 2, title: 'Apple Crumble', isFavorite: true }),
    };
    installFakeServer(routes);
    renderApp('/favorites?recipe=2');
    const dialog = await screen.findByRole('dialog', { name: 'Apple Crumble' });
    expect(within(dialog).getByRole('button', { name: 'Remove Favorite' })).toBeInTheDocument();
  });
});
