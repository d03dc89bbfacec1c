import { describe, expect, it } from 'vitest';
import { addDaysToDay, isCalendarDay, isSunday, weekEndDateOf } from './shopping-week';

describe('shopping week days', () => {
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
