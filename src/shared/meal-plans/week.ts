import {
  addDays,
  addWeeks,
  addYears,
  endOfWeek,
  format,
  isValid,
  parse,
  startOfDay,
  startOfWeek,
} from 'date-fns';

/**
 * Week math of the meal planner (core §9: weeks start on Sunday, meals sit at 12:00). Pure and
 * in local time: a Date here is a calendar day at local midnight, moved with date-fns' calendar
 * arithmetic (addDays, never "+ 24 hours"), so a week that crosses a daylight-saving change
 * still has seven days that each start at midnight.
 */

/** Sunday (core §9). */
export const WEEK_STARTS_ON = 0;
export const DAYS_IN_WEEK = 7;

/** A calendar day as sent to the API: 'YYYY-MM-DD'. */
export type DayString = string;

const DAY_FORMAT = 'yyyy-MM-dd';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

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

/** 'Mar 9 - Mar 15' (the shopping list's week label, core §2), optionally with the year. */
export function formatWeekLabel(date: Date, { withYear = false } = {}): string {
  const label = `${format(weekStartOf(date), 'MMM d')} - ${format(weekEndOf(date), 'MMM d')}`;
  return withYear ? `${label}, ${format(weekEndOf(date), 'yyyy')}` : label;
}

/** The local calendar day of `date`: 'YYYY-MM-DD'. */
export function toDayString(date: Date): DayString {
  return format(date, DAY_FORMAT);
}

export function isDayString(value: string): value is DayString {
  return DAY_PATTERN.test(value) && isValid(parse(value, DAY_FORMAT, new Date(0)));
}

/** 'YYYY-MM-DD' as local midnight of that day, or null when it is not a real day. */
export function parseDayString(value: string): Date | null {
  if (!isDayString(value)) return null;
  return parse(value, DAY_FORMAT, new Date(0));
}

/**
 * The meal time of a day as the API takes it: 'YYYY-MM-DDT12:00:00', local noon with no zone
 * (core §9 Meal time), so every time zone reads back the same calendar day.
 */
export function toNoonDateTime(day: Date | DayString): string {
  return `${typeof day === 'string' ? day : toDayString(day)}T12:00:00`;
}

/**
 * The calendar day of a meal plan entry's date. The date is written at local noon without a
 * zone, so its first ten characters are the day; a zoned value is read as a local date.
 */
export function entryDayString(entryDate: string): DayString {
  const head = entryDate.slice(0, 10);
  if (isDayString(head) && !/(Z|[+-]\d{2}:?\d{2})$/.test(entryDate)) return head;
  return toDayString(new Date(entryDate));
}

export interface DateWindow {
  startDate: DayString;
  endDate: DayString;
}

/**
 * What the meal planner fetches for the week that holds `date` (core §7): from the week's
 * Sunday to one year past its Saturday, both days included.
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
export function isDayInWindow(day: DayString, window: DateWindow): boolean {
  return day >= window.startDate && day <= window.endDate;
}
