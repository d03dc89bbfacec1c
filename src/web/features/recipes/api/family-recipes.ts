import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { composeRecipeList } from '#shared/recipes/compose-recipe-list';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';
import { recipesContracts } from '#shared/recipes/recipes.contracts';
import { call } from '#web/lib/api-call';
import { RECIPE_LIST_STALE_TIME_MS } from '#web/lib/query-client';
import {
  familyRecipesQueryKey,
  recipeMarksQueryKey,
  recipeSearchIndexQueryKey,
} from '#web/lib/query-keys';

/**
 * The recipe list comes in parts (docs/decisions/022): the family's cards (the same bytes for
 * every member, revalidated by ETag), the user's marks (small, refreshed after a favourite
 * click) and, once someone searches, the ingredient search index.
 */

export function fetchFamilyRecipeCards(familyId: number, signal?: AbortSignal) {
  return call(recipesContracts.familyRecipeCards, { params: { familyId }, signal });
}

/** Stale after 10 s (product rule: data-defaults). */
export const familyRecipesQueryOptions = (familyId: number) =>
  queryOptions({
    queryKey: familyRecipesQueryKey(familyId),
    queryFn: ({ signal }) => fetchFamilyRecipeCards(familyId, signal),
    staleTime: RECIPE_LIST_STALE_TIME_MS,
  });

export const recipeMarksQueryOptions = (familyId: number) =>
  queryOptions({
    queryKey: recipeMarksQueryKey(familyId),
    queryFn: ({ signal }) => call(recipesContracts.recipeMarks, { params: { familyId }, signal }),
    staleTime: RECIPE_LIST_STALE_TIME_MS,
  });

/** The ingredient texts by recipe id, for the list's search. */
export const recipeSearchIndexQueryOptions = (familyId: number) =>
  queryOptions({
    queryKey: recipeSearchIndexQueryKey(familyId),
    queryFn: ({ signal }) =>
      call(recipesContracts.familySearchIndex, { params: { familyId }, signal }),
    select: (index) => new Map(index),
    staleTime: RECIPE_LIST_STALE_TIME_MS,
  });

/**
 * The family's list as the user sees it: cards joined with the user's marks. Pending until
 * both have come; an error of either is the list's error. Disabled while there is no family.
 */
export function useFamilyRecipes(familyId: number | null) {
  const enabled = familyId !== null;
  const cards = useQuery({ ...familyRecipesQueryOptions(familyId ?? 0), enabled });
  const marks = useQuery({ ...recipeMarksQueryOptions(familyId ?? 0), enabled });
  const data = useMemo<RecipeSummary[] | undefined>(
    () => (cards.data && marks.data ? composeRecipeList(cards.data, marks.data) : undefined),
    [cards.data, marks.data],
  );
  const failed = cards.isError ? cards : marks.isError ? marks : null;
  return {
    data,
    isPending: data === undefined && !failed,
    isError: failed !== null,
    error: failed?.error ?? null,
    refetch: () => Promise.all([cards.refetch(), marks.refetch()]),
  };
}

/**
 * The ingredient search index, fetched only once `wanted` (the user focused or typed in the
 * search box), then kept like the list.
 */
export function useRecipeSearchIndex(familyId: number | null, wanted: boolean) {
  return useQuery({
    ...recipeSearchIndexQueryOptions(familyId ?? 0),
    enabled: familyId !== null && wanted,
  });
}
