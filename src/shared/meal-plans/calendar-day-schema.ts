import { z } from 'zod';
import { readCalendarDay, type CalendarDay } from './calendar-day';

/**
 * Accepts a day or a date-time (any zone or none) and yields the day as written
 * (./calendar-day.ts). Apart from the day arithmetic, so the client's first load, which
 * computes weeks, carries no zod.
 */
export const calendarDaySchema = z.string().transform((value, ctx): CalendarDay => {
  const read = readCalendarDay(value);
  if ('error' in read) {
    ctx.issues.push({ code: 'custom', message: read.error, input: value });
    return z.NEVER;
  }
  return read.day;
});
