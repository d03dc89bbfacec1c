/**
 * A Mealie backup's meal plans, made the family's (when the admin asks for them): each entry
 * on its day and meal, with our recipe of its recipe where one was imported (now or before),
 * else a placeholder named by the entry or the recipe. An entry the family has already (the
 * same day, meal and recipe or placeholder title) is not planned again, so a second import of
 * the same backup adds nothing.
 */
import type { Database } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { capText } from '#server/modules/import/import-save';
import { findFamilyMealPlanRows } from '#server/modules/meal-plans/meal-plans.repository';
import { createMealPlan } from '#server/modules/meal-plans/meal-plans.service';
import {
  createMealPlanBodySchema,
  MAX_PLANNED_SERVINGS,
  type MealType,
} from '#shared/meal-plans/meal-plans.schemas';
import { PLACEHOLDER_TITLE_MAX_LENGTH } from '#shared/staging/staging.schemas';
import type { CalendarDay } from '#shared/meal-plans/calendar-day';
import type { AppExport, AppMealPlan } from './formats/app-export';

/** Apps' meal names, ours by meaning; anything else is dinner, the meal most plans are for. */
const MEAL_TYPES_BY_NAME: Record<string, MealType> = {
  breakfast: 'Breakfast',
  brunch: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  supper: 'Dinner',
  side: 'Dinner',
  snack: 'Snack',
  snacks: 'Snack',
  dessert: 'Dessert',
};

export const mealTypeOf = (name: string | null): MealType =>
  MEAL_TYPES_BY_NAME[(name ?? '').trim().toLowerCase()] ?? 'Dinner';

/** Servings planned when the recipe says none: a family's usual table. */
const DEFAULT_PLANNED_SERVINGS = 4;

type Planned = { day: string; mealType: MealType; recipeId: number | null; title: string | null };

const keyOf = (plan: Planned) =>
  `${plan.day}|${plan.mealType}|${plan.recipeId ?? `p:${(plan.title ?? '').toLowerCase()}`}`;

async function plannedAlready(db: Database, familyId: number, plans: readonly AppMealPlan[]) {
  const days = plans.map((plan) => plan.date).sort();
  const rows = await findFamilyMealPlanRows(
    db,
    familyId,
    days[0] as CalendarDay,
    days.at(-1) as CalendarDay,
  );
  return new Set(
    rows.map((row) =>
      keyOf({
        day: row.date.slice(0, 10),
        mealType: row.mealType,
        recipeId: row.recipeId,
        title: row.placeholderData?.title ?? null,
      }),
    ),
  );
}

/** Plans the entries; answers how many were added. */
export async function saveMealPlans(
  db: Database,
  user: CurrentUser,
  run: { familyId: number },
  read: AppExport,
  recipeIds: ReadonlyMap<string, number>,
): Promise<number> {
  const recipesById = new Map(read.recipes.map((recipe) => [recipe.sourceId, recipe]));
  const already = await plannedAlready(db, run.familyId, read.mealPlans);
  let added = 0;
  for (const plan of read.mealPlans) {
    const source = plan.recipeSourceId ? recipesById.get(plan.recipeSourceId) : undefined;
    const recipeId = plan.recipeSourceId ? (recipeIds.get(plan.recipeSourceId) ?? null) : null;
    const title = capText(
      plan.title ?? source?.title ?? 'Planned meal',
      PLACEHOLDER_TITLE_MAX_LENGTH,
    );
    const planned: Planned = {
      day: plan.date,
      mealType: mealTypeOf(plan.mealType),
      recipeId,
      title: recipeId === null ? title : null,
    };
    if (already.has(keyOf(planned))) continue;
    const servings = Math.min(
      Math.max(1, plan.servings ?? source?.servings ?? DEFAULT_PLANNED_SERVINGS),
      MAX_PLANNED_SERVINGS,
    );
    const parsed = createMealPlanBodySchema.safeParse({
      familyId: run.familyId,
      date: plan.date,
      mealType: planned.mealType,
      plannedServings: servings,
      ...(recipeId !== null
        ? { recipeId }
        : {
            isPlaceholder: true,
            // Our own export's placeholder keeps its own fields; another app's gets the plan's.
            placeholderData: plan.placeholder
              ? { title, ...plan.placeholder }
              : { title, servings },
          }),
    });
    // A day out of the planner's range: not plannable here.
    if (!parsed.success) continue;
    try {
      await createMealPlan(db, user, parsed.data);
    } catch (error) {
      // A recipe the family does not see (a cookbook not linked to it) is not planned.
      if (error instanceof AppError && error.statusCode < 500) continue;
      throw error;
    }
    already.add(keyOf(planned));
    added += 1;
  }
  return added;
}
