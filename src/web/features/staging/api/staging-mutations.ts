import type { QueryClient } from '@tanstack/react-query';
import type { StagedRecipe } from '#shared/staging/staging.schemas';
import { invalidateAfterLastWrite, type EntityWrites } from '#web/lib/entity-writes';
import { invalidateStaged } from './staging-cache';

/** Every staging write shares this key, so each can tell whether others are in flight. */
export const stagingMutationKey = ['staging-write'] as const;

/** The variables of every write of one staged recipe (batch count, removal). */
export interface StagedWrite {
  staged: StagedRecipe;
}

/**
 * Staging writes by staged recipe (docs/decisions/011): one with a write on its way is
 * pending, and cannot be removed until the server answers.
 */
export const stagingWrites: EntityWrites<number> = {
  mutationKey: stagingMutationKey,
  entityOf: (variables) =>
    typeof variables === 'object' && variables !== null && 'staged' in variables
      ? (variables as StagedWrite).staged.id
      : undefined,
};

/** The batch stepper's clicks of one card reach the server one after another. */
export const stagedWriteScope = (id: number) => ({ id: `staged-recipe-${id}` });

/** Refreshes the staging area once the last staging write in flight settles. */
export function refreshAfterStagingWrite(
  queryClient: QueryClient,
  familyId: number,
  variables: object,
) {
  return invalidateAfterLastWrite(queryClient, stagingMutationKey, variables, () =>
    invalidateStaged(queryClient, familyId),
  );
}
