// One module per function: the package root loads all of date-fns, 0.6–1.4 s of a server
// start (decision 034).
import { format } from 'date-fns/format';
import { parse } from 'date-fns/parse';

/**
 * The one day module of client and server (docs/decisions/012): a calendar day, how it is
 * checked and counted, and its three conversions — a Date to its local day (`toDayString`),
 * a day to the meal time the API takes (`toNoonDateTime`), and a meal's date-time back to its
 * day (`entryDayString`). Nothing else converts days by hand.
 */

/**
 * A calendar day as 'YYYY-MM-DD'. Meal plans belong to a day, not an instant (the date is
 * set to noon, product rule: meal-day-noon), so the server keeps the day as written and never
 * converts zones: '2026-03-10T23:30:00-08:00' is the 10th, whatever the server's own zone.
 */
export type CalendarDay = string;

const DAY_AND_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

export const CALENDAR_DAY_FORMAT_MESSAGE =
  "Expected a day as 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm:ss'";
export const CALENDAR_DAY_INVALID_MESSAGE = 'No such calendar day';

function isLeapYear(year: number) {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number) {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The 'YYYY-MM-DD' part of `value`, or an error message when it is no real day. */
export function readCalendarDay(value: string): { day: CalendarDay } | { error: string } {
  const match = DAY_AND_TIME.exec(value);
  if (!match) return { error: CALENDAR_DAY_FORMAT_MESSAGE };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { error: CALENDAR_DAY_INVALID_MESSAGE };
  }
  return { day: value.slice(0, 10) };
}

/** Days since 1970-01-01 (UTC arithmetic, so no daylight-saving change can skew it). */
function dayNumber(day: CalendarDay) {
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC maps the years 0 to 99 onto 1900 to 1999.
  date.setUTCFullYear(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8)));
  return Math.round(date.getTime() / 86_400_000);
}

/** `to` minus `from` in days: 0 for the same day, negative when `to` comes first. */
export function daysBetween(from: CalendarDay, to: CalendarDay) {
  return dayNumber(to) - dayNumber(from);
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A real day written exactly 'YYYY-MM-DD' ('2026-02-30' and date-times are not). */
export function isCalendarDay(value: string): boolean {
  return DAY_ONLY.test(value) && 'day' in readCalendarDay(value);
}

/** The day `days` after `day` (negative: before); `day` must be a real day. */
export function addDaysToDay(day: CalendarDay, days: number): CalendarDay {
  if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date((dayNumber(day) + days) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Sunday, the first day of a week (product rule: week-sunday); false for anything that is not a
 * real day.
 */
export function isSunday(day: string): boolean {
  // 1970-01-01, day number 0, was a Thursday: day 3 was the first Sunday.
  return isCalendarDay(day) && (((dayNumber(day) - 3) % 7) + 7) % 7 === 0;
}

/**
 * The Sunday that starts the week holding `day` (product rule: week-sunday), by day arithmetic
 * alone: no Date in any zone is involved, so the server can count weeks in a zone that is not its
 * own.
 */
export function weekStartDayOf(day: CalendarDay): CalendarDay {
  if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  const weekday = (((dayNumber(day) - 3) % 7) + 7) % 7;
  return addDaysToDay(day, -weekday);
}

/** The Saturday that ends the week starting on Sunday `weekStartDate`. */
export function weekEndDateOf(weekStartDate: CalendarDay): CalendarDay {
  return addDaysToDay(weekStartDate, 6);
}

const DAY_FORMAT = 'yyyy-MM-dd';
const ZONE_SUFFIX = /(Z|[+-]\d{2}:?\d{2})$/;

/** The local calendar day of `date`: 'YYYY-MM-DD' in the zone the code runs in. */
export function toDayString(date: Date): CalendarDay {
  return format(date, DAY_FORMAT);
}

/** 'YYYY-MM-DD' as local midnight of that day, or null when it is no real day. */
export function parseDayString(value: string): Date | null {
  if (!isCalendarDay(value)) return null;
  return parse(value, DAY_FORMAT, new Date(0));
}

/**
 * The meal time of a day as the API takes and answers it: 'YYYY-MM-DDT12:00:00', noon with no
 * zone (product rule: meal-day-noon), so every time zone reads back the same calendar day.
 */
export function toNoonDateTime(day: CalendarDay): string {
  return `${day}T12:00:00`;
}

/**
 * The calendar day of a meal's date-time. The API writes it at noon without a zone, so its
 * first ten characters are the day; a zoned value is read as a local date.
 */
export function entryDayString(dateTime: string): CalendarDay {
  const head = dateTime.slice(0, 10);
  if (isCalendarDay(head) && !ZONE_SUFFIX.test(dateTime)) return head;
  return toDayString(new Date(dateTime));
}
