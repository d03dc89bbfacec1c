import { format } from 'date-fns';
import { entryDayString, parseDayString } from '#shared/meal-plans/calendar-day';
import type { PlannedMeal } from '#shared/shopping/shopping-lists.schemas';

/** The day of a planned meal (its date is local noon, so the first ten characters). */
function mealDay(meal: Pick<PlannedMeal, 'date'>): Date | null {
  return parseDayString(entryDayString(meal.date));
}

/** 'Mon' (the chip's weekday, product rule: shopping-chips). */
export function mealWeekdayShort(meal: Pick<PlannedMeal, 'date'>): string {
  const day = mealDay(meal);
  return day ? format(day, 'EEE') : '';
}

/** 'Monday', for the chip's accessible name. */
export function mealWeekdayLong(meal: Pick<PlannedMeal, 'date'>): string {
  const day = mealDay(meal);
  return day ? format(day, 'EEEE') : '';
}

/** 'D' for Dinner (the first letter of the meal type, product rule: shopping-chips). */
export function mealTypeLetter(mealType: string): string {
  return mealType.charAt(0).toUpperCase();
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
