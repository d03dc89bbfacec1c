import type { z } from 'zod';
import { accessError, requireAccess } from '#server/access/require-access';
import type { Database } from '#server/db/client';
import { conflict } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { getPreferences } from '#server/modules/preferences/preferences.service';
import {
  computeMealPlanHash,
  generateShoppingList as buildItems,
  type PlannedMealForList,
} from '#shared/shopping/generate-shopping-list';
import type { RecipeIngredient } from '#shared/shopping/ingredient-line';
import {
  EXISTING_LIST_MESSAGE,
  type generateShoppingListBodySchema,
  type ShoppingListItem,
  ITEM_CHANGED_MESSAGE,
  type ShoppingListSummary,
  type UpdateShoppingListItemBody,
  type WeeklyShoppingList,
} from '#shared/shopping/shopping-lists.schemas';
import { weekEndDateOf } from '#shared/meal-plans/calendar-day';
import { readPantryStock } from '#shared/pantry/pantry-stock';
import {
  findFamilyPantry,
  findPantryVersions,
  type PantryItemRow,
} from '#server/modules/pantry/pantry.repository';
import { pantryFingerprint, weekListHash } from './list-hash';
import { toItem, toList, toListFields, toPlannedMeals } from './shopping-list-dto';
import {
  deleteListItems,
  findFamilyListSummaries,
  findItem,
  findListWithItems,
  insertItems,
  insertListIfAbsent,
  restampList,
  updateItemChecked,
} from './shopping-lists.repository';
import {
  findRecipeIngredients,
  findWeekMealPlans,
  type WeekMealPlanRow,
} from './week-meals.repository';

/** The family's lists, newest week first, with counts (the access rule checked membership). */
export async function listFamilyShoppingLists(
  db: Database,
  familyId: number,
): Promise<ShoppingListSummary[]> {
  const rows = await findFamilyListSummaries(db, familyId);
  return rows.map(({ itemCount, checkedCount, ...list }) => ({
    ...toListFields(list),
    itemCount,
    checkedCount,
  }));
}

/**
 * The weekly answer in three queries: the list with its items, the week's meal plans, and the
 * pantry's versions; the list is out of date when either changed since it was made
 * (list-hash.ts).
 */
export async function getWeeklyShoppingList(
  db: Database,
  familyId: number,
  weekStartDate: string,
): Promise<WeeklyShoppingList> {
  const [found, meals, pantry] = await Promise.all([
    findListWithItems(db, familyId, weekStartDate),
    findWeekMealPlans(db, familyId, weekStartDate),
    findPantryVersions(db, familyId),
  ]);
  const currentMealPlanHash = weekListHash(computeMealPlanHash(meals), pantryFingerprint(pantry));
  return {
    weekStartDate,
    weekEndDate: weekEndDateOf(weekStartDate),
    shoppingList: found ? toList(found.list, found.items) : null,
    plannedMeals: toPlannedMeals(meals),
    currentMealPlanHash,
    isOutOfDate: found !== null && found.list.mealPlanHash !== currentMealPlanHash,
  };
}

const toStockItem = ({ name, quantity, unit, isStaple }: PantryItemRow) => ({
  name,
  quantity: quantity === null ? null : String(quantity),
  unit,
  isStaple,
});

/** Meal plan rows and ingredient rows to the generator's input. */
function toGenerationInput(
  meals: readonly WeekMealPlanRow[],
  ingredientRows: readonly (RecipeIngredient & { recipeId: number })[],
): PlannedMealForList[] {
  const byRecipe = new Map<number, RecipeIngredient[]>();
  for (const { recipeId, ...ingredient } of ingredientRows) {
    const list = byRecipe.get(recipeId) ?? [];
    list.push(ingredient);
    byRecipe.set(recipeId, list);
  }
  return meals.map((meal) => ({
    id: meal.id,
    plannedServings: meal.plannedServings,
    recipe:
      meal.recipeId === null || meal.recipeTitle === null
        ? null
        : {
            title: meal.recipeTitle,
            servings: meal.recipeServings ?? 1,
            ingredients: byRecipe.get(meal.recipeId) ?? [],
          },
  }));
}

