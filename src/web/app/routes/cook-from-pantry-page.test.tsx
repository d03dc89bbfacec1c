import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CookableRecipe, CookableRecipes } from '#shared/pantry/cookable-recipes.schemas';
import { jsonBody } from '#web/test-support/planner-fixtures';
import {
  installFakeServer,
  polyfillRadixSelect,
  renderApp,
  signedInRoutes,
  type FakeResponse,
} from '#web/test-support/test-utils';

const recipe = (id: number, title: string, covered: number, missing: string[]): CookableRecipe => ({
  id,
  title,
  imageUrl: null,
  category: { id: 1, name: id === 3 ? 'Breakfast' : 'Dinner' },
  total: covered + missing.length,
  covered,
  missing,
});

const pasta = recipe(1, 'Lemon pasta', 3, []);
const soup = recipe(2, 'Creamy soup', 4, ['cream', 'parsley']);
const omelette = recipe(3, 'Omelette', 1, ['milk']);

const answer = (overrides: Partial<CookableRecipes> = {}): CookableRecipes => ({
  recipes: [pasta, soup, omelette],
  ranked: 3,
  categories: ['Breakfast', 'Dinner'],
  stocked: 12,
  ...overrides,
});

const COOKABLE = 'GET /api/families/1/cookable-recipes';
const ADD_LINES = 'POST /api/families/1/weekly-shopping-list/items';

/** The fake server, answering the ranking by its query string (category, favourites). */
function serve(
  rank: (query: URLSearchParams) => CookableRecipes = () => answer(),
  addLines: FakeResponse | ((init: RequestInit) => FakeResponse) = { status: 201, body: {} },
) {
  const server = installFakeServer({
    ...signedInRoutes({ preferredFamilyId: 1 }),
    [COOKABLE]: () => {
      const url = server.calls.findLast((c) => c.url.includes('/cookable-recipes'))!.url;
      return { body: rank(new URL(url, 'http://localhost').searchParams) };
    },
    [ADD_LINES]: addLines,
  });
  return server;
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Recipes by what is at home' })).getAllByRole('listitem');

describe('What can we cook?', () => {
  beforeAll(() => polyfillRadixSelect());
  afterEach(() => vi.useRealTimers());

  it('lists recipes in the ranked order with what is at home and what is missing', async () => {
    serve();
    renderApp('/pantry/cook');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What can we cook?' }),
    ).toBeVisible();
    await screen.findByText('Lemon pasta');
    const [first, second] = cards();
    expect(first).toHaveTextContent('3 of 3 at home');
    expect(first).toHaveTextContent('You have everything');
    expect(within(first!).queryByRole('button', { name: /to this week's list/ })).toBeNull();
    expect(second).toHaveTextContent('4 of 6 at home');
    expect(second).toHaveTextContent('missing: 2 (cream, parsley)');
  });

  it('opens a recipe from its title', async () => {
    serve();
    const { router } = renderApp('/pantry/cook');
    await userEvent.click(await screen.findByRole('button', { name: 'Creamy soup' }));
    await waitFor(() => expect(router.state.location.search).toBe('?recipe=2'));
  });

  it('filters by category and favourites through the server', async () => {
    const server = serve((query) => {
      const category = query.get('category');
      const favorites = query.get('favorites') === 'true';
      const recipes = [pasta, soup, omelette].filter(
        (r) => (!category || r.category.name === category) && (!favorites || r.id === 2),
      );
      return answer({ recipes, ranked: recipes.length });
    });
    const user = userEvent.setup();
    renderApp('/pantry/cook');
    await screen.findByText('Lemon pasta');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Breakfast' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('Omelette');

    await user.click(screen.getByRole('switch', { name: 'Favourites only' }));
    expect(await screen.findByText('No recipes match these filters')).toBeVisible();
    const urls = server.calls.filter((c) => c.url.includes('cookable')).map((c) => c.url);
    expect(urls.at(-1)).toContain('category=Breakfast');
    expect(urls.at(-1)).toContain('favorites=true');

    await user.click(screen.getByRole('button', { name: 'Show all recipes' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  it('says to stock the pantry first when it is empty, with a link there', async () => {
    serve(() => answer({ recipes: [pasta], stocked: 0 }));
    renderApp('/pantry/cook');
    expect(
      await screen.findByText('Add what you have at home to see what you can cook'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the pantry' })).toHaveAttribute(
      'href',
      '/pantry',
    );
  });

  it("adds a recipe's missing items to this week's list in one call", async () => {
    // Wednesday 2026-11-25: the week starts on Sunday 2026-11-22.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 25, 12) });
    const server = serve();
    renderApp('/pantry/cook');
    await userEvent.click(
      await screen.findByRole('button', {
        name: "Add what Creamy soup is missing to this week's list",
      }),
    );
    expect(await screen.findByText("Added 2 items to this week's list")).toBeVisible();
    const adds = server.calls.filter((c) => c.url.endsWith('/weekly-shopping-list/items'));
    expect(adds).toHaveLength(1);
    expect(jsonBody(adds[0]!.init)).toEqual({
      weekStartDate: '2026-11-22',
      lines: ['cream', 'parsley'],
    });
    expect(new Headers(adds[0]!.init.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('says so when adding to the list fails', async () => {
    serve(undefined, { status: 500, body: { code: 'internal', message: 'Boom' } });
    renderApp('/pantry/cook');
    await userEvent.click(
      await screen.findByRole('button', {
        name: "Add what Omelette is missing to this week's list",
      }),
    );
    expect(await screen.findByText('Could not add the items to the list')).toBeVisible();
  });
});
