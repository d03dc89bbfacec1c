import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { notFound } from '#server/lib/app-error';
import { etagOf } from '#server/lib/encoded-body';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { listFamilyMealPlans } from '#server/modules/meal-plans/meal-plans.service';
import {
  DEFAULT_MEAL_TIMES,
  type CalendarFeedAnswer,
  type CalendarFeedSettings,
  type CreateCalendarFeedBody,
  type CreatedCalendarFeed,
  type MealTimes,
  type UpdateCalendarFeedBody,
} from '#shared/calendar/calendar.schemas';
import { entryDayString } from '#shared/meal-plans/calendar-day';
import type { MealPlan } from '#shared/meal-plans/meal-plans.schemas';
import { recipeDialogPath } from '#shared/recipes/recipe-links';
import { calendarFeedMessages } from './calendar-feed-messages';
import { buildMealPlanIcs, type FeedMeal } from './calendar-ics';
import {
  deleteFeed,
  findLiveFeedByTokenHash,
  findOwnFeed,
  updateFeedSettings,
  upsertFeed,
  type CalendarFeedRow,
} from './calendar-feed.repository';
import { feedWindowAt } from './feed-window';

const FEED_NOT_FOUND = 'Calendar feed not found';

/** Only the hash is stored: a leaked table (or backup) holds no working address. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stored times over the defaults, so a meal type added later still has a time. */
function mealTimesOf(stored: CalendarFeedRow['mealTimes']): MealTimes {
  return { ...DEFAULT_MEAL_TIMES, ...(stored as Partial<MealTimes>) };
}

function toSettings(row: CalendarFeedRow): CalendarFeedSettings {
  return {
    timeZone: row.timeZone,
    mealTimes: mealTimesOf(row.mealTimes),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The address a calendar app subscribes to; `token` appears nowhere else. */
export function calendarFeedUrl(config: Config, token: string) {
  return `${config.publicUrl.origin}/api/calendar/${token}.ics`;
}

/** The caller's own feed for the family (the route admitted members only). */
export async function getMyCalendarFeed(
  db: Database,
  user: CurrentUser,
  familyId: number,
): Promise<CalendarFeedAnswer> {
  const row = await findOwnFeed(db, user.id, familyId);
  return { feed: row ? toSettings(row) : null };
}

/**
 * A new address for the caller's feed of the family: 32 random bytes, of which only the hash
 * is kept. An earlier address of theirs for the family stops working in the same statement.
 */
export async function createCalendarFeed(
  db: Database,
  config: Config,
  user: CurrentUser,
  familyId: number,
  body: CreateCalendarFeedBody,
): Promise<CreatedCalendarFeed> {
  const token = randomBytes(32).toString('base64url');
  const changes = body.mealTimes ?? {};
  const row = await upsertFeed(db, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(token),
    timeZone: body.timeZone,
    mealTimes: { ...DEFAULT_MEAL_TIMES, ...changes },
    changes,
  });
  return { url: calendarFeedUrl(config, token), ...toSettings(row) };
}

/** New zone or times for the same address; 404 when the caller has no feed for the family. */
export async function changeCalendarFeed(
  db: Database,
  user: CurrentUser,
  familyId: number,
  body: UpdateCalendarFeedBody,
): Promise<CalendarFeedSettings> {
  const row = await updateFeedSettings(db, user.id, familyId, body);
  if (!row) throw notFound('calendar_feed_not_found', FEED_NOT_FOUND);
  return toSettings(row);
}

/** Turns the address off for good; 404 when there is none. */
export async function removeCalendarFeed(db: Database, user: CurrentUser, familyId: number) {
  if (!(await deleteFeed(db, user.id, familyId)))
    throw notFound('calendar_feed_not_found', FEED_NOT_FOUND);
}

function toFeedMeal(meal: MealPlan, origin: string): FeedMeal {
  return {
    id: meal.id,
    day: entryDayString(meal.date),
    mealType: meal.mealType,
    // A deleted recipe leaves a placeholder carrying its title (decision 008).
    title: meal.recipe?.title ?? meal.placeholderData?.title ?? null,
    servings: meal.plannedServings,
    link: meal.recipeId === null ? null : `${origin}${recipeDialogPath(meal.recipeId)}`,
    createdAt: new Date(meal.createdAt),
  };
}

export type RenderedFeed = { body: Buffer; etag: string };

/**
 * The calendar behind a token: the family's meals over the 16-week window around `now` (weeks
 * counted in the feed's zone), in its owner's language, and a strong ETag of the bytes. An unknown, replaced or revoked
 * token, and one whose owner has left the family, are all the same 404.
 */
export async function renderCalendarFeed(
  db: Database,
  config: Config,
  token: string,
  now = new Date(),
): Promise<RenderedFeed> {
  const feed = await findLiveFeedByTokenHash(db, hashToken(token));
  if (!feed) throw notFound('calendar_feed_not_found', FEED_NOT_FOUND);
  const window = feedWindowAt(now, feed.timeZone);
  const meals = await listFamilyMealPlans(db, feed.familyId, window);
  const body = Buffer.from(
    buildMealPlanIcs({
      familyName: feed.familyName,
      timeZone: feed.timeZone,
      mealTimes: mealTimesOf(feed.mealTimes),
      meals: meals.map((meal) => toFeedMeal(meal, config.publicUrl.origin)),
      uidHost: config.publicUrl.host,
      messages: calendarFeedMessages(feed.language),
    }),
    'utf8',
  );
  return { body, etag: etagOf(body) };
}
