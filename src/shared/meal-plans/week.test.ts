import { differenceInCalendarDays, differenceInHours } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { entryDayString, parseDayString, toDayString, toNoonDateTime } from './calendar-day';
import {
  formatWeekLabel,
  isDayInWindow,
  mealPlanFetchWindow,
  nextWeek,
  previousWeek,
  weekDays,
  weekEndOf,
  weekStartOf,
  weekWindow,
} from './week';

// These run once in the machine's zone (project "unit") and again under TZ=America/New_York,
// Europe/Berlin and Australia/Sydney (the "unit-tz-*" projects in vitest.config.ts).

/** Local date and time; months are 1-based here. */
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);
const days = (dates: Date[]) => dates.map(toDayString);

/** Weeks (by their Sunday) that hold a daylight-saving change, and how long they really are. */
const DST_WEEKS = [
  { zone: 'America/New_York', sunday: '2025-03-09', hours: 167 },
  { zone: 'America/New_York', sunday: '2025-11-02', hours: 169 },
  { zone: 'Europe/Berlin', sunday: '2025-03-30', hours: 167 },
  { zone: 'Europe/Berlin', sunday: '2025-10-26', hours: 169 },
  { zone: 'Australia/Sydney', sunday: '2025-04-06', hours: 169 },
  { zone: 'Australia/Sydney', sunday: '2025-10-05', hours: 167 },
];

describe('the zone under test', () => {
  it('is the one TZ asks for', () => {
    const zone = process.env.TZ;
    if (zone) expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  });
});

describe('weeks start on Sunday', () => {
  it('finds the Sunday and Saturday of any day, at local midnight', () => {
    for (const day of [9, 10, 12, 15]) {
      expect(toDayString(weekStartOf(local(2025, 3, day, 13)))).toBe('2025-03-09');
      expect(toDayString(weekEndOf(local(2025, 3, day, 13)))).toBe('2025-03-15');
    }
    expect(weekStartOf(local(2025, 3, 15, 23, 59)).getHours()).toBe(0);
    expect(weekEndOf(local(2025, 3, 9, 0, 1)).getHours()).toBe(0);
    expect(toDayString(weekStartOf(local(2025, 3, 8, 23, 59)))).toBe('2025-03-02');
  });

  it('lists Sunday to Saturday', () => {
    const week = weekDays(local(2025, 1, 1, 8));
    expect(days(week)).toEqual([
      '2024-12-29',
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
    ]);
    expect(week.map((d) => d.getDay())).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('steps a week forward and back from any day of it', () => {
    expect(toDayString(nextWeek(local(2025, 3, 12)))).toBe('2025-03-16');
    expect(toDayString(previousWeek(local(2025, 3, 12)))).toBe('2025-03-02');
    expect(toDayString(nextWeek(local(2025, 12, 31)))).toBe('2026-01-04');
  });

  it('labels a week like the shopping list does, with the year on request', () => {
    expect(formatWeekLabel(local(2025, 3, 12))).toBe('Mar 9 - Mar 15');
    expect(formatWeekLabel(local(2025, 12, 31))).toBe('Dec 28 - Jan 3');
    expect(formatWeekLabel(local(2025, 12, 31), { withYear: true })).toBe('Dec 28 - Jan 3, 2026');
  });
});

describe.each(DST_WEEKS)(
  'the week of $sunday ($zone changes the clock)',
  ({ zone, sunday, hours }) => {
    const start = parseDayString(sunday)!;
    const wednesday = weekDays(start)[3]!;

    it('still has seven days, each starting at midnight', () => {
      const week = weekDays(wednesday);
      expect(week).toHaveLength(7);
      expect(toDayString(week[0]!)).toBe(sunday);
      expect(week.map((d) => d.getHours())).toEqual([0, 0, 0, 0, 0, 0, 0]);
      expect(week.map((d) => d.getDay())).toEqual([0, 1, 2, 3, 4, 5, 6]);
      for (let i = 1; i < 7; i++) expect(differenceInCalendarDays(week[i]!, week[i - 1]!)).toBe(1);
    });

    it('moves to the Sundays either side', () => {
      const after = nextWeek(wednesday);
      expect(after.getDay()).toBe(0);
      expect(after.getHours()).toBe(0);
      expect(differenceInCalendarDays(after, start)).toBe(7);
      expect(toDayString(previousWeek(after))).toBe(sunday);
      expect(toDayString(nextWeek(previousWeek(wednesday)))).toBe(sunday);
    });

    it('keeps meals at noon of their own day', () => {
      for (const day of weekDays(start)) {
        const noon = new Date(toNoonDateTime(toDayString(day)));
        expect(toDayString(noon)).toBe(toDayString(day));
        expect(noon.getHours()).toBe(12);
        expect(entryDayString(toNoonDateTime(toDayString(day)))).toBe(toDayString(day));
      }
    });

    // Proof that the week above really is 167 or 169 hours long, in the project that runs
    // under this zone (declared only there, so other projects report no skipped tests).
    if (process.env.TZ === zone) {
      it(`is ${hours} hours long in ${zone}`, () => {
        expect(differenceInHours(nextWeek(start), start)).toBe(hours);
      });
    }
  },
);

describe('the meal plan fetch window', () => {
  it('runs from the week start to one year past the week end', () => {
    expect(mealPlanFetchWindow(local(2025, 3, 12, 18))).toEqual({
      startDate: '2025-03-09',
      endDate: '2026-03-15',
    });
  });

  it('ends on Feb 28 when the week ends on a leap day', () => {
    expect(mealPlanFetchWindow(local(2020, 2, 26))).toEqual({
      startDate: '2020-02-23',
      endDate: '2021-02-28',
    });
  });

  it('stays within the 400 days the server accepts', () => {
    for (const date of [local(2027, 2, 24), local(2028, 2, 29), local(2025, 12, 31)]) {
      const { startDate, endDate } = mealPlanFetchWindow(date);
      const span = differenceInCalendarDays(parseDayString(endDate)!, parseDayString(startDate)!);
      expect(span).toBeGreaterThanOrEqual(371);
      expect(span).toBeLessThan(400);
    }
  });

  it('tells the days inside a window', () => {
    const week = weekWindow(local(2025, 3, 12));
    expect(week).toEqual({ startDate: '2025-03-09', endDate: '2025-03-15' });
    expect(isDayInWindow('2025-03-09', week)).toBe(true);
    expect(isDayInWindow('2025-03-15', week)).toBe(true);
    expect(isDayInWindow('2025-03-16', week)).toBe(false);
    expect(isDayInWindow('2025-03-08', week)).toBe(false);
  });
});
