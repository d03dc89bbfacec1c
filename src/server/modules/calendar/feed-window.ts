import { addDaysToDay, weekStartDayOf, type CalendarDay } from '#shared/meal-plans/calendar-day';
import type { DateWindow } from '#shared/meal-plans/week';
import { dayIn } from './zoned-time';

/**
 * Weeks a feed reaches back before the current week, and ahead from its start
 * (product rule: calendar-feed).
 */
export const FEED_WEEKS_BACK = 4;
export const FEED_WEEKS_AHEAD = 12;

/**
 * The days a feed lists when `today` is the date: from the Sunday four weeks before the current
 * week to the Saturday before the Sunday twelve weeks after the current week's, both included.
 * That is 16 whole weeks: four past, the current one and eleven to come.
 */
export function feedWindow(today: CalendarDay): DateWindow {
  const sunday = weekStartDayOf(today);
  return {
    startDate: addDaysToDay(sunday, -7 * FEED_WEEKS_BACK),
    endDate: addDaysToDay(sunday, 7 * FEED_WEEKS_AHEAD - 1),
  };
}

/** The window of a feed in `zone` at `now`: the week is the family's, not the server's. */
export function feedWindowAt(now: Date, zone: string): DateWindow {
  return feedWindow(dayIn(now, zone));
}
