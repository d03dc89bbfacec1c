import type { QueryClient } from '@tanstack/react-query';
import type { StagedRecipe } from '#shared/staging/staging.schemas';
import { stagedRecipesQueryKey } from './staging-query-keys';

/**
 * Optimistic edits of a family's staged recipes (docs/decisions/011). An item the server has
 * not confirmed yet has a negative id (the server's ids are positive); each rollback undoes
 * one item only, never a snapshot of the list.
 */

let tempCounter = 0;

export function newTempStagedId() {
  tempCounter += 1;
  return -tempCounter;
}

export const isTempStagedId = (id: number) => id < 0;

export async function cancelStagedQueries(queryClient: QueryClient, familyId: number) {
  await queryClient.cancelQueries({ queryKey: stagedRecipesQueryKey(familyId) });
}

/**
 * Adds `item` (at `index` if given, else last), or replaces the item with id `replacing`
 * (default: its own id) where it is.
 */
export function putStaged(
  queryClient: QueryClient,
  item: StagedRecipe,
  replacing = item.id,
  index?: number,
) {
  queryClient.setQueryData<StagedRecipe[]>(stagedRecipesQueryKey(item.familyId), (list) => {
    if (!list) return list;
    const at = list.findIndex((staged) => staged.id === replacing);
    if (at >= 0) return list.map((staged, i) => (i === at ? item : staged));
    if (index === undefined) return [...list, item];
    return [...list.slice(0, index), item, ...list.slice(index)];
  });
}

/** Takes the item out; returns where it was (-1 when it was not there). */
export function removeStaged(queryClient: QueryClient, familyId: number, id: number) {
  let index = -1;
  queryClient.setQueryData<StagedRecipe[]>(stagedRecipesQueryKey(familyId), (list) => {
    index = list?.findIndex((staged) => staged.id === id) ?? -1;
    return list?.filter((staged) => staged.id !== id);
  });
  return index;
}

export function findStaged(
  queryClient: QueryClient,
  familyId: number,
  id: number,
): StagedRecipe | undefined {
  return queryClient
    .getQueryData<StagedRecipe[]>(stagedRecipesQueryKey(familyId))
    ?.find((staged) => staged.id === id);
}

export function invalidateStaged(queryClient: QueryClient, familyId: number) {
  return queryClient.invalidateQueries({ queryKey: stagedRecipesQueryKey(familyId) });
}
