/**
 * Query keys of recipe data. Everything recipe-shaped lives under ['recipes'] so one
 * invalidation refreshes every list and detail after a write (spec §7).
 */
export const recipesQueryRoot = ['recipes'] as const;
export const recipeListsQueryRoot = ['recipes', 'list'] as const;
export const recipeDetailsQueryRoot = ['recipes', 'detail'] as const;
