/**
 * Where a recipe opens: the recipe dialog lives in the URL (`/?recipe=12`, see
 * features/recipes/hooks/use-recipe-dialog-param.ts), so other screens can link to it without
 * importing the recipes feature.
 */
export const RECIPE_DIALOG_PARAM = 'recipe';

/** The recipes page with the recipe's dialog open. */
export function recipeDialogPath(recipeId: number): string {
  return `/?${RECIPE_DIALOG_PARAM}=${recipeId}`;
}

export function recipeEditPath(recipeId: number): string {
  return `/recipe/edit/${recipeId}`;
}
