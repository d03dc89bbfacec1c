import { describe, expect, it } from 'vitest';
import {
  createCalendarFeedBodySchema,
  DEFAULT_MEAL_TIMES,
  MEAL_TIME_MESSAGE,
  mealTimesChangesSchema,
  TIME_ZONE_MESSAGE,
  timeZoneSchema,
  updateCalendarFeedBodySchema,
} from './calendar.schemas';
import { isKnownTimeZone, localTimeZone, supportedTimeZones } from './time-zones';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('time zones', () => {
  it("accepts every zone Intl lists, and 'UTC'", () => {
    expect(supportedTimeZones().size).toBeGreaterThan(300);
    for (const zone of supportedTimeZones()) expect(isKnownTimeZone(zone), zone).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
  });

  it('accepts IANA aliases of listed zones, whichever name this runtime calls canonical', () => {
    for (const zone of ['Asia/Kolkata', 'Asia/Calcutta', 'Europe/Kyiv', 'US/Eastern']) {
      expect(isKnownTimeZone(zone), zone).toBe(true);
    }
  });

  it('refuses made-up names, other letter cases, offsets and abbreviations', () => {
    for (const zone of [
      'Mars/Olympus_Mons',
      'europe/berlin',
      'Europe/BERLIN',
      'CET+1',
      '+01:00',
      'GMT+1',
      'Europe',
      '',
      'Europe/Berlin\u0000',
    ]) {
      expect(isKnownTimeZone(zone), zone).toBe(false);
      expect(messagesOf(timeZoneSchema.safeParse(zone)), zone).toContain(TIME_ZONE_MESSAGE);
    }
    expect(messagesOf(timeZoneSchema.safeParse('x'.repeat(300_000)))).toContain(TIME_ZONE_MESSAGE);
  });

  it("falls back to UTC when the runtime's own zone is not one to accept", () => {
    expect(isKnownTimeZone(localTimeZone())).toBe(true);
  });
});

describe('meal times', () => {
  it("are 'HH:MM' from 00:00 to 23:59, or null", () => {
    const ok = mealTimesChangesSchema.safeParse({
      Breakfast: '00:00',
      Lunch: null,
      Dinner: '23:59',
      Snack: '09:05',
    });
    expect(ok.success).toBe(true);
    for (const bad of ['24:00', '7:30', '07:60', '07:30:00', '0730', '', ' 07:30', 7.5]) {
      const result = mealTimesChangesSchema.safeParse({ Dinner: bad });
      expect(result.success, String(bad)).toBe(false);
      if (typeof bad === 'string') expect(messagesOf(result)).toContain(MEAL_TIME_MESSAGE);
    }
  });

  it('name only the five meal types', () => {
    expect(mealTimesChangesSchema.safeParse({ Brunch: '10:00' }).success).toBe(false);
    expect(mealTimesChangesSchema.safeParse({}).success).toBe(true);
    expect(Object.keys(DEFAULT_MEAL_TIMES)).toEqual([
      'Breakfast',
      'Lunch',
      'Dinner',
      'Snack',
      'Dessert',
    ]);
  });
});

describe('request bodies', () => {
  it('POST needs a time zone; meal times are optional', () => {
    expect(createCalendarFeedBodySchema.safeParse({ timeZone: 'UTC' }).success).toBe(true);
    expect(createCalendarFeedBodySchema.safeParse({ mealTimes: {} }).success).toBe(false);
  });

  it('PATCH needs something to change', () => {
    expect(messagesOf(updateCalendarFeedBodySchema.safeParse({}))).toEqual([
      'Send timeZone, mealTimes or both',
    ]);
    expect(updateCalendarFeedBodySchema.safeParse({ mealTimes: { Lunch: null } }).success).toBe(
      true,
    );
  });
});
