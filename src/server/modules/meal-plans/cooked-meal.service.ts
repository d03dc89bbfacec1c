import { accessError, requireAccess } from '#server/access/require-access';
import type { Database, DbOrTx } from '#server/db/client';
import type { CookedDeduction } from '#server/db/schema';
import type { CurrentUser } from '#server/modules/auth/sessions';
import {
  adjustPantryQuantity,
  findFamilyPantry,
  findPantryItem,
  lockFamilyPantry,
} from '#server/modules/pantry/pantry.repository';
import { toPantryItem } from '#server/modules/pantry/pantry.service';
import { findRecipeIngredients } from '#server/modules/shopping-lists/week-meals.repository';
import { cookDeductions } from '#shared/pantry/cook-deduction';
import { amountInUnit } from '#shared/pantry/pantry-amount';
import type { CookedMeal, PantryChange } from '#shared/meal-plans/cooked-meal.schemas';
import { findMealForCooking, setMealCooked } from './cooked-meal.repository';
import { findMealPlanRow } from './meal-plans.repository';
import { toMealPlanDto } from './meal-plans.service';

type Meal = NonNullable<Awaited<ReturnType<typeof findMealForCooking>>>;

/**
 * Marks a planned meal cooked (product rule: cooked-deduction): the recipe's amounts, scaled to
 * the planned servings, come off the family's pantry (cookDeductions: like with like, never
 * below zero, staples untouched) in one transaction with the mark. It runs under the pantry's
 * family lock, so a repeat or twenty taps at once take once: a meal cooked already answers what
 * it took. A placeholder has no recipe and takes nothing. 404 for anyone else's meal.
 */
export async function markMealCooked(db: Database, user: CurrentUser, id: number) {
  await requireAccess(db, user, 'mealPlan.edit', [id]);
  return db.transaction(async (tx): Promise<CookedMeal> => {
    const meal = await lockedMeal(tx, id);
    if (meal.cookedAt) return answer(tx, id, meal.cookedDeductions ?? []);
    const pantry = await findFamilyPantry(tx, meal.familyId);
    const names = new Map(pantry.map((item) => [item.id, item.name]));
    const ingredients = meal.recipeId ? await findRecipeIngredients(tx, [meal.recipeId]) : [];
    const factor = meal.plannedServings / Math.max(1, meal.recipeServings ?? 1);
    const deductions = cookDeductions(ingredients, factor, pantry).map((taken) => ({
      ...taken,
      name: names.get(taken.pantryItemId) ?? '',
    }));
    for (const taken of deductions) {
      await adjustPantryQuantity(tx, taken.pantryItemId, -taken.quantity);
    }
    await setMealCooked(tx, id, deductions);
    return answer(tx, id, deductions);
  });
}

/**
 * Undo: puts back exactly what marking the meal cooked took, converted into each item's unit
 * now (an item since removed, or set to an unknown amount or to a unit that does not add up,
 * gets nothing back), and marks the meal not cooked. A meal not cooked changes nothing.
 */
export async function undoMealCooked(db: Database, user: CurrentUser, id: number) {
  await requireAccess(db, user, 'mealPlan.edit', [id]);
  return db.transaction(async (tx): Promise<CookedMeal> => {
    const meal = await lockedMeal(tx, id);
    if (!meal.cookedAt) return answer(tx, id, []);
    const restored: CookedDeduction[] = [];
    for (const taken of meal.cookedDeductions ?? []) {
      const item = await findPantryItem(tx, taken.pantryItemId);
      if (!item || item.familyId !== meal.familyId || item.quantity === null) continue;
      const back = amountInUnit(taken.quantity, taken.unit, item.unit);
      if (back === null) continue;
      await adjustPantryQuantity(tx, item.id, back);
      restored.push({ ...taken, quantity: back, unit: item.unit });
    }
    await setMealCooked(tx, id, null);
    return answer(tx, id, restored);
  });
}

/** The meal under its family's pantry lock, which every pantry write of the family takes. */
async function lockedMeal(tx: DbOrTx, id: number): Promise<Meal> {
  const meal = await findMealForCooking(tx, id);
  if (!meal) throw accessError('mealPlan.edit');
  await lockFamilyPantry(tx, meal.familyId);
  // Read again under the lock: another request may have marked it meanwhile.
  const locked = await findMealForCooking(tx, id);
  if (!locked) throw accessError('mealPlan.edit');
  return locked;
}

async function answer(tx: DbOrTx, id: number, changes: CookedDeduction[]): Promise<CookedMeal> {
  const row = await findMealPlanRow(tx, id);
  if (!row) throw accessError('mealPlan.edit');
  const pantryChanges: PantryChange[] = [];
  for (const change of changes) {
    const item = await findPantryItem(tx, change.pantryItemId);
    pantryChanges.push({ ...change, item: item ? toPantryItem(item) : null });
  }
  return { mealPlan: toMealPlanDto(row), pantryChanges };
}