/**
 * Generates the week's list from its meal plans less the family's pantry, in one transaction: creates it, or with
 * `forceRegenerate` replaces an existing list's items (checked marks are lost,
 * product rule: shopping-generate). Without it an existing list is a 409, also when a concurrent
 * request made it first: the unique family+week index decides, the INSERT waits for the other
 * transaction.
 */
export async function generateWeeklyShoppingList(
  db: Database,
  user: CurrentUser,
  body: z.infer<typeof generateShoppingListBodySchema>,
): Promise<{ weekly: WeeklyShoppingList; created: boolean }> {
  // The client's mealPlanHash and items are ignored: the server builds both.
  const { shoppingList, forceRegenerate } = body;
  const { familyId, weekStartDate } = shoppingList;
  // The body names the family, so the route's rule is signedIn and the check is here.
  await requireAccess(db, user, 'family.member', [familyId]);
  const weekEndDate = weekEndDateOf(weekStartDate);
  // The list is the family's; its amounts read in the measures of who generates it.
  const { measurementSystem } = await getPreferences(db, user);
  return db.transaction(async (tx) => {
    const meals = await findWeekMealPlans(tx, familyId, weekStartDate);
    const recipeIds = [...new Set(meals.flatMap((meal) => meal.recipeId ?? []))];
    const ingredientRows = await findRecipeIngredients(tx, recipeIds);
    // The hash comes from the same meal rows as the weekly answer's. Their recipe versions
    // and the ingredients are read by two statements: a recipe edited in between makes the
    // list look out of date at once (regenerating fixes it), never current when it is not.
    // What is at home is not bought again (product rule: pantry-subtraction); the pantry is
    // read once, for the subtraction and the hash alike.
    const pantry = await findFamilyPantry(tx, familyId);
    const mealPlanHash = weekListHash(computeMealPlanHash(meals), pantryFingerprint(pantry));
    const { items } = buildItems(
      toGenerationInput(meals, ingredientRows),
      measurementSystem,
      readPantryStock(pantry.map(toStockItem), measurementSystem),
    );

    const values = { familyId, weekStartDate, weekEndDate, mealPlanHash };
    let list = await insertListIfAbsent(tx, values);
    const created = list !== null;
    if (!list) {
      if (!forceRegenerate) throw conflict('shopping_list_exists', EXISTING_LIST_MESSAGE);
      list = await restampList(tx, familyId, weekStartDate, mealPlanHash);
      if (!list)
        throw conflict(
          'shopping_list_changed',
          'The shopping list changed meanwhile; please try again',
        );
      await deleteListItems(tx, list.id);
    }
    const itemRows = await insertItems(tx, list.id, items);
    const weekly: WeeklyShoppingList = {
      weekStartDate,
      weekEndDate,
      shoppingList: toList(list, itemRows),
      plannedMeals: toPlannedMeals(meals),
      currentMealPlanHash: mealPlanHash,
      isOutOfDate: false,
    };
    return { weekly, created };
  });
}

/**
 * Checks or unchecks one item of one of the user's families' lists; 404 for any other, and for
 * an item its list's regeneration removed. With `version` (product rule: item-versions) the write
 * is based on what the client saw: an item changed since answers 409 with the item as it is now, so
 * a stale device never brings back a mark another one changed.
 */
export async function setItemChecked(
  db: Database,
  user: CurrentUser,
  itemId: number,
  { checked, version }: UpdateShoppingListItemBody,
): Promise<ShoppingListItem> {
  await requireAccess(db, user, 'shoppingListItem.check', [itemId]);
  const row = await updateItemChecked(db, itemId, checked, version);
  if (row) return toItem(row);
  // Nothing written: the item moved on from `version`, or a regeneration removed it meanwhile.
  const current = version === undefined ? null : await findItem(db, itemId);
  if (!current) throw accessError('shoppingListItem.check');
  throw conflict('shopping_list_item_changed', ITEM_CHANGED_MESSAGE, { item: toItem(current) });
}
