import type { DbOrTx } from '#server/db/client';
import { findFamilyPantry, type PantryItemRow } from '#server/modules/pantry/pantry.repository';
import {
  computeMealPlanHash,
  generateShoppingList as buildItems,
  type PlannedMealForList,
} from '#shared/shopping/generate-shopping-list';
import type { RecipeIngredient } from '#shared/shopping/ingredient-line';
import type { MeasurementSystem } from '#shared/measures/measurement-system';
import { readPantryStock } from '#shared/pantry/pantry-stock';
import { weekEndDateOf } from '#shared/meal-plans/calendar-day';
import { pantryFingerprint, weekListHash } from './list-hash';
import { insertItems, insertListIfAbsent } from './shopping-lists.repository';
import {
  findRecipeIngredients,
  findWeekMealPlans,
  type WeekMealPlanRow,
} from './week-meals.repository';

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
 * What the week's list is made of: its meal plans, their items less the family's pantry in
 * `system`, and the hash the list stores (list-hash.ts).
 */
export async function buildWeekItems(
  tx: DbOrTx,
  familyId: number,
  weekStartDate: string,
  system: MeasurementSystem,
) {
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
    system,
    readPantryStock(pantry.map(toStockItem), system),
  );
  return { meals, mealPlanHash, items };
}

/**
 * Makes the week's list from its meal plans unless it has one: the list and its items, or
 * `list` null when it existed (also when a concurrent request made it first: the unique
 * family+week index decides, the INSERT waits for the other transaction).
 */
export async function createWeekList(
  tx: DbOrTx,
  familyId: number,
  weekStartDate: string,
  system: MeasurementSystem,
) {
  const built = await buildWeekItems(tx, familyId, weekStartDate, system);
  const { mealPlanHash } = built;
  const weekEndDate = weekEndDateOf(weekStartDate);
  const list = await insertListIfAbsent(tx, { familyId, weekStartDate, weekEndDate, mealPlanHash });
  const itemRows = list ? await insertItems(tx, list.id, built.items) : [];
  return { ...built, list, itemRows };
}
