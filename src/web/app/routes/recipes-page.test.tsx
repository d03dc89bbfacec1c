import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeRecipeSummary } from '#web/test-support/recipe-fixtures';
import { PLANNING_PICKS_KEY } from '#web/lib/planning-picks';
import { installFakeServer, renderApp, signedInRoutes } from '#web/test-support/test-utils';

const recipes = [
  makeRecipeSummary({ id: 1, title: 'Weeknight Chili', category: { id: 1, name: 'Soups' } }),
  makeRecipeSummary({
    id: 2,
    title: 'Apple Crumble',
    subtitle: 'Warm apples under oats',
    category: { id: 2, name: 'Desserts' },
  }),
  makeRecipeSummary({ id: 3, title: 'banana Bread', category: { id: 3, name: 'Baking' } }),
  // Same category name in another cookbook: listed once.
  makeRecipeSummary({ id: 4, title: 'Tomato Soup', category: { id: 9, name: 'Soups' } }),
];

function cardTitles() {
  const list = screen.getByRole('list', { name: 'Recipes' });
  return within(list)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
}

describe('RecipesPage', () => {
  it('lists the family recipes sorted by title', async () => {
    installFakeServer(signedInRoutes({ recipes }));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Recipes', level: 1 })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Recipes' });
    expect(cardTitles()).toEqual([
      'Apple Crumble',
      'banana Bread',
      'Tomato Soup',
      'Weeknight Chili',
    ]);
    expect(screen.getByText('4 recipes')).toBeInTheDocument();
  });

  it('searches title, subtitle and category as typed, and Clear Filters restores', async () => {
    installFakeServer(signedInRoutes({ recipes }));
    renderApp('/');
    await screen.findByRole('list', { name: 'Recipes' });
    const search = screen.getByRole('searchbox', { name: 'Search recipes' });

    await userEvent.type(search, 'oats');
    await waitFor(() => expect(cardTitles()).toEqual(['Apple Crumble']));
    expect(screen.getByText('1 of 4 recipes')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'soups');
    await waitFor(() => expect(cardTitles()).toEqual(['Tomato Soup', 'Weeknight Chili']));

    await userEvent.type(search, ' nothing-like-this');
    expect(await screen.findByText('No recipes found')).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Clear Filters' })[0]!);
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
    expect(search).toHaveValue('');
    expect(screen.getAllByRole('button', { name: 'Clear Filters' })[0]).toBeDisabled();
  });

  it('searches ingredients from the index it fetches only once the user turns to the search', async () => {
    const server = installFakeServer({
      ...signedInRoutes({ recipes }),
      'GET /api/families/1/recipes/search-index': {
        body: [
          [3, 'ripe bananas\nflour'],
          [4, 'tomatoes\ncreme fraiche'],
        ],
      },
    });
    const indexCalls = () => server.calls.filter((call) => call.url.endsWith('/search-index'));
    renderApp('/');
    await screen.findByRole('list', { name: 'Recipes' });
    expect(indexCalls()).toHaveLength(0);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'Crème');
    await waitFor(() => expect(cardTitles()).toEqual(['Tomato Soup']));
    expect(indexCalls()).toHaveLength(1);
  });

  it('shows "No recipes found" for a family without recipes', async () => {
    installFakeServer(signedInRoutes({ recipes: [] }));
    renderApp('/');
    expect(await screen.findByText('No recipes found')).toBeInTheDocument();
  });

  it('shows Add Recipe and Import Recipe only to users with an editor role', async () => {
    installFakeServer(signedInRoutes({ recipes }));
    const member = renderApp('/');
    await screen.findByRole('list', { name: 'Recipes' });
    expect(screen.queryByRole('link', { name: 'Add Recipe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Import Recipe' })).not.toBeInTheDocument();
    member.unmount();

    installFakeServer(
      signedInRoutes({
        recipes,
        cookbookRoles: [{ cookbookId: 21, canEdit: true, canView: true }],
      }),
    );
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Add Recipe' })).toHaveAttribute(
      'href',
      '/recipe/new',
    );
    expect(screen.getByRole('link', { name: 'Import Recipe' })).toHaveAttribute(
      'href',
      '/admin/import',
    );
    // Editors of the cookbook get Edit on its cards (the page's chunk loads lazily, so the
    // cards may come after the header's links).
    await userEvent.click((await screen.findAllByRole('button', { name: 'Edit recipe' }))[0]!);
    expect(
      await screen.findByRole('heading', { name: 'Edit Recipe', level: 1 }),
    ).toBeInTheDocument();
  });

  it('picks recipes for planning in session storage and shows them picked', async () => {
    installFakeServer(signedInRoutes({ recipes }));
    renderApp('/');
    const card = await screen.findByRole('article', { name: 'Apple Crumble' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to meal plan' }));
    expect(JSON.parse(window.sessionStorage.getItem(PLANNING_PICKS_KEY)!)).toEqual([2]);
    expect(within(card).getByText('Picked')).toBeInTheDocument();
    expect(screen.getByText(/1 recipe picked/)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Remove from meal plan' }));
    expect(window.sessionStorage.getItem(PLANNING_PICKS_KEY)).toBeNull();
    expect(within(card).queryByText('Picked')).not.toBeInTheDocument();
  });

  it('toggles a favourite from a card with the spec toasts, and rolls back on failure', async () => {
    const routes = signedInRoutes({ recipes });
    routes['POST /api/favorites'] = { status: 201, body: { recipeId: 2, createdAt: '' } };
    installFakeServer(routes);
    renderApp('/');
    const card = await screen.findByRole('article', { name: 'Apple Crumble' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    expect(screen.getByText('Apple Crumble has been added to your favorites')).toBeInTheDocument();
  });

  it('rolls a failed unfavourite back and toasts the reason', async () => {
    const routes = signedInRoutes({
      recipes: recipes.map((r) => (r.id === 1 ? { ...r, isFavorite: true } : r)),
    });
    routes['DELETE /api/favorites/1'] = {
      status: 500,
      body: { code: 'internal', message: 'Database is down' },
    };
    installFakeServer(routes);
    renderApp('/');
    const card = await screen.findByRole('article', { name: 'Weeknight Chili' });
    await userEvent.click(within(card).getByRole('button', { name: 'Remove from favorites' }));
    expect(
      await screen.findByText('Failed to remove from favorites: Database is down'),
    ).toBeInTheDocument();
    expect(
      await within(card).findByRole('button', { name: 'Remove from favorites' }),
    ).toBeInTheDocument();
  });

  it('opens the recipe dialog from a card and puts it in the URL', async () => {
    const routes = signedInRoutes({ recipes });
    routes['GET /api/recipes/2'] = {
      body: {
        ...recipes[1],
        sourceUrl: null,
        createdAt: '',
        updatedAt: '',
        ingredients: [],
        directions: [],
        notes: [],
      },
    };
    installFakeServer(routes);
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Apple Crumble' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apple Crumble' });
    expect(router.state.location.search).toBe('?recipe=2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });
});
