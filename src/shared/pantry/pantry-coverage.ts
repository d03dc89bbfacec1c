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
  return rankTopByCoverage(recipes, pantry, Number.POSITIVE_INFINITY).top;
}

/**
 * The best `limit` of rankByCoverage, and how many recipes were ranked. Counts first and names
 * the missing ingredients of the best only: at 10,000 recipes, building every recipe's list
 * of missing names was most of the time of a question.
 */
export function rankTopByCoverage(
  recipes: readonly RecipeForCoverage[],
  pantry: readonly PantryStock[],
  limit: number,
): { top: RecipeCoverage[]; ranked: number } {
  const staples = new Set(pantry.filter((item) => item.isStaple).map((item) => item.key));
  const held = new Set(pantry.filter(hasAny).map((item) => item.key));
  // One lookup per ingredient: a staple is left out whether or not there is any.
  const status = new Map<string, 'staple' | 'held'>();
  for (const key of held) status.set(key, 'held');
  for (const key of staples) status.set(key, 'staple');
  const scored: Array<{ order: number; total: number; covered: number }> = [];
  for (let order = 0; order < recipes.length; order++) {
    let total = 0;
    let covered = 0;
    for (const { key } of recipes[order]!.ingredients) {
      const state = status.get(key);
      if (state === 'staple') continue;
      total++;
      if (state === 'held') covered++;
    }
    if (total > 0) scored.push({ order, total, covered });
  }
  // covered/total descending, compared without division; then fewer missing; then order.
  scored.sort(
    (a, b) =>
      b.covered * a.total - a.covered * b.total ||
      a.total - a.covered - (b.total - b.covered) ||
      a.order - b.order,
  );
  const top = scored.slice(0, limit).map(({ order, total, covered }) => {
    const recipe = recipes[order]!;
    const missing = recipe.ingredients
      .filter(({ key }) => !staples.has(key) && !held.has(key))
      .map((ingredient) => ingredient.name);
    return { recipeId: recipe.id, total, covered, missing };
  });
  return { top, ranked: scored.length };
}
