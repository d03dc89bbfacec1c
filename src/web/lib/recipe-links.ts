/**
 * Where a recipe opens: the recipe dialog lives in the URL (`/?recipe=12`, see
 * features/recipes/hooks/use-recipe-dialog-param.ts), so other screens can link to it without
 * importing the recipes feature.
 */
export { RECIPE_DIALOG_PARAM, recipeDialogPath } from '#shared/recipes/recipe-links';

export function recipeEditPath(recipeId: number): string {
  return `/recipe/edit/${recipeId}`;
}

/**
 * Cook mode for a recipe, its amounts scaled to `servings` (the planned or stepped servings);
 * from a planned meal, `mealPlanId` lets the last step mark it cooked.
 */
export function recipeCookPath(recipeId: number, servings: number, mealPlanId?: number): string {
  const meal = mealPlanId === undefined ? '' : `&meal=${mealPlanId}`;
  return `/recipe/${recipeId}/cook?servings=${servings}${meal}`;
}

/** Whether a path is cook mode, where the timer bar shows the timers (not the shell's alert). */
export function isCookModePath(pathname: string): boolean {
  return /^\/recipe\/\d+\/cook\/?$/.test(pathname);
}
