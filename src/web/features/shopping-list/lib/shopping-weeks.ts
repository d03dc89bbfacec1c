import { addWeeks } from 'date-fns';
import { toDayString, type CalendarDay } from '#shared/meal-plans/calendar-day';
import { weekEndOf, weekStartOf } from '#shared/meal-plans/week';

/** The selector offers this week and the next four (product rule: shopping-weeks). */
export const SHOPPING_WEEK_COUNT = 5;

export interface ShoppingWeek {
  /** The Sunday, 'YYYY-MM-DD'. */
  weekStartDate: CalendarDay;
  /** The Saturday, 'YYYY-MM-DD'. Shown as 'Mar 8 - Mar 14' by ./week-label.ts. */
  weekEndDate: CalendarDay;
}

/** The weeks the selector offers, starting with the week that holds `today`. */
export function shoppingWeeks(today: Date): ShoppingWeek[] {
  const firstSunday = weekStartOf(today);
  return Array.from({ length: SHOPPING_WEEK_COUNT }, (_, index) => {
    const start = addWeeks(firstSunday, index);
    return {
      weekStartDate: toDayString(start),
      weekEndDate: toDayString(weekEndOf(start)),
    };
  });
}

/** The offered week that starts on `weekStartDate`, else the first (this week). */
export function pickShoppingWeek(
  weeks: readonly ShoppingWeek[],
  weekStartDate: string | null,
): ShoppingWeek {
  return weeks.find((week) => week.weekStartDate === weekStartDate) ?? weeks[0]!;
}
