import { describe, expect, it } from 'vitest';
import { CALENDAR_DAY_FORMAT_MESSAGE } from '../meal-plans/calendar-day';
import { DAY_FORMAT_MESSAGE, DAY_RANGE_MESSAGE, daySchema, planDaySchema } from './dates';

const messages = (schema: typeof daySchema | typeof planDaySchema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues.map((i) => i.message);
};

describe('planDaySchema', () => {
  it('yields the day as written, at both ends of the range', () => {
    expect(planDaySchema.parse('2000-01-01')).toBe('2000-01-01');
    expect(planDaySchema.parse('2100-12-31T12:00:00')).toBe('2100-12-31');
    expect(planDaySchema.parse('2026-03-10T23:30:00-08:00')).toBe('2026-03-10');
  });

  it('refuses days outside 2000 to 2100 with a clear message', () => {
    for (const day of ['9999-12-26', '1999-12-31', '2101-01-01T12:00:00', '0001-01-01']) {
      expect(messages(planDaySchema, day), day).toEqual([DAY_RANGE_MESSAGE]);
    }
  });

  it('refuses what is no day at all', () => {
    for (const bad of ['+010000-01-01', '2030-01-06\u0000', '0000-01-01', 'tomorrow', '']) {
      expect(messages(planDaySchema, bad), bad).not.toBeNull();
    }
    expect(messages(planDaySchema, '+010000-01-01')).toEqual([CALENDAR_DAY_FORMAT_MESSAGE]);
  });
});

describe('daySchema', () => {
  it('takes exactly YYYY-MM-DD within the range', () => {
    expect(daySchema.parse('2030-01-06')).toBe('2030-01-06');
    expect(messages(daySchema, '2030-01-06T12:00:00')).toEqual([DAY_FORMAT_MESSAGE]);
    expect(messages(daySchema, '9999-12-26')).toEqual([DAY_RANGE_MESSAGE]);
    expect(messages(daySchema, '1999-12-26')).toEqual([DAY_RANGE_MESSAGE]);
  });
});
