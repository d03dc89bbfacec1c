// Per function, as in calendar-day.ts.
import { addDays } from 'date-fns/addDays';
import { addWeeks } from 'date-fns/addWeeks';
import { addYears } from 'date-fns/addYears';
import { endOfWeek } from 'date-fns/endOfWeek';
import { format } from 'date-fns/format';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfWeek } from 'date-fns/startOfWeek';
import { toDayString, type CalendarDay } from './calendar-day';

/**
 * Week math of the meal planner (weeks start on Sunday, meals sit at 12:00;
 * product rule: week-sunday, product rule: meal-day-noon). Pure and in local time: a Date here is a
 * calendar day at local midnight, moved with date-fns' calendar arithmetic (addDays, never "+ 24
 * hours"), so a week that crosses a daylight-saving change still has seven days that each start at
 * midnight. Days as strings, and their conversions to and from Dates and meal times, live in
 * ./calendar-day.
 */

/** Sunday (product rule: week-sunday). */
export const WEEK_STARTS_ON = 0;
export const DAYS_IN_WEEK = 7;

/** The Sunday (local midnight) of the week that holds `date`. */
export function weekStartOf(date: Date): Date {
  return startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON });
}

/** The Saturday (local midnight) of the week that holds `date`. */
export function weekEndOf(date: Date): Date {
  return startOfDay(endOfWeek(date, { weekStartsOn: WEEK_STARTS_ON }));
}

/** Sunday to Saturday of the week that holds `date`, each at local midnight. */
export function weekDays(date: Date): Date[] {
  const start = weekStartOf(date);
  return Array.from({ length: DAYS_IN_WEEK }, (_, index) => addDays(start, index));
}

export function nextWeek(date: Date): Date {
  return addWeeks(weekStartOf(date), 1);
}

export function previousWeek(date: Date): Date {
  return addWeeks(weekStartOf(date), -1);
}

/**
 * 'Mar 9 - Mar 15' (the shopping list's week label, product rule: shopping-weeks), optionally with
 * the year.
 */
export function formatWeekLabel(date: Date, { withYear = false } = {}): string {
  const label = `${format(weekStartOf(date), 'MMM d')} - ${format(weekEndOf(date), 'MMM d')}`;
  return withYear ? `${label}, ${format(weekEndOf(date), 'yyyy')}` : label;
}

export interface DateWindow {
  startDate: CalendarDay;
  endDate: CalendarDay;
}

/**
 * What the meal planner fetches for the week that holds `date` (product rule: plan-fetch-window):
 * from the week's Sunday to one year past its Saturday, both days included.
 */
export function mealPlanFetchWindow(date: Date): DateWindow {
  return {
    startDate: toDayString(weekStartOf(date)),
    endDate: toDayString(addYears(weekEndOf(date), 1)),
  };
}

/** The week that holds `date` as an inclusive window (Sunday to Saturday), e.g. Clear Week. */
export function weekWindow(date: Date): DateWindow {
  return { startDate: toDayString(weekStartOf(date)), endDate: toDayString(weekEndOf(date)) };
}

/** Whether a 'YYYY-MM-DD' day lies inside an inclusive window (the strings sort as dates). */
export function isDayInWindow(day: CalendarDay, window: DateWindow): boolean {
  return day >= window.startDate && day <= window.endDate;
}
