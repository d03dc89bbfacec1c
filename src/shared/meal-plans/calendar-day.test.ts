import { describe, expect, it } from 'vitest';
import {
  CALENDAR_DAY_FORMAT_MESSAGE,
  CALENDAR_DAY_INVALID_MESSAGE,
  addDaysToDay,
  calendarDaySchema,
  daysBetween,
  isCalendarDay,
  isSunday,
  weekEndDateOf,
} from './calendar-day';

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
