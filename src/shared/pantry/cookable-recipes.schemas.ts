import { z } from 'zod';
import { safeText } from '../validation/text';
import { namedRefSchema } from '../recipes/recipes.schemas';

/**
 * "What can we cook?" (product rule: cook-from-pantry): the family's recipes as the user's
 * list shows them, ranked by how much of their ingredients the pantry covers.
 */

/** The answer holds at most this many recipes, the best covered; `ranked` counts them all. */
export const COOKABLE_RECIPES_LIMIT = 100;
export const CATEGORY_FILTER_MAX = 100;

export const cookableRecipesQuerySchema = z.object({
  /** A category name, as the recipe list filters (categories are per cookbook). */
  category: safeText({ max: CATEGORY_FILTER_MAX, min: 1, label: 'A category' }).optional(),
  /** Only the caller's favourites. */
  favorites: z.enum(['true', 'false']).optional(),
});
export type CookableRecipesQuery = z.input<typeof cookableRecipesQuerySchema>;

export const cookableRecipeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  category: namedRefSchema,
  /** Ingredients that count: all but the pantry's staples. */
  total: z.number().int(),
  covered: z.number().int(),
  /** What the pantry lacks, by name, in the recipe's order. */
  missing: z.array(z.string()),
});
export type CookableRecipe = z.infer<typeof cookableRecipeSchema>;

export const cookableRecipesSchema = z.object({
  /** The best covered first, at most COOKABLE_RECIPES_LIMIT. */
  recipes: z.array(cookableRecipeSchema),
  /** How many recipes matched the filters and were ranked (more than `recipes` when capped). */
  ranked: z.number().int(),
  /** The category names of the user's list, for the filter (the filters do not narrow them). */
  categories: z.array(z.string()),
  /** Pantry items the family has some of, staples left out: 0 means nothing to compare. */
  stocked: z.number().int(),
});
export type CookableRecipes = z.infer<typeof cookableRecipesSchema>;
