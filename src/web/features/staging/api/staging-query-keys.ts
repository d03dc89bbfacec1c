import { stagedRecipesQueryRoot } from '#web/lib/query-keys';

/** One family's staged recipes: ['staged-recipes', familyId]. */
export const stagedRecipesQueryKey = (familyId: number) =>
  [...stagedRecipesQueryRoot, familyId] as const;
