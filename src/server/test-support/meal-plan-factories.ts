import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mealPlans, stagedRecipes } from '../db/schema';
import type { MealType } from '../../shared/meal-plans/meal-plans.schemas';
import type { PlaceholderData } from '../../shared/staging/staging.schemas';

/** A meal plan row as stored, for a recipe or (without recipeId) a placeholder. */
export async function insertMealPlanRow(
  db: Database,
  values: {
    familyId: number;
    day: string;
    mealType?: MealType;
    recipeId?: number;
    placeholderData?: PlaceholderData;
    plannedServings?: number;
    createdBy?: number;
  },
) {
  const { day, recipeId, placeholderData, ...rest } = values;
  const [row] = await db
    .insert(mealPlans)
    .values({
      mealType: 'Dinner',
      plannedServings: 4,
      ...rest,
      date: `${day} 12:00:00`,
      recipeId: recipeId ?? null,
      isPlaceholder: recipeId === undefined,
      placeholderData: placeholderData ?? (recipeId === undefined ? { title: 'Leftovers' } : null),
    })
    .returning();
  return row!;
}

export async function insertStagedRow(
  db: Database,
  values: {
    familyId: number;
    userId: number;
    recipeId?: number;
    placeholderData?: PlaceholderData;
    batchCount?: number;
  },
) {
  const { recipeId, placeholderData, ...rest } = values;
  const [row] = await db
    .insert(stagedRecipes)
    .values({
      ...rest,
      recipeId: recipeId ?? null,
      isPlaceholder: recipeId === undefined,
      placeholderData: placeholderData ?? (recipeId === undefined ? { title: 'Leftovers' } : null),
    })
    .returning();
  return row!;
}

/** Every meal plan and staged row, in id order: compare before and after a refused request. */
export async function planningSnapshot(db: Database) {
  return {
    mealPlans: await db.select().from(mealPlans).orderBy(asc(mealPlans.id)),
    stagedRecipes: await db.select().from(stagedRecipes).orderBy(asc(stagedRecipes.id)),
  };
}
