import type { Database } from '#server/db/client';
import type { CurrentUser } from '#server/modules/auth/sessions';
import type { RecipeBrief } from '#shared/recipes/recipes.schemas';
import type { RecipeListCache } from '#server/modules/recipes/recipe-list-cache';
import { getFamilyRecipeBriefs, getRecipeMarks } from '#server/modules/recipes/recipes.service';
import { listShows } from '#shared/recipes/compose-recipe-list';
import { rankTopByCoverage } from '#shared/pantry/pantry-coverage';
import { hasAny, readPantryStock } from '#shared/pantry/pantry-stock';
import {
  COOKABLE_RECIPES_LIMIT,
  type CookableRecipes,
  type cookableRecipesQuerySchema,
} from '#shared/pantry/cookable-recipes.schemas';
import type { z } from 'zod';
import { findFamilyPantry } from './pantry.repository';
import type { RecipeKeysCache } from './recipe-keys-cache';

export type CookableCaches = { lists: RecipeListCache; keys: RecipeKeysCache };

type Query = z.output<typeof cookableRecipesQuerySchema>;

/**
 * "What can we cook?" (product rule: cook-from-pantry): the user's family list exactly as the
 * recipe list shows it (the family's cached cards less the user's switched-off cookbooks and
 * the family's hidden recipes, decision 046), filtered, ranked by pantry coverage with the
 * cached ingredient keys, the best COOKABLE_RECIPES_LIMIT answered. `version` is the family's
 * recipe list version read at the request's start. Membership is the route's rule.
 */
export async function listCookableRecipes(
  db: Database,
  caches: CookableCaches,
  user: CurrentUser,
  familyId: number,
  version: string,
  query: Query,
): Promise<CookableRecipes> {
  const [cards, marks, pantry] = await Promise.all([
    getFamilyRecipeBriefs(db, caches.lists, familyId, version),
    getRecipeMarks(db, user, familyId),
    findFamilyPantry(db, familyId),
  ]);
  // The cards the user's list shows, by the list's own rule (decision 046), not copied.
  const shows = listShows(marks);
  const favorites = new Set(marks.favoriteIds);
  const categories = new Set<string>();
  const matching: RecipeBrief[] = [];
  for (const card of cards) {
    if (!shows(card)) continue;
    categories.add(card.category.name);
    if (query.category !== undefined && card.category.name !== query.category) continue;
    if (query.favorites === 'true' && !favorites.has(card.id)) continue;
    matching.push(card);
  }
  const keysOf = await caches.keys.keysOf(
    db,
    familyId,
    version,
    matching.map((recipe) => recipe.id),
  );
  // Keys do not depend on the measurement system; only "has any" and staples count here.
  const stock = readPantryStock(
    pantry.map(({ name, quantity, unit, isStaple }) => ({
      name,
      quantity: quantity === null ? null : String(quantity),
      unit,
      isStaple,
    })),
    'asWritten',
  );
  const { top, ranked } = rankTopByCoverage(
    matching.map((recipe) => ({ id: recipe.id, ingredients: keysOf(recipe.id) })),
    stock,
    COOKABLE_RECIPES_LIMIT,
  );
  const topIds = new Set(top.map(({ recipeId }) => recipeId));
  const shown = new Map(matching.filter((r) => topIds.has(r.id)).map((r) => [r.id, r]));
  return {
    recipes: top.map(({ recipeId, ...coverage }) => {
      const { id, title, imageUrl, category } = shown.get(recipeId)!;
      return { id, title, imageUrl, category, ...coverage };
    }),
    ranked,
    categories: [...categories].sort((a, b) => a.localeCompare(b)),
    stocked: stock.filter((item) => !item.isStaple && hasAny(item)).length,
  };
}
