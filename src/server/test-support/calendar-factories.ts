import { createHash, randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { calendarFeeds } from '#server/db/schema';
import { DEFAULT_MEAL_TIMES, type MealTimes } from '#shared/calendar/calendar.schemas';

/** A well-formed calendar token no feed has: 32 random bytes, base64url. */
export const randomCalendarToken = () => randomBytes(32).toString('base64url');

/**
 * A stored calendar feed for `userId` in `familyId`, as the POST route leaves it (only the
 * token's SHA-256 kept); returns the token and its address path.
 */
export async function createCalendarFeed(
  db: Database,
  values: {
    userId: number;
    familyId: number;
    token?: string;
    timeZone?: string;
    mealTimes?: Partial<MealTimes>;
  },
) {
  const { token = randomCalendarToken(), mealTimes, ...rest } = values;
  await db.insert(calendarFeeds).values({
    ...rest,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    mealTimes: { ...DEFAULT_MEAL_TIMES, ...mealTimes },
  });
  return { token, path: `/api/calendar/${token}.ics` };
}

/** Every calendar feed row, in id order: compare before and after a refused request. */
export async function calendarFeedRows(db: Database) {
  return db.select().from(calendarFeeds).orderBy(asc(calendarFeeds.id));
}
