import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import { families } from './families';

/** Per meal type 'HH:MM' (a timed event) or null (an all-day event). */
export type CalendarMealTimes = Record<string, string | null>;

/**
 * A user's private calendar address for one family's meal plan (product rule: calendar-feed). Only
 * the token's SHA-256 is stored; re-creating replaces the row, so the old address answers 404.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** An IANA zone such as 'Europe/Berlin': the meal times are wall-clock times there. */
    timeZone: text('time_zone').notNull().default('UTC'),
    mealTimes: jsonb('meal_times').$type<CalendarMealTimes>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_uq').on(t.tokenHash),
    uniqueIndex('calendar_feeds_user_family_uq').on(t.userId, t.familyId),
  ],
);
