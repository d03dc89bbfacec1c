import { z } from 'zod';
import { RECIPE_MISSING_MESSAGE } from '#shared/staging/staging.schemas';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';

/**
 * What the add dialog plans: a recipe, or a placeholder made from the search text
 * (product rule: placeholder-recipe).
 */
export type MealChoice =
  | { kind: 'recipe'; id: number; title: string; servings: number; recipe: RecipeSummary }
  | {
      kind: 'placeholder';
      id: `placeholder-${string}`;
      title: string;
      subtitle: 'Placeholder Recipe';
      servings: 1;
      imageUrl: null;
    };

/** A chosen id is a number, or a string starting 'placeholder-' (product rule: plan-choice). */
export const mealChoiceIdSchema = z.union([
  z.number().int().positive(),
  z.string().startsWith('placeholder-'),
]);

/**
 * Stored with the placeholder on the server, in English like every stored default; screens show
 * it in the reader's language (lib/planned-meal-description.ts).
 */
export const PLACEHOLDER_SUBTITLE = 'Placeholder Recipe';

/**
 * A placeholder recipe titled with the search text: servings 1, no image
 * (product rule: placeholder-recipe).
 */
export function makePlaceholderChoice(searchText: string, now = Date.now()): MealChoice {
  return {
    kind: 'placeholder',
    id: `placeholder-${now}`,
    title: searchText.trim(),
    subtitle: PLACEHOLDER_SUBTITLE,
    servings: 1,
    imageUrl: null,
  };
}

export function makeRecipeChoice(recipe: RecipeSummary): MealChoice {
  return { kind: 'recipe', id: recipe.id, title: recipe.title, servings: recipe.servings, recipe };
}

/** The choice, or 'Please select a recipe' (product rule: plan-choice). */
export function validateMealChoice(
  choice: MealChoice | null,
): { ok: true; choice: MealChoice } | { ok: false; message: string } {
  if (!choice || !choice.title || !mealChoiceIdSchema.safeParse(choice.id).success) {
    return { ok: false, message: RECIPE_MISSING_MESSAGE };
  }
  return { ok: true, choice };
}

/** Search over title, subtitle and category, case-insensitive; the first `limit` by title. */
export function searchRecipes(recipes: readonly RecipeSummary[], search: string, limit: number) {
  const needle = search.trim().toLowerCase();
  const matches = needle
    ? recipes.filter((recipe) =>
        [recipe.title, recipe.subtitle ?? '', recipe.category.name].some((text) =>
          text.toLowerCase().includes(needle),
        ),
      )
    : [...recipes];
  matches.sort((a, b) => a.title.localeCompare(b.title));
  return { shown: matches.slice(0, limit), total: matches.length };
}
