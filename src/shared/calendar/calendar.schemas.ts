import { z } from 'zod';
import { MEAL_TYPES, type MealType } from '../meal-plans/meal-plans.schemas';
import { idParamSchema } from '../validation/ids';
import { isKnownTimeZone } from './time-zones';

/**
 * A user's private calendar address for one family's meal plan (product rule: calendar-feed,
 * decision 027): the settings it is rendered with, and the bodies of its four routes under
 * /api/families/{familyId}/calendar-feed. The address itself is shown once, when it is made.
 */

export const MEAL_TIME_MESSAGE =
  "A meal time is 'HH:MM' from 00:00 to 23:59, or null for an all-day event";
export const TIME_ZONE_MESSAGE =
  "Unknown time zone: use an IANA name such as 'Europe/Berlin', or 'UTC'";

const MEAL_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:MM' (24-hour): a timed event at that wall-clock time; null: an all-day event. */
export const mealTimeSchema = z.string().regex(MEAL_TIME_PATTERN, MEAL_TIME_MESSAGE).nullable();
export type MealTime = z.infer<typeof mealTimeSchema>;

export type MealTimes = Record<MealType, MealTime>;

/**
 * The default meal times (product rule: calendar-feed), used for every meal type a feed was not
 * given a time for.
 */
export const DEFAULT_MEAL_TIMES: Readonly<MealTimes> = {
  Breakfast: '08:00',
  Lunch: '12:00',
  Dinner: '18:00',
  Snack: '15:00',
  Dessert: '19:00',
};

const mealTimeFields = Object.fromEntries(MEAL_TYPES.map((type) => [type, mealTimeSchema])) as {
  [K in MealType]: typeof mealTimeSchema;
};

/** A time (or null) for every meal type. */
export const mealTimesSchema = z.object(mealTimeFields);

/**
 * Some meal types' times: the ones sent replace, the others stay. An unknown meal type is
 * refused, so a typo ('Diner') is not silently ignored.
 */
export const mealTimesChangesSchema = z.strictObject(mealTimeFields).partial();
export type MealTimesChanges = z.infer<typeof mealTimesChangesSchema>;

/** An IANA zone name this runtime knows (see ./time-zones), or 'UTC'. */
export const timeZoneSchema = z
  .string()
  .max(64, TIME_ZONE_MESSAGE)
  .refine(isKnownTimeZone, TIME_ZONE_MESSAGE);

/** A feed's settings: the zone its meal times are wall-clock times in, and the times. */
export const calendarFeedSettingsSchema = z.object({
  timeZone: z.string(),
  mealTimes: mealTimesSchema,
  /** When the current address was made (a new address resets it). */
  createdAt: z.string(),
});
export type CalendarFeedSettings = z.infer<typeof calendarFeedSettingsSchema>;

/** GET: the caller's own feed for the family, or null. Never the address (only its hash is kept). */
export const calendarFeedAnswerSchema = z.object({
  feed: calendarFeedSettingsSchema.nullable(),
});
export type CalendarFeedAnswer = z.infer<typeof calendarFeedAnswerSchema>;

/**
 * POST: a new address, replacing the caller's old one for the family (which stops working at
 * once). Meal times not sent keep the old feed's, or take the defaults for a first feed.
 */
export const createCalendarFeedBodySchema = z.object({
  timeZone: timeZoneSchema,
  mealTimes: mealTimesChangesSchema.optional(),
});
export type CreateCalendarFeedBody = z.infer<typeof createCalendarFeedBodySchema>;

/** POST's answer: the settings and the address, this once. */
export const createdCalendarFeedSchema = calendarFeedSettingsSchema.extend({ url: z.string() });
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedSchema>;

/** PATCH: new settings for the same address. */
export const updateCalendarFeedBodySchema = z
  .object({
    timeZone: timeZoneSchema.optional(),
    mealTimes: mealTimesChangesSchema.optional(),
  })
  .refine((body) => body.timeZone !== undefined || body.mealTimes !== undefined, {
    message: 'Send timeZone, mealTimes or both',
  });
export type UpdateCalendarFeedBody = z.infer<typeof updateCalendarFeedBodySchema>;

export const calendarFeedParamsSchema = z.object({ familyId: idParamSchema });

/**
 * The secret part of a feed's address: 32 random bytes as base64url (43 characters). Anything
 * else cannot be an address, so it is refused before the database is asked.
 */
export const calendarTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a calendar address'),
});
