import { expect } from 'vitest';
import type { App } from '#server/app';
import { composeRecipeList } from '#shared/recipes/compose-recipe-list';
import type { RecipeBrief, RecipeMarks, RecipeSummary } from '#shared/recipes/recipes.schemas';
import { injectAs, type Who } from './inject-as';

/**
 * A family's recipe list as the browser shows it: the family's cards joined with the user's
 * marks, the way the client joins them (docs/decisions/022). Both answers must be 200.
 */
export async function familyRecipeList(
  app: App,
  who: Who,
  familyId: number,
): Promise<RecipeSummary[]> {
  const [cards, marks] = await Promise.all([
    injectAs(app, who).get(`/api/families/${familyId}/recipes`),
    injectAs(app, who).get(`/api/families/${familyId}/recipe-marks`),
  ]);
  expect(cards.statusCode).toBe(200);
  expect(marks.statusCode).toBe(200);
  return composeRecipeList(cards.json<RecipeBrief[]>(), marks.json<RecipeMarks>());
}
