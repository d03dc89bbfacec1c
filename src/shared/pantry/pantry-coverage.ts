import { readIngredientLines, type RecipeIngredient } from '../shopping/ingredient-line';
import { hasAny, type PantryStock } from './pantry-stock';

/** One ingredient of a recipe by what the pantry would call it. */
export type IngredientKey = { key: string; name: string };

/** A recipe as "What can we cook?" compares it: its ingredients' keys, read once and cached. */
export type RecipeForCoverage = { id: number; ingredients: readonly IngredientKey[] };

export type RecipeCoverage = {
  recipeId: number;
  /** Ingredients that count: all but the pantry's staples. */
  total: number;
  covered: number;
  /** What is missing, by name, in the recipe's order. */
  missing: string[];
};

/**
 * A recipe's ingredients as pantry keys, each once ('salt and pepper' is two; tap water is
 * none; plain water is a key like any other, every family's staple: product rule:
 * pantry-staples). Reading lines is the slow part, so the server keeps the result per recipe
 * version instead of reading thousands of recipes for every question.
 */
export function ingredientKeys(ingredients: readonly RecipeIngredient[]): IngredientKey[] {
  const seen = new Map<string, IngredientKey>();
  for (const ingredient of ingredients) {
    for (const line of readIngredientLines(ingredient, 1)) {
      if (!seen.has(line.key)) seen.set(line.key, { key: line.key, name: line.name });
    }
  }
  return [...seen.values()];
}

/**
 * "What can we cook?" (product rule: cook-from-pantry): each recipe's share of ingredients the
 * pantry has (any amount, or some of unknown amount), staples left out of the count. Most
 * covered first; among equals, fewer missing, then the given order (the caller's by title).
 * Recipes with nothing left to count (only staples) are not ranked.
 */
export function rankByCoverage(
  recipes: readonly RecipeForCoverage[],
  pantry: readonly PantryStock[],
): RecipeCoverage[] {
  const staples = new Set(pantry.filter((item) => item.isStaple).map((item) => item.key));
  const held = new Set(pantry.filter(hasAny).map((item) => item.key));
  const ranked: Array<RecipeCoverage & { order: number }> = [];
  recipes.forEach((recipe, order) => {
    const counted = recipe.ingredients.filter((ingredient) => !staples.has(ingredient.key));
    if (counted.length === 0) return;
    const missing = counted.filter((ingredient) => !held.has(ingredient.key));
    ranked.push({
      recipeId: recipe.id,
      total: counted.length,
      covered: counted.length - missing.length,
      missing: missing.map((ingredient) => ingredient.name),
      order,
    });
  });
  return ranked
    .sort(
      (a, b) =>
        b.covered / b.total - a.covered / a.total ||
        a.missing.length - b.missing.length ||
        a.order - b.order,
    )
    .map(({ order: _order, ...coverage }) => coverage);
}
