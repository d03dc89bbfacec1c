import { z } from 'zod';
import { isCalendarDay, readCalendarDay, type CalendarDay } from '../meal-plans/calendar-day';

/**
 * The days a family may plan or shop for. PostgreSQL stores far more (and refuses some years
 * JavaScript writes, such as '+010000-01-01'), but a day outside this range is a typo or an
 * attack, never a meal: it is refused with a 400 and this message.
 */
export const MIN_DAY: CalendarDay = '2000-01-01';
export const MAX_DAY: CalendarDay = '2100-12-31';
export const DAY_RANGE_MESSAGE = `Dates must be between ${MIN_DAY} and ${MAX_DAY}`;
export const DAY_FORMAT_MESSAGE = "Expected a day as 'YYYY-MM-DD'";

/** 'YYYY-MM-DD' strings compare like the days they name. */
export function isDayInRange(day: CalendarDay): boolean {
  return day >= MIN_DAY && day <= MAX_DAY;
}

/**
 * A day or a date-time ('2026-03-10', '2026-03-10T12:00:00', any zone or none) within the
 * range; yields the day as written (see calendar-day.ts). For meal plan dates and ranges.
 */
export const planDaySchema = z.string().transform((value, ctx): CalendarDay => {
  const read = readCalendarDay(value);
  if ('error' in read) {
    ctx.issues.push({ code: 'custom', message: read.error, input: value });
    return z.NEVER;
  }
  if (!isDayInRange(read.day)) {
    ctx.issues.push({ code: 'custom', message: DAY_RANGE_MESSAGE, input: value });
    return z.NEVER;
  }
  return read.day;
});

/** A real day written exactly 'YYYY-MM-DD', whatever the year (e.g. a computed week end). */
export const dayFormatSchema = z.string().refine(isCalendarDay, DAY_FORMAT_MESSAGE);

/** A real day written exactly 'YYYY-MM-DD', within the range. */
export const daySchema = dayFormatSchema.refine(isDayInRange, DAY_RANGE_MESSAGE);
