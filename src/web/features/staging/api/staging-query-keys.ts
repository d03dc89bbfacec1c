/** Root of the staged-recipes queries: ['staged-recipes', familyId]. */
export const stagedRecipesQueryRoot = ['staged-recipes'] as const;

export const stagedRecipesQueryKey = (familyId: number) =>
  [...stagedRecipesQueryRoot, familyId] as const;
