/**
 * The shopping list's week as calendar days 'YYYY-MM-DD' (core §9: weeks start on Sunday).
 * The arithmetic runs on UTC midnights, which have no daylight-saving changes, so the answer
 * is the same in every time zone the server or browser may run in.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** UTC midnight of a real calendar day, or null ('2026-02-30' is no day). */
function utcMidnight(day: string): Date | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, date));
  const isSameDay =
    value.getUTCFullYear() === year &&
    value.getUTCMonth() === month - 1 &&
    value.getUTCDate() === date;
  return year >= 1 && isSameDay ? value : null;
}

export function isCalendarDay(day: string): boolean {
  return utcMidnight(day) !== null;
}

/** Sunday of the week (the first day); false for anything that is not a real day. */
export function isSunday(day: string): boolean {
  return utcMidnight(day)?.getUTCDay() === 0;
}

/** The day `days` after `day` (negative: before); `day` must be a real day. */
export function addDaysToDay(day: string, days: number): string {
  const start = utcMidnight(day);
  if (!start) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(start.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Saturday that ends the week starting on Sunday `weekStartDate`. */
export function weekEndDateOf(weekStartDate: string): string {
  return addDaysToDay(weekStartDate, 6);
}
