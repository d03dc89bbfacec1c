import { describe, expect, it } from 'vitest';
import {
  CALENDAR_DAY_FORMAT_MESSAGE,
  CALENDAR_DAY_INVALID_MESSAGE,
  addDaysToDay,
  daysBetween,
  entryDayString,
  isCalendarDay,
  isSunday,
  parseDayString,
  toDayString,
  toNoonDateTime,
  weekEndDateOf,
  weekStartDayOf,
} from './calendar-day';
import { calendarDaySchema } from './calendar-day-schema';

const issueOf = (value: unknown) => {
  const result = calendarDaySchema.safeParse(value);
  return result.success ? null : result.error.issues.map((i) => i.message);
};

describe('calendarDaySchema', () => {
  it('keeps a plain day', () => {
    expect(calendarDaySchema.parse('2026-03-10')).toBe('2026-03-10');
  });

  it('takes the day as written from a date-time, whatever its zone', () => {
    for (const value of [
      '2026-03-10T12:00:00', // what the client sends: local noon, no zone
      '2026-03-10T12:00',
      '2026-03-10T00:00:00.000',
      '2026-03-10T23:59:59.999Z',
      '2026-03-10T23:30:00-08:00', // already the 11th in UTC: still the 10th as written
      '2026-03-10T00:30:00+14:00', // still the 9th in UTC
      '2026-03-10T12:00:00+0530',
    ]) {
      expect(calendarDaySchema.parse(value), value).toBe('2026-03-10');
    }
  });

  it('does not depend on the process time zone', () => {
    // The zone would matter if the day went through Date; TZ runs prove it does not.
    expect(calendarDaySchema.parse('2026-11-01T00:30:00')).toBe('2026-11-01');
    expect(calendarDaySchema.parse('2026-03-29T02:30:00')).toBe('2026-03-29');
  });

  it('rejects days that do not exist, with a clear message', () => {
    for (const value of ['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10']) {
      expect(issueOf(value), value).toEqual([CALENDAR_DAY_INVALID_MESSAGE]);
    }
    expect(calendarDaySchema.parse('2028-02-29')).toBe('2028-02-29');
    expect(calendarDaySchema.parse('2000-02-29')).toBe('2000-02-29');
    expect(issueOf('2100-02-29')).toEqual([CALENDAR_DAY_INVALID_MESSAGE]);
  });

  it('rejects other shapes', () => {
    for (const value of [
      '',
      '2026-3-10',
      '10/03/2026',
      '2026-03-10 12:00:00',
      '2026-03-10T24:00:00',
      '2026-03-10T12:60',
      '2026-03-10T12:00:00Zjunk',
      'next tuesday',
    ]) {
      expect(issueOf(value), value).toEqual([CALENDAR_DAY_FORMAT_MESSAGE]);
    }
    expect(issueOf(20260310)).not.toBeNull();
    expect(issueOf(null)).not.toBeNull();
  });
});

describe('daysBetween', () => {
  it('counts calendar days, across month, year and daylight-saving changes', () => {
    expect(daysBetween('2026-03-10', '2026-03-10')).toBe(0);
    expect(daysBetween('2026-03-07', '2026-03-14')).toBe(7); // US DST starts on the 8th
    expect(daysBetween('2026-10-24', '2026-10-31')).toBe(7); // EU DST ends on the 25th
    expect(daysBetween('2026-12-27', '2027-01-02')).toBe(6);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-14', '2026-03-07')).toBe(-7);
    expect(daysBetween('0050-01-01', '0051-01-01')).toBe(365);
  });
});

