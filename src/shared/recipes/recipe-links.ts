/**
 * Where a recipe opens in the app: the recipes page with its dialog in the URL (`/?recipe=12`,
 * see web/features/recipes/hooks/use-recipe-dialog-param.ts). Here so the server can link to a
 * recipe (the calendar feed) without importing web code; web/lib/recipe-links.ts re-exports it.
 */
export const RECIPE_DIALOG_PARAM = 'recipe';

export function recipeDialogPath(recipeId: number): string {
  return `/?${RECIPE_DIALOG_PARAM}=${recipeId}`;
}
