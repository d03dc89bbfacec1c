import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '#server/db/schema';
import {
  addMember,
  createCookbook,
  createFamily,
  createUser,
} from '#server/test-support/factories';
import { injectAs } from '#server/test-support/inject-as';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import { createRecipe } from '#server/test-support/recipe-factories';
import { useTestApp } from '#server/test-support/test-app';
import { createCalendarFeed } from '#server/test-support/calendar-factories';
import {
  clockIn,
  everyDay,
  localDay,
  parseEvents,
  shift,
  textOf,
} from '#server/test-support/ics-reading';
import { DEFAULT_MEAL_TIMES, type MealTimes } from '#shared/calendar/calendar.schemas';
import type { MealType } from '#shared/meal-plans/meal-plans.schemas';
import { renderCalendarFeed } from './calendar-feed.service';

/**
 * The feed read back by an independent parser (node-ical): every planned meal of the 16 weeks
 * is an event at the planned wall-clock time in the feed's zone, across daylight-saving
 * changes; nothing outside the window or of another family is.
 */

type Planned = {
  id: number;
  day: string;
  mealType: MealType;
  title: string;
  servings: number;
  recipeId: number | null;
};

describe('the calendar feed, parsed by node-ical', () => {
  const ctx = useTestApp();
  const w = {} as { familyId: number; userId: number; recipeIds: number[]; origin: string };

  beforeAll(async () => {
    const family = await createFamily(ctx.db, 'The Parkers');
    const user = await createUser(ctx.db);
    await addMember(ctx.db, user.id, family.id);
    const cookbook = await createCookbook(ctx.db, { familyId: family.id, isDefault: true });
    const titles = ['Lentil Soup', 'Shakshuka', 'Pad Thai'];
    const made = [];
    for (const title of titles)
      made.push(await createRecipe(ctx.db, { cookbookId: cookbook.id, title }));
    Object.assign(w, {
      familyId: family.id,
      userId: user.id,
      recipeIds: made.map((r) => r.id),
      origin: ctx.config.publicUrl.origin,
    });
  });

  const uidOf = (id: number) => `meal-plan-${id}@${ctx.config.publicUrl.host}`;

  const titles = () =>
    new Map<number | null, string>([
      [w.recipeIds[0]!, 'Lentil Soup'],
      [w.recipeIds[1]!, 'Shakshuka'],
      [w.recipeIds[2]!, 'Pad Thai'],
    ]);

  /**
   * Plans meals: a recipe Dinner every day of `days`, a Breakfast and an all-day Lunch placeholder
   * every third day, a Snack every fifth (of `snackRecipeId`, else a 'Fruit' placeholder).
   */
  async function planMeals(
    familyId: number,
    days: string[],
    snackRecipeId?: number,
  ): Promise<Planned[]> {
    const planned: Planned[] = [];
    const plan = async (
      day: string,
      mealType: MealType,
      servings: number,
      target: { recipeId: number } | { title: string },
    ) => {
      const row = await createMealPlan(ctx.db, {
        familyId,
        day,
        mealType,
        plannedServings: servings,
        ...('recipeId' in target
          ? { recipeId: target.recipeId }
          : { placeholderData: { title: target.title } }),
      });
      planned.push({
        id: row.id,
        day,
        mealType,
        servings,
        recipeId: 'recipeId' in target ? target.recipeId : null,
        title: 'title' in target ? target.title : '',
      });
    };
    for (const [i, day] of days.entries()) {
      await plan(day, 'Dinner', 2 + (i % 5), { recipeId: w.recipeIds[i % 3]! });
      if (i % 3 === 0) {
        await plan(day, 'Breakfast', 3, { recipeId: w.recipeIds[1]! });
        await plan(day, 'Lunch', 1, { title: `Leftovers ${day}` });
      }
      if (i % 5 === 0) {
        await plan(
          day,
          'Snack',
          6,
          snackRecipeId ? { recipeId: snackRecipeId } : { title: 'Fruit' },
        );
      }
    }
    return planned;
  }

  /** Every planned meal is one event as planned; nothing else is in the feed. */
  function expectFeedToShow(
    ics: string,
    planned: Planned[],
    zone: string,
    mealTimes: MealTimes,
    titles: Map<number | null, string>,
  ) {
    const { events, calendar, zones } = parseEvents(ics);
    expect([...events.keys()].sort()).toEqual(planned.map((m) => uidOf(m.id)).sort());
    expect(calendar).toBeDefined();
    if (zone !== 'UTC') expect(zones.map((z) => (z as { tzid?: string }).tzid)).toEqual([zone]);
    for (const m of planned) {
      const event = events.get(uidOf(m.id))!;
      const time = mealTimes[m.mealType];
      const where = `${m.mealType} on ${m.day}`;
      if (time === null) {
        expect(event.datetype, where).toBe('date');
        expect(localDay(event.start), where).toBe(m.day);
      } else {
        expect(event.datetype, where).toBe('date-time');
        expect(clockIn(event.start, zone), where).toBe(`${m.day} ${time}`);
        const minutes = (event.end!.getTime() - event.start.getTime()) / 60_000;
        expect(minutes, where).toBe(m.mealType === 'Snack' ? 30 : 60);
      }
      expect(textOf(event.summary), where).toBe(m.title || titles.get(m.recipeId));
      const description = textOf(event.description);
      expect(description, where).toContain(`Servings: ${m.servings}`);
      if (m.recipeId === null) {
        expect(event.url, where).toBeUndefined();
        expect(description, where).not.toContain('http');
      } else {
        const link = `${w.origin}/?recipe=${m.recipeId}`;
        expect(description, where).toContain(link);
        expect(textOf(event.url), where).toBe(link);
      }
    }
  }

  it('Europe/Berlin across the spring change: all 16 weeks, as planned', async () => {
    // Saturday 2027-03-20 in Berlin: that week started on Sunday 2027-03-14, so the window runs
    // from Sunday 2027-02-14 to Saturday 2027-06-05. Clocks go forward on 2027-03-28.
    const now = new Date('2027-03-20T10:00:00Z');
    const [start, end] = ['2027-02-14', '2027-06-05'];
    const family = await createFamily(ctx.db, 'Berlin Household');
    await addMember(ctx.db, w.userId, family.id);
    const cookbook = await createCookbook(ctx.db, { familyId: family.id });
    const crumble = await createRecipe(ctx.db, { cookbookId: cookbook.id, title: 'Apple Crumble' });
    const planned = await planMeals(family.id, everyDay(start, end), crumble.id);
    expect(new Set(planned.map((m) => m.day)).size).toBe(16 * 7);
    // Just outside, and another family's meal inside: none may show.
    for (const day of [shift(start, -1), shift(end, 1), '2026-01-01']) {
      await createMealPlan(ctx.db, { familyId: family.id, day, recipeId: w.recipeIds[0]! });
    }
    await createMealPlan(ctx.db, { familyId: w.familyId, day: '2027-03-20' });

    const mealTimes: MealTimes = { ...DEFAULT_MEAL_TIMES, Breakfast: '07:30', Lunch: null };
    const { token } = await createCalendarFeed(ctx.db, {
      userId: w.userId,
      familyId: family.id,
      timeZone: 'Europe/Berlin',
      mealTimes,
    });
    // A recipe deleted after planning leaves placeholders with its title.
    await ctx.db.delete(recipes).where(eq(recipes.id, crumble.id));
    const asPlanned = planned.map((m) =>
      m.recipeId === crumble.id ? { ...m, recipeId: null, title: 'Apple Crumble' } : m,
    );
    expect(asPlanned.filter((m) => m.title === 'Apple Crumble').length).toBeGreaterThan(20);

    const { body } = await renderCalendarFeed(ctx.db, ctx.config, token, now);
    const ics = body.toString('utf8');
    expectFeedToShow(ics, asPlanned, 'Europe/Berlin', mealTimes, titles());

    // The change itself: 18:00 is 17:00 UTC the evening before, 16:00 UTC from that Sunday.
    const { events } = parseEvents(ics);
    const dinnerOn = (day: string) =>
      events.get(uidOf(asPlanned.find((m) => m.day === day && m.mealType === 'Dinner')!.id))!;
    expect(dinnerOn('2027-03-27').start.toISOString()).toBe('2027-03-27T17:00:00.000Z');
    expect(dinnerOn('2027-03-28').start.toISOString()).toBe('2027-03-28T16:00:00.000Z');
    expect(dinnerOn('2027-03-28').start.tz).toBe('Europe/Berlin');
  });

  it('America/New_York across the autumn change', async () => {
    // Thursday 2026-11-05 in New York: window Sunday 2026-10-04 to Saturday 2027-01-23; clocks
    // go back on 2026-11-01.
    const now = new Date('2026-11-05T15:00:00Z');
    const family = await createFamily(ctx.db, 'New York Household');
    await addMember(ctx.db, w.userId, family.id);
    const days = ['2026-10-04', '2026-10-31', '2026-11-01', '2026-11-02', '2027-01-23'];
    const planned = await planMeals(family.id, days);
    await createMealPlan(ctx.db, {
      familyId: family.id,
      day: '2026-10-03',
      recipeId: w.recipeIds[0]!,
    });
    await createMealPlan(ctx.db, {
      familyId: family.id,
      day: '2027-01-24',
      recipeId: w.recipeIds[0]!,
    });
    const { token } = await createCalendarFeed(ctx.db, {
      userId: w.userId,
      familyId: family.id,
      timeZone: 'America/New_York',
    });
    const { body } = await renderCalendarFeed(ctx.db, ctx.config, token, now);
    const ics = body.toString('utf8');
    expectFeedToShow(ics, planned, 'America/New_York', DEFAULT_MEAL_TIMES, titles());
    const { events } = parseEvents(ics);
    const dinnerOn = (day: string) =>
      events.get(uidOf(planned.find((m) => m.day === day && m.mealType === 'Dinner')!.id))!;
    expect(dinnerOn('2026-10-31').start.toISOString()).toBe('2026-10-31T22:00:00.000Z');
    expect(dinnerOn('2026-11-01').start.toISOString()).toBe('2026-11-01T23:00:00.000Z');
  });

  it('through the route, today: the current 16 weeks of a Sydney family, no cookie', async () => {
    const zone = 'Australia/Sydney';
    // Today's window in Sydney, worked out here: Sunday of this week, four weeks back, 16 weeks.
    const windowNow = () => {
      const today = clockIn(new Date(), zone).slice(0, 10);
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      const start = shift(shift(today, -weekday), -28);
      return { start, end: shift(start, 16 * 7 - 1) };
    };
    const family = await createFamily(ctx.db, 'Sydney Household');
    await addMember(ctx.db, w.userId, family.id);
    const { start, end } = windowNow();
    const days = everyDay(start, end).filter((_, i) => i % 4 === 0 || i === 16 * 7 - 1);
    const planned = await planMeals(family.id, days);
    for (const day of [shift(start, -1), shift(end, 1)]) {
      await createMealPlan(ctx.db, { familyId: family.id, day, recipeId: w.recipeIds[0]! });
    }
    const { path } = await createCalendarFeed(ctx.db, {
      userId: w.userId,
      familyId: family.id,
      timeZone: zone,
    });
    const res = await injectAs(ctx.app, null).get(path);
    // A request at Sydney's Saturday midnight would see next week's window: ask again then.
    if (windowNow().start !== start) return;
    expect(res.statusCode).toBe(200);
    expectFeedToShow(res.body, planned, zone, DEFAULT_MEAL_TIMES, titles());
  });
});
