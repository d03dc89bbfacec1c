import { z } from 'zod';
import { idParamSchema, idSchema } from '../validation/ids';
import { recipeBriefSchema } from '../recipes/recipes.schemas';
import { placeholderDataSchema, recipeOrPlaceholderFields } from '../staging/staging.schemas';
import { planDaySchema } from '../validation/dates';
import { daysBetween } from './calendar-day';

export { planDaySchema } from '../validation/dates';

/**
 * The meal types (product rule: meal-types), in the order the day shows them (the list is sorted by
 * it).
 */
export const MEAL_TYPES = ['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Dessert'] as const;
export const mealTypeSchema = z.enum(MEAL_TYPES);
export type MealType = z.infer<typeof mealTypeSchema>;

/** A sane bound: 20 batches of 5 servings; a typo like 600 is refused, not planned. */
export const MAX_PLANNED_SERVINGS = 100;
const PLANNED_SERVINGS_MESSAGE = `Planned servings must be a whole number from 1 to ${MAX_PLANNED_SERVINGS}`;
export const plannedServingsSchema = z
  .number()
  .int(PLANNED_SERVINGS_MESSAGE)
  .min(1, PLANNED_SERVINGS_MESSAGE)
  .max(MAX_PLANNED_SERVINGS, PLANNED_SERVINGS_MESSAGE);

/** The longest GET/DELETE range, counting both ends; the client fetches a week plus a year. */
export const MAX_MEAL_PLAN_RANGE_DAYS = 400;

/**
 * A meal plan entry. `date` is local noon of its day, 'YYYY-MM-DDT12:00:00' with no zone
 * (product rule: meal-day-noon), so `new Date(date)` in the browser lands on that day in any time
 * zone. A placeholder's title is `placeholderData.title`; `recipe` is null for placeholders.
 */
export const mealPlanSchema = z.object({
  id: z.number().int(),
  familyId: z.number().int(),
  recipeId: z.number().int().nullable(),
  date: z.string(),
  mealType: mealTypeSchema,
  plannedServings: z.number().int(),
  isPlaceholder: z.boolean(),
  placeholderData: placeholderDataSchema.nullable(),
  recipe: recipeBriefSchema.nullable(),
  createdAt: z.string(),
  /** When it was marked cooked (product rule: cooked-deduction), ISO; null: not yet. */
  cookedAt: z.string().nullable(),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;

/**
 * POST /api/meal-plans: a recipe visible to the family, or a placeholder (`isPlaceholder`
 * with `placeholderData.title`; the server answers 'Placeholder missing' without it). `date`
 * may be a day or a date-time; the day as written is what is planned. The creator is the
 * session user; a `userId` in the body is ignored (docs/spec-deviations.md).
 */
export const createMealPlanBodySchema = z.object({
  familyId: idSchema,
  date: planDaySchema,
  mealType: mealTypeSchema,
  plannedServings: plannedServingsSchema,
  ...recipeOrPlaceholderFields,
  /** Checked like any id, then ignored. */
  userId: idSchema.optional(),
});
export type CreateMealPlanBody = z.input<typeof createMealPlanBodySchema>;

/**
 * PATCH /api/meal-plans/{id}: new planned servings, and/or a move to another day and meal.
 * A move is one update of the same row (servings kept unless sent), so two quick moves cannot
 * leave two copies (docs/decisions/011; the spec's delete-then-create is in
 * docs/spec-deviations.md). `date` is read like POST's: a day or a date-time, as its day.
 */
export const updateMealPlanBodySchema = z
  .object({
    plannedServings: plannedServingsSchema.optional(),
    date: planDaySchema.optional(),
    mealType: mealTypeSchema.optional(),
  })
  .refine(
    (body) =>
      body.plannedServings !== undefined || body.date !== undefined || body.mealType !== undefined,
    { message: 'Send at least one of date, mealType and plannedServings' },
  );
/** What a client sends (a date as written); the server reads the parsed form. */
export type UpdateMealPlanBody = z.input<typeof updateMealPlanBodySchema>;
export type MealPlanChanges = z.output<typeof updateMealPlanBodySchema>;

/** GET and DELETE /api/families/{familyId}/meal-plans: both days included. */
export const mealPlanRangeQuerySchema = z
  .object({ startDate: planDaySchema, endDate: planDaySchema })
  .superRefine(({ startDate, endDate }, ctx) => {
    const days = daysBetween(startDate, endDate) + 1;
    if (days < 1) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate is before startDate' });
    } else if (days > MAX_MEAL_PLAN_RANGE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `A range can span at most ${MAX_MEAL_PLAN_RANGE_DAYS} days`,
      });
    }
  });
export type MealPlanRangeQuery = z.infer<typeof mealPlanRangeQuerySchema>;

export const mealPlanIdParamsSchema = z.object({ id: idParamSchema });
export const familyMealPlansParamsSchema = z.object({ familyId: idParamSchema });

/** DELETE of a whole week or of the staging area: how many rows went. */
export const deletedCountSchema = z.object({ deleted: z.number().int() });
export type DeletedCount = z.infer<typeof deletedCountSchema>;
