/**
 * Where a recipe opens: the recipe dialog lives in the URL (`/?recipe=12`, see
 * features/recipes/hooks/use-recipe-dialog-param.ts), so other screens can link to it without
 * importing the recipes feature.
 */
export { RECIPE_DIALOG_PARAM, recipeDialogPath } from '#shared/recipes/recipe-links';

export function recipeEditPath(recipeId: number): string {
  return `/recipe/edit/${recipeId}`;
}
