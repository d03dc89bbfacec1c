import { and, eq, exists, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { calendarFeeds, families, userFamilies, userPreferences } from '#server/db/schema';
import { qualified as q } from '#server/db/sql-helpers';
import type { MealTimesChanges } from '#shared/calendar/calendar.schemas';

const settingsColumns = {
  timeZone: calendarFeeds.timeZone,
  mealTimes: calendarFeeds.mealTimes,
  createdAt: calendarFeeds.createdAt,
};

export type CalendarFeedRow = {
  timeZone: string;
  mealTimes: Record<string, string | null>;
  createdAt: Date;
};

const ownFeed = (userId: number, familyId: number) =>
  and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.familyId, familyId));

/** The stored meal times with `changes` laid over them, in the statement (jsonb `||`). */
const mealTimesWith = (changes: MealTimesChanges) =>
  sql`${q(calendarFeeds.mealTimes)} || ${JSON.stringify(changes)}::jsonb`;

export async function findOwnFeed(
  db: DbOrTx,
  userId: number,
  familyId: number,
): Promise<CalendarFeedRow | null> {
  const rows = await db
    .select(settingsColumns)
    .from(calendarFeeds)
    .where(ownFeed(userId, familyId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Stores a new token hash for the user's feed of the family in one statement: a first feed
 * gets `mealTimes` as given; an existing row gets the new hash (so the old address is gone at
 * that commit), the zone, `changes` over its times, and a new creation time.
 */
export async function upsertFeed(
  db: DbOrTx,
  values: {
    userId: number;
    familyId: number;
    tokenHash: string;
    timeZone: string;
    mealTimes: Record<string, string | null>;
    changes: MealTimesChanges;
  },
): Promise<CalendarFeedRow> {
  const { changes, ...row } = values;
  const [saved] = await db
    .insert(calendarFeeds)
    .values(row)
    .onConflictDoUpdate({
      target: [calendarFeeds.userId, calendarFeeds.familyId],
      set: {
        tokenHash: sql`excluded.token_hash`,
        timeZone: sql`excluded.time_zone`,
        mealTimes: mealTimesWith(changes),
        createdAt: sql`now()`,
      },
    })
    .returning(settingsColumns);
  return saved!;
}

/** New settings for the user's feed of the family (same token); null when there is none. */
export async function updateFeedSettings(
  db: DbOrTx,
  userId: number,
  familyId: number,
  settings: { timeZone?: string; mealTimes?: MealTimesChanges },
): Promise<CalendarFeedRow | null> {
  const rows = await db
    .update(calendarFeeds)
    .set({
      ...(settings.timeZone !== undefined && { timeZone: settings.timeZone }),
      ...(settings.mealTimes !== undefined && { mealTimes: mealTimesWith(settings.mealTimes) }),
    })
    .where(ownFeed(userId, familyId))
    .returning(settingsColumns);
  return rows[0] ?? null;
}

export async function deleteFeed(db: DbOrTx, userId: number, familyId: number) {
  const rows = await db
    .delete(calendarFeeds)
    .where(ownFeed(userId, familyId))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

/**
 * The feed behind a token hash, with its family's name and its owner's language, only while
 * its owner is still a member of that family: one statement, so a removal that has committed
 * is always seen.
 */
export async function findLiveFeedByTokenHash(db: DbOrTx, tokenHash: string) {
  const membership = db
    .select({ one: sql`1` })
    .from(userFamilies)
    .where(
      and(
        sql`${q(userFamilies.userId)} = ${q(calendarFeeds.userId)}`,
        sql`${q(userFamilies.familyId)} = ${q(calendarFeeds.familyId)}`,
      ),
    );
  const rows = await db
    .select({
      familyId: calendarFeeds.familyId,
      familyName: families.name,
      timeZone: calendarFeeds.timeZone,
      mealTimes: calendarFeeds.mealTimes,
      /** The owner's language: the feed's words are in it. */
      language: userPreferences.language,
    })
    .from(calendarFeeds)
    .innerJoin(families, eq(families.id, calendarFeeds.familyId))
    .leftJoin(userPreferences, eq(userPreferences.userId, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), exists(membership)))
    .limit(1);
  return rows[0] ?? null;
}