describe('day arithmetic', () => {
  it('knows real days', () => {
    expect(isCalendarDay('2026-03-08')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-3-8')).toBe(false);
    expect(isCalendarDay('2026-03-08T12:00:00')).toBe(false);
  });

  it('knows Sundays, also around daylight-saving changes', () => {
    expect(isSunday('2026-03-08')).toBe(true); // US clocks change that night
    expect(isSunday('2026-03-29')).toBe(true); // EU clocks change that night
    expect(isSunday('2026-03-09')).toBe(false);
    expect(isSunday('2026-02-30')).toBe(false);
  });

  it('ends a week on its Saturday, across months and years', () => {
    expect(weekEndDateOf('2026-03-08')).toBe('2026-03-14');
    expect(weekEndDateOf('2026-03-29')).toBe('2026-04-04');
    expect(weekEndDateOf('2028-12-31')).toBe('2029-01-06');
    expect(weekEndDateOf('2024-02-25')).toBe('2024-03-02');
  });

  it('adds days either way and refuses non-days', () => {
    expect(addDaysToDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysToDay('2026-10-25', 7)).toBe('2026-11-01');
    expect(() => addDaysToDay('2026-02-30', 1)).toThrow(RangeError);
  });
});

// The conversions below depend on the process zone. They run in the "unit" project and, like
// week.test.ts, belong in the "unit-tz-*" projects (America/New_York, Europe/Berlin,
// Australia/Sydney in vitest.config.ts).

/** Local date and time; months are 1-based here. */
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('a Date to its day (toDayString)', () => {
  it('is the local calendar day, whatever the time of day', () => {
    expect(toDayString(local(2025, 3, 9, 0, 0))).toBe('2025-03-09');
    expect(toDayString(local(2025, 3, 9, 23, 59))).toBe('2025-03-09');
    expect(toDayString(local(2024, 2, 29, 12))).toBe('2024-02-29');
    expect(toDayString(local(2025, 12, 31, 23, 59))).toBe('2025-12-31');
  });

  it('keeps the day on the nights the clocks change', () => {
    for (const [y, m, d] of [
      [2025, 3, 9],
      [2025, 11, 2],
      [2025, 3, 30],
      [2025, 10, 26],
      [2025, 4, 6],
      [2025, 10, 5],
    ] as const) {
      const day = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      expect(toDayString(local(y, m, d, 1, 30))).toBe(day);
      expect(toDayString(local(y, m, d, 12))).toBe(day);
      expect(toDayString(local(y, m, d, 23, 30))).toBe(day);
    }
  });
});

describe('a day to a Date (parseDayString)', () => {
  it('is local midnight of that day', () => {
    const parsed = parseDayString('2025-03-09')!;
    expect([parsed.getFullYear(), parsed.getMonth(), parsed.getDate(), parsed.getHours()]).toEqual([
      2025, 2, 9, 0,
    ]);
    expect(toDayString(parseDayString('2025-10-26')!)).toBe('2025-10-26');
  });

  it('is null for anything but a real day', () => {
    expect(parseDayString('2025-02-30')).toBeNull();
    expect(parseDayString('2025-3-9')).toBeNull();
    expect(parseDayString('2025-03-09T12:00:00')).toBeNull();
    expect(parseDayString('soon')).toBeNull();
  });
});

describe('a day to its meal time (toNoonDateTime)', () => {
  it('is noon of the day without a zone', () => {
    expect(toNoonDateTime('2025-03-09')).toBe('2025-03-09T12:00:00');
    expect(toNoonDateTime('2024-02-29')).toBe('2024-02-29T12:00:00');
  });

  it('reads back as noon of the same local day in every zone', () => {
    const noon = new Date(toNoonDateTime('2025-03-09'));
    expect(toDayString(noon)).toBe('2025-03-09');
    expect(noon.getHours()).toBe(12);
  });
});

describe("a meal's date-time to its day (entryDayString)", () => {
  it('takes the day as written from a date-time without a zone', () => {
    expect(entryDayString('2025-03-09T12:00:00')).toBe('2025-03-09');
    expect(entryDayString('2025-03-09T12:00:00.000')).toBe('2025-03-09');
    expect(entryDayString('2025-03-09T00:00:00')).toBe('2025-03-09');
    expect(entryDayString('2025-03-09')).toBe('2025-03-09');
  });

  it('reads a zoned date-time as a local date', () => {
    // Noon UTC is the same calendar day from UTC-11 to UTC+11.
    expect(entryDayString('2025-03-09T12:00:00.000Z')).toBe('2025-03-09');
    expect(entryDayString('2025-03-09T12:00:00+00:00')).toBe('2025-03-09');
    const late = '2025-03-09T23:30:00Z';
    expect(entryDayString(late)).toBe(toDayString(new Date(late)));
  });

  it('undoes toNoonDateTime', () => {
    for (const day of ['2025-03-09', '2025-11-02', '2025-10-05', '2028-02-29']) {
      expect(entryDayString(toNoonDateTime(day))).toBe(day);
    }
  });
});

describe('the Sunday of a day (weekStartDayOf)', () => {
  it('is the day itself on a Sunday and the Sunday before on any other day', () => {
    expect(weekStartDayOf('2026-03-29')).toBe('2026-03-29');
    expect(weekStartDayOf('2026-03-30')).toBe('2026-03-29');
    expect(weekStartDayOf('2026-04-04')).toBe('2026-03-29');
    expect(weekStartDayOf('2026-04-05')).toBe('2026-04-05');
  });

  it('crosses months, years and leap days', () => {
    expect(weekStartDayOf('2027-01-01')).toBe('2026-12-27');
    expect(weekStartDayOf('2028-03-01')).toBe('2028-02-27');
    expect(weekStartDayOf('2028-02-29')).toBe('2028-02-27');
  });

  it('is always a Sunday at most six days back, for every day of two years', () => {
    for (let offset = 0; offset < 731; offset++) {
      const day = addDaysToDay('2026-01-01', offset);
      const sunday = weekStartDayOf(day);
      expect(isSunday(sunday)).toBe(true);
      expect(daysBetween(sunday, day)).toBeGreaterThanOrEqual(0);
      expect(daysBetween(sunday, day)).toBeLessThan(7);
    }
  });

  it('refuses what is no real day', () => {
    expect(() => weekStartDayOf('2026-02-30')).toThrow(RangeError);
  });
});
