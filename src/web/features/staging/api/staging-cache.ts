import type { QueryClient } from '@tanstack/react-query';
import type { StagedRecipe } from '../../../../shared/staging/staging.schemas';
import { stagedRecipesQueryKey } from './staging-query-keys';

/**
 * Optimistic edits of a family's staged recipes. An item the server has not confirmed yet has
 * a negative id (the server's ids are positive); each rollback undoes one item only.
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

/** Adds `item`, or replaces the item with id `replacing` (default: its own id). */
export function putStaged(queryClient: QueryClient, item: StagedRecipe, replacing = item.id) {
  queryClient.setQueryData<StagedRecipe[]>(stagedRecipesQueryKey(item.familyId), (list) => {
    if (!list) return list;
    const index = list.findIndex((staged) => staged.id === replacing);
    if (index < 0) return [...list, item];
    return list.map((staged, i) => (i === index ? item : staged));
  });
}

export function removeStaged(queryClient: QueryClient, familyId: number, id: number) {
  queryClient.setQueryData<StagedRecipe[]>(stagedRecipesQueryKey(familyId), (list) =>
    list?.filter((staged) => staged.id !== id),
  );
}

export function invalidateStaged(queryClient: QueryClient, familyId: number) {
  return queryClient.invalidateQueries({ queryKey: stagedRecipesQueryKey(familyId) });
}
