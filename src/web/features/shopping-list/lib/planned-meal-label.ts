import { entryDayString, parseDayString } from '#shared/meal-plans/calendar-day';
import type { PlannedMeal } from '#shared/shopping/shopping-lists.schemas';

/**
 * The day of a planned meal (its date is local noon, so the first ten characters): the chip
 * shows its weekday ('Mon', product rule: shopping-chips).
 */
export function mealDay(meal: Pick<PlannedMeal, 'date'>): Date | null {
  return parseDayString(entryDayString(meal.date));
}

/**
 * 'D' for Dinner: the first letter of the meal type's name as shown (product rule:
 * shopping-chips), 'A' for Abendessen in German.
 */
export function mealTypeLetter(mealTypeName: string): string {
  return mealTypeName.charAt(0).toUpperCase();
}

/** Meals in calendar order: by day, then as the day lists its meal types. */
const MEAL_ORDER = ['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Dessert'];
export function sortPlannedMeals(meals: readonly PlannedMeal[]): PlannedMeal[] {
  const rank = (type: string) => {
    const index = MEAL_ORDER.indexOf(type);
    return index === -1 ? MEAL_ORDER.length : index;
  };
  return [...meals].sort(
    (a, b) =>
      entryDayString(a.date).localeCompare(entryDayString(b.date)) ||
      rank(a.mealType) - rank(b.mealType) ||
      a.id - b.id,
  );
}
