import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { mealPlans, stagedRecipes } from '#server/db/schema';
import type { MealType } from '#shared/meal-plans/meal-plans.schemas';
import type { PlaceholderData } from '#shared/staging/staging.schemas';

/**
 * What a meal plan entry or a staged item points at: a recipe, or without `recipeId` a
 * placeholder carrying `placeholderData` ({ title: 'Leftovers' } unless given).
 */
type PlanTarget = { recipeId?: number; placeholderData?: PlaceholderData };

function planTargetColumns({ recipeId, placeholderData }: PlanTarget) {
  return {
    recipeId: recipeId ?? null,
    isPlaceholder: recipeId === undefined,
    placeholderData: placeholderData ?? (recipeId === undefined ? { title: 'Leftovers' } : null),
  };
}

/**
 * A meal plan row as stored: at noon of `day` (by default 2030-01-06, a Sunday), a Dinner
 * for 4 unless told otherwise.
 */
export async function createMealPlan(
  db: Database,
  values: PlanTarget & {
    familyId: number;
    day?: string;
    mealType?: MealType;
    plannedServings?: number;
    createdBy?: number;
  },
) {
  const { day = '2030-01-06', recipeId, placeholderData, ...rest } = values;
  const [row] = await db
    .insert(mealPlans)
    .values({
      mealType: 'Dinner',
      plannedServings: 4,
      ...rest,
      date: `${day} 12:00:00`,
      ...planTargetColumns({ recipeId, placeholderData }),
    })
    .returning();
  return row!;
}

/** A staged item as stored; the database's default batch count (1) unless given. */
export async function createStagedRecipe(
  db: Database,
  values: PlanTarget & { familyId: number; userId: number; batchCount?: number },
) {
  const { recipeId, placeholderData, ...rest } = values;
  const [row] = await db
    .insert(stagedRecipes)
    .values({ ...rest, ...planTargetColumns({ recipeId, placeholderData }) })
    .returning();
  return row!;
}

export async function findMealPlan(db: Database, id: number) {
  const [row] = await db.select().from(mealPlans).where(eq(mealPlans.id, id));
  return row ?? null;
}

export async function findStagedRecipe(db: Database, id: number) {
  const [row] = await db.select().from(stagedRecipes).where(eq(stagedRecipes.id, id));
  return row ?? null;
}

/** Every meal plan and staged row, in id order: compare before and after a refused request. */
export async function planningSnapshot(db: Database) {
  return {
    mealPlans: await db.select().from(mealPlans).orderBy(asc(mealPlans.id)),
    stagedRecipes: await db.select().from(stagedRecipes).orderBy(asc(stagedRecipes.id)),
  };
}
