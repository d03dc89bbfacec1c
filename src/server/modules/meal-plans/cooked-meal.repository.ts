import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { mealPlans, recipes, type CookedDeduction } from '#server/db/schema';

/** What marking a meal cooked reads of it: its family, its recipe's servings, its cooked state. */
export async function findMealForCooking(db: DbOrTx, id: number) {
  const rows = await db
    .select({
      familyId: mealPlans.familyId,
      recipeId: mealPlans.recipeId,
      plannedServings: mealPlans.plannedServings,
      recipeServings: recipes.servings,
      cookedAt: mealPlans.cookedAt,
      cookedDeductions: mealPlans.cookedDeductions,
    })
    .from(mealPlans)
    .leftJoin(recipes, eq(recipes.id, mealPlans.recipeId))
    .where(eq(mealPlans.id, id));
  return rows[0] ?? null;
}

/** Marks the meal cooked with what it took, or not cooked (`null`, Undo). */
export async function setMealCooked(db: DbOrTx, id: number, deductions: CookedDeduction[] | null) {
  await db
    .update(mealPlans)
    .set({ cookedAt: deductions ? new Date() : null, cookedDeductions: deductions })
    .where(eq(mealPlans.id, id));
}
