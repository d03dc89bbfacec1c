import { ICalCalendar } from 'ical-generator';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';
import type { MealTimes } from '#shared/calendar/calendar.schemas';
import { addDaysToDay, type CalendarDay } from '#shared/meal-plans/calendar-day';
import type { MealType } from '#shared/meal-plans/meal-plans.schemas';
import { CALENDAR_FEED_MESSAGES, type CalendarFeedMessages } from './calendar-feed-messages';
import { wallClockToInstant, ZonedTime } from './zoned-time';

/** One planned meal as the feed shows it. */
export type FeedMeal = {
  id: number;
  day: CalendarDay;
  mealType: MealType;
  /** The recipe's title, or the placeholder's; null: the meal type's name is the title. */
  title: string | null;
  servings: number;
  /** The app's page for the recipe; null for a placeholder (no recipe to open). */
  link: string | null;
  /** Written as the event's DTSTAMP: a fixed value keeps an unchanged feed byte-for-byte equal. */
  createdAt: Date;
};

export type FeedCalendar = {
  familyName: string;
  timeZone: string;
  mealTimes: MealTimes;
  meals: FeedMeal[];
  /** Makes each event's UID unique to this installation: meal-plan-<id>@<host>. */
  uidHost: string;
  /** The words it writes, in the feed owner's language; English when left out. */
  messages?: CalendarFeedMessages;
};

/**
 * How long a timed meal lasts in the calendar. An hour, but half an hour for a snack: it sits
 * between meals and should not look as if it blocks the afternoon.
 */
export const MEAL_MINUTES: Readonly<Record<MealType, number>> = {
  Breakfast: 60,
  Lunch: 60,
  Dinner: 60,
  Snack: 30,
  Dessert: 60,
};

/** Calendar apps may refetch a subscription after an hour (Apple and Outlook honour this). */
const REFRESH_SECONDS = 60 * 60;

let tzlibZones: ReadonlySet<string> | undefined;

/**
 * The VTIMEZONE of `zone` from timezones-ical-library, under the very name the events use.
 * The library answers an alias with its target's block ('Africa/Accra' gets Africa/Abidjan's
 * TZID), and a TZID the events name but no VTIMEZONE defines leaves clients guessing; the rules
 * are the target's either way, so only the name is rewritten. A name the library lacks (an
 * alias only Intl knows) uses the block of the zone Intl resolves it to.
 */
export function vtimezoneOf(zone: string): string | null {
  tzlibZones ??= new Set(tzlib_get_timezones() as string[]);
  const source = tzlibZones.has(zone)
    ? zone
    : new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  if (!tzlibZones.has(source)) return null;
  const [block] = tzlib_get_ical_block(source) as string[];
  if (!block) return null;
  return block
    .replace(/^TZID:.*$/m, `TZID:${zone}`)
    .replace(/^X-LIC-LOCATION:.*$/m, `X-LIC-LOCATION:${zone}`);
}

function describe(meal: FeedMeal, messages: CalendarFeedMessages) {
  const lines = [messages.servings(meal.servings)];
  if (meal.link) lines.push(messages.recipe(meal.link));
  return lines.join('\n');
}

/**
 * The feed as RFC 5545 text. Timed meals are written as wall-clock times with the feed's TZID
 * and its VTIMEZONE, so a calendar shows 18:00 as 18:00 in that zone on both sides of a
 * daylight-saving change; meals without a time are all-day events on their day. In UTC the
 * times are plain UTC ('Z') and need no VTIMEZONE.
 *
 * The calendar's own time zone is left unnamed (`name: null`): ical-generator would otherwise
 * write DTSTAMP in local time without its 'Z', which RFC 5545 forbids. X-WR-TIMEZONE tells
 * Google and Apple which zone the calendar is meant for.
 */
export function buildMealPlanIcs(feed: FeedCalendar): string {
  const { timeZone } = feed;
  const messages = feed.messages ?? CALENDAR_FEED_MESSAGES.en;
  const calendar = new ICalCalendar({
    name: messages.calendarName(feed.familyName),
    prodId: { company: 'Family Cookbook', product: 'Meal plan', language: 'EN' },
    timezone: { name: null, generator: vtimezoneOf },
    ttl: REFRESH_SECONDS,
    x: [['X-WR-TIMEZONE', timeZone]],
  });
  for (const meal of feed.meals) {
    const time = feed.mealTimes[meal.mealType];
    const common = {
      id: `meal-plan-${meal.id}@${feed.uidHost}`,
      summary: meal.title ?? messages.mealTypes[meal.mealType],
      description: describe(meal, messages),
      url: meal.link,
      stamp: meal.createdAt,
      timezone: timeZone,
    };
    if (time === null) {
      // Noon of the day and of the next: midnight may not exist where a zone changes its clocks
      // then, noon always does, and only the date is written.
      const at = (day: CalendarDay) =>
        new ZonedTime(wallClockToInstant(day, '12:00', timeZone), timeZone);
      calendar.createEvent({
        ...common,
        allDay: true,
        start: at(meal.day),
        end: at(addDaysToDay(meal.day, 1)),
      });
    } else {
      const start = wallClockToInstant(meal.day, time, timeZone);
      const end = new Date(start.getTime() + MEAL_MINUTES[meal.mealType] * 60_000);
      calendar.createEvent({
        ...common,
        start: new ZonedTime(start, timeZone),
        end: new ZonedTime(end, timeZone),
      });
    }
  }
  return calendar.toString();
}
