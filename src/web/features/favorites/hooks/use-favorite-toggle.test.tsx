import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { RecipeBrief, RecipeMarks, RecipeSummary } from '#shared/recipes/recipes.schemas';
import { recipesContracts } from '#shared/recipes/recipes.contracts';
import { call } from '#web/lib/api-call';
import { I18nProvider } from '#web/lib/i18n/i18n-provider';
import { createQueryClient } from '#web/lib/query-client';
import { familyRecipesQueryKey, favoritesQueryKey, recipeMarksQueryKey } from '#web/lib/query-keys';
import { useToast } from '#web/lib/use-toast';
import { installFakeServer, type FakeRoutes } from '#web/test-support/test-utils';
import { listAnswers, makeRecipeSummary } from '#web/test-support/recipe-fixtures';
import { useFavorites } from '../api/favorites';
import { useFavoriteToggle } from './use-favorite-toggle';

// Favourite toggles follow docs/decisions/011: one recipe at a time, rolled back alone.

const pancakes = makeRecipeSummary();
const chili = makeRecipeSummary({ id: 2, title: 'Weeknight Chili' });
const listKey = familyRecipesQueryKey(1);
const marksKey = recipeMarksQueryKey(1);

/** The recipe list screen's queries of family 1 (the recipes feature's, by the shared keys). */
function useFamilyRecipeList() {
  useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) =>
      call(recipesContracts.familyRecipeCards, { params: { familyId: 1 }, signal }),
  });
  useQuery({
    queryKey: marksKey,
    queryFn: ({ signal }) =>
      call(recipesContracts.recipeMarks, { params: { familyId: 1 }, signal }),
  });
}

/** A server that keeps the user's favourites; POST for a recipe in `failing` answers 500. */
function favoritesServer(failing: number[]) {
  const favorites = new Set<number>();
  const summaries = () =>
    [pancakes, chili].map((recipe) => ({ ...recipe, isFavorite: favorites.has(recipe.id) }));
  const routes: FakeRoutes = {
    'POST /api/favorites': (init) => {
      const { recipeId } = JSON.parse(init.body as string) as { recipeId: number };
      if (failing.includes(recipeId)) return { status: 500, body: { message: 'boom' } };
      favorites.add(recipeId);
      return { status: 201, body: { recipeId } };
    },
    'GET /api/families/1/recipes': () => ({ body: listAnswers(summaries()).cards }),
    'GET /api/families/1/recipe-marks': () => ({ body: listAnswers(summaries()).marks }),
    'GET /api/user/favorites': () => ({ body: summaries().filter((r) => r.isFavorite) }),
  };
  return routes;
}

/**
 * Answers are held: a POST for recipe `slowId` until `releaseSlow`, every GET until
 * `releaseGets`. The server acts at once; only its answers wait.
 */
function holdAnswers(server: ReturnType<typeof installFakeServer>, slowId: number) {
  let releaseSlow: () => void = () => {};
  let releaseGets: () => void = () => {};
  const slow = new Promise<void>((resolve) => (releaseSlow = resolve));
  const gets = new Promise<void>((resolve) => (releaseGets = resolve));
  const fake = server.fetchMock.getMockImplementation()!;
  server.fetchMock.mockImplementation(async (input, init = {}) => {
    const response = fake(input, init);
    const method = init.method ?? 'GET';
    if (method === 'GET') await gets;
    else if ((init.body as string | undefined)?.includes(`"recipeId":${slowId}`)) await slow;
    return response;
  });
  return { releaseSlow, releaseGets };
}

function setUp() {
  const queryClient = createQueryClient();
  const answers = listAnswers([pancakes, chili]);
  queryClient.setQueryData<RecipeBrief[]>(listKey, answers.cards);
  queryClient.setQueryData<RecipeMarks>(marksKey, answers.marks);
  queryClient.setQueryData<RecipeSummary[]>(favoritesQueryKey, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>{children}</I18nProvider>
    </QueryClientProvider>
  );
  // The screens' queries, so refreshes refetch them as on a page.
  const { result } = renderHook(
    () => {
      useFamilyRecipeList();
      useFavorites();
      return { ...useFavoriteToggle(), toasts: useToast().toasts };
    },
    { wrapper },
  );
  const isFavorite = (id: number) =>
    queryClient.getQueryData<RecipeMarks>(marksKey)!.favoriteIds.includes(id);
  const favoriteIds = () =>
    queryClient.getQueryData<RecipeSummary[]>(favoritesQueryKey)!.map((r) => r.id);
  return { result, queryClient, isFavorite, favoriteIds };
}

describe('useFavoriteToggle', () => {
  it('a failed first toggle does not undo a successful second one', async () => {
    const server = installFakeServer(favoritesServer([pancakes.id]));
    const { releaseSlow, releaseGets } = holdAnswers(server, pancakes.id);
    const { result, isFavorite, favoriteIds } = setUp();

    act(() => result.current.toggleFavorite({ ...pancakes, isFavorite: false }));
    await waitFor(() => expect(isFavorite(pancakes.id)).toBe(true));
    act(() => result.current.toggleFavorite({ ...chili, isFavorite: false }));
    await waitFor(() =>
      expect(result.current.toasts[0]).toMatchObject({
        title: 'Added to favorites',
        description: 'Weeknight Chili has been added to your favorites',
      }),
    );

    releaseSlow();
    await waitFor(() =>
      expect(result.current.toasts[0]).toMatchObject({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to add to favorites: boom',
      }),
    );
    // Only the failed recipe went back; the chili the server favourited stays.
    expect(isFavorite(pancakes.id)).toBe(false);
    expect(isFavorite(chili.id)).toBe(true);
    expect(favoriteIds()).toEqual([chili.id]);

    releaseGets();
    await waitFor(() => expect(server.fetchMock).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(favoriteIds()).toEqual([chili.id]));
    expect(isFavorite(chili.id)).toBe(true);
  });

  it('refreshes once, after the last toggle in flight, and takes no second toggle of a pending recipe', async () => {
    const server = installFakeServer(favoritesServer([]));
    const { releaseSlow, releaseGets } = holdAnswers(server, pancakes.id);
    const { result, queryClient, isFavorite } = setUp();
    const calls = () => server.calls.map((c) => `${c.method} ${c.url}`);

    act(() => result.current.toggleFavorite({ ...pancakes, isFavorite: false }));
    await waitFor(() => expect(result.current.isFavoritePending(pancakes.id)).toBe(true));
    expect(result.current.isFavoritePending(chili.id)).toBe(false);
    // A second click on the pending recipe sends nothing.
    act(() => result.current.toggleFavorite({ ...pancakes, isFavorite: true }));
    act(() => result.current.toggleFavorite({ ...chili, isFavorite: false }));
    await waitFor(() => expect(result.current.toasts).toHaveLength(1));
    // The chili settled while the pancakes are on their way: no refetch yet.
    expect(calls()).toEqual(['POST /api/favorites', 'POST /api/favorites']);

    releaseSlow();
    releaseGets();
    await waitFor(() => expect(result.current.isFavoritePending(pancakes.id)).toBe(false));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // The favourites list is refreshed; the marks hold what the server confirmed (stale for
    // the next mount) and the cards, which no favourite changes, are not fetched.
    expect(calls().filter((c) => c.startsWith('GET'))).toEqual(['GET /api/user/favorites']);
    expect(queryClient.getQueryState(marksKey)?.isInvalidated).toBe(true);
    expect(isFavorite(pancakes.id)).toBe(true);
    expect(isFavorite(chili.id)).toBe(true);
  });
});
