import type { QueryClient } from '@tanstack/react-query';
import type {
  RecipeBrief,
  RecipeDetail,
  RecipeMarks,
  RecipeSummary,
} from '#shared/recipes/recipes.schemas';
import { invalidateAfterLastWrite } from '#web/lib/entity-writes';
import {
  favoritesQueryKey,
  recipeDetailsQueryRoot,
  recipeListsQueryRoot,
  recipeMarksQueryRoot,
  recipesQueryRoot,
} from '#web/lib/query-keys';
import { favoriteMutationKey, type FavoriteTarget } from './favorite-writes';

/**
 * Optimistic favourite toggles (docs/decisions/011). A toggle changes one recipe: its id in
 * the user's marks (the family lists join them with the cards, docs/decisions/022), its
 * `isFavorite` in lists that carry it and in its details, and its row in the favourites list.
 * A failure puts back that recipe only, never a snapshot of the lists, so a failed toggle
 * cannot undo another recipe's toggle that succeeded meanwhile.
 */

/** What one toggle changed, to undo exactly that. */
export interface FavoriteChange {
  recipeId: number;
  isFavorite: boolean;
  /** The favourites list row it added, or the row (and where it was) it took out. */
  added: boolean;
  removed: { row: RecipeSummary; index: number } | null;
}

function setFavoriteFlag(queryClient: QueryClient, recipeId: number, isFavorite: boolean) {
  let summary: RecipeSummary | undefined;
  queryClient.setQueriesData<RecipeMarks>({ queryKey: recipeMarksQueryRoot }, (marks) => {
    if (!marks || marks.favoriteIds.includes(recipeId) === isFavorite) return marks;
    const others = marks.favoriteIds.filter((id) => id !== recipeId);
    return { ...marks, favoriteIds: isFavorite ? [...others, recipeId] : others };
  });
  // Family lists hold cards (no flags); other lists (add-to-plan) carry the flag itself.
  queryClient.setQueriesData<(RecipeBrief | RecipeSummary)[]>(
    { queryKey: recipeListsQueryRoot },
    (list) =>
      list?.some((recipe) => recipe.id === recipeId)
        ? list.map((recipe) => {
            if (recipe.id !== recipeId) return recipe;
            summary ??= { isHidden: false, ...recipe, isFavorite };
            return 'isFavorite' in recipe ? { ...recipe, isFavorite } : recipe;
          })
        : list,
  );
  queryClient.setQueriesData<RecipeDetail>(
    { queryKey: [...recipeDetailsQueryRoot, recipeId] },
    (detail) => (detail ? { ...detail, isFavorite } : detail),
  );
  return summary;
}

/** Cancels fetches in flight (a late answer would overwrite the change), then applies it. */
export async function applyFavoriteOptimistically(
  queryClient: QueryClient,
  recipeId: number,
  isFavorite: boolean,
): Promise<FavoriteChange> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: recipesQueryRoot }),
    queryClient.cancelQueries({ queryKey: favoritesQueryKey }),
  ]);
  const summary = setFavoriteFlag(queryClient, recipeId, isFavorite);
  const change: FavoriteChange = { recipeId, isFavorite, added: false, removed: null };
  queryClient.setQueryData<RecipeSummary[]>(favoritesQueryKey, (list) => {
    if (!list) return list;
    const index = list.findIndex((recipe) => recipe.id === recipeId);
    if (!isFavorite) {
      if (index < 0) return list;
      change.removed = { row: list[index]!, index };
      return list.filter((recipe) => recipe.id !== recipeId);
    }
    if (index >= 0 || !summary) return list;
    change.added = true;
    return [...list, { ...summary, isFavorite: true }];
  });
  return change;
}

/** Undoes one toggle: this recipe's flag and favourites row, nothing else. */
export function rollBackFavorite(queryClient: QueryClient, change: FavoriteChange | undefined) {
  if (!change) return;
  const { recipeId, isFavorite, added, removed } = change;
  setFavoriteFlag(queryClient, recipeId, !isFavorite);
  queryClient.setQueryData<RecipeSummary[]>(favoritesQueryKey, (list) => {
    if (!list) return list;
    if (added) return list.filter((recipe) => recipe.id !== recipeId);
    if (!removed || list.some((recipe) => recipe.id === recipeId)) return list;
    return [...list.slice(0, removed.index), removed.row, ...list.slice(removed.index)];
  });
}

/**
 * After a toggle the favourites list is refreshed (product rule: favorite-toggle), once the last
 * toggle in flight settles: an earlier refetch would wipe the toggles still on their way. The marks
 * already hold what the server confirmed, so they are only marked stale (fetched again when a
 * list mounts next), and the cards do not change with a favourite: on the recipes page a click
 * costs the write alone, a few hundred bytes (product rule: list-budget, docs/decisions/022).
 */
export function refreshAfterFavoriteWrite(queryClient: QueryClient, recipe: FavoriteTarget) {
  return invalidateAfterLastWrite(queryClient, favoriteMutationKey, recipe, () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: recipeMarksQueryRoot, refetchType: 'none' }),
      queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
    ]),
  );
}
