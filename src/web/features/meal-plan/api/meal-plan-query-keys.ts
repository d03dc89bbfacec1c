import type { DateWindow } from '#shared/meal-plans/week';
import { mealPlansQueryRoot } from '#web/lib/query-keys';

/* Meal plan queries are ['meal-plans', familyId, startDate, endDate] under the shared root. */

/** Every cached window of one family. */
export const familyMealPlansQueryKey = (familyId: number) =>
  [...mealPlansQueryRoot, familyId] as const;

export const mealPlansQueryKey = (familyId: number, window: DateWindow) =>
  [...familyMealPlansQueryKey(familyId), window.startDate, window.endDate] as const;

/** The window a meal plan query key covers, or null for a key of another shape. */
export function windowOfQueryKey(queryKey: readonly unknown[]): DateWindow | null {
  const [, , startDate, endDate] = queryKey;
  if (typeof startDate !== 'string' || typeof endDate !== 'string') return null;
  return { startDate, endDate };
}
