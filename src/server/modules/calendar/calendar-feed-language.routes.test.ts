import { beforeAll, describe, expect, it } from 'vitest';
import { userPreferences } from '#server/db/schema';
import { createCalendarFeed } from '#server/test-support/calendar-factories';
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
import { recipeDialogPath } from '#shared/recipes/recipe-links';
import { calendarFeedMessages } from './calendar-feed-messages';
import { renderCalendarFeed } from './calendar-feed.service';

/** The content lines of the feed, folded lines joined again. */
const linesOf = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

/**
 * The feed's words (calendar name, event descriptions) are in its owner's language
 * (user_preferences.language); without one, English as before. Titles are the recipes' own.
 */
describe('the calendar feed in its owner’s language', () => {
  const ctx = useTestApp();
  const w = {} as {
    familyId: number;
    recipeId: number;
    german: string;
    english: string;
    french: string;
  };
  // Sunday 2030-01-06, the factories' default meal day, is inside this moment's window.
  const now = new Date('2030-01-08T10:00:00Z');

  beforeAll(async () => {
    const family = await createFamily(ctx.db, 'The Parkers');
    const cookbook = await createCookbook(ctx.db, { familyId: family.id, isDefault: true });
    const soup = await createRecipe(ctx.db, { cookbookId: cookbook.id, title: 'Lentil Soup' });
    await createMealPlan(ctx.db, { familyId: family.id, recipeId: soup.id, plannedServings: 4 });
    await createMealPlan(ctx.db, {
      familyId: family.id,
      mealType: 'Lunch',
      plannedServings: 2,
      placeholderData: { title: 'Leftovers' },
    });
    const feedOf = async (language: string | null) => {
      const user = await createUser(ctx.db);
      await addMember(ctx.db, user.id, family.id);
      if (language !== null)
        await ctx.db.insert(userPreferences).values({ userId: user.id, language });
      const { token } = await createCalendarFeed(ctx.db, {
        userId: user.id,
        familyId: family.id,
        timeZone: 'Europe/Berlin',
      });
      return token;
    };
    Object.assign(w, {
      familyId: family.id,
      recipeId: soup.id,
      german: await feedOf('de'),
      english: await feedOf(null),
      french: await feedOf('fr'),
    });
  });

  const render = async (token: string) =>
    linesOf((await renderCalendarFeed(ctx.db, ctx.config, token, now)).body.toString('utf8'));
  const link = () => `${ctx.config.publicUrl.origin}${recipeDialogPath(w.recipeId)}`;

  it('writes a German user’s feed in German', async () => {
    const lines = await render(w.german);
    expect(lines).toContain('X-WR-CALNAME:Essensplan – The Parkers');
    expect(lines).toEqual(
      expect.arrayContaining([
        'SUMMARY:Lentil Soup',
        `DESCRIPTION:Portionen: 4\\nRezept: ${link()}`,
        'SUMMARY:Leftovers',
        'DESCRIPTION:Portionen: 2',
      ]),
    );
    expect(lines.join('\n')).not.toMatch(/Servings|Recipe: |Meal plan –/);
  });

  it('keeps the feed of a user without a language in English, as before', async () => {
    const lines = await render(w.english);
    expect(lines).toContain('X-WR-CALNAME:Meal plan – The Parkers');
    expect(lines).toEqual(
      expect.arrayContaining([
        'SUMMARY:Lentil Soup',
        `DESCRIPTION:Servings: 4\\nRecipe: ${link()}`,
        'SUMMARY:Leftovers',
        'DESCRIPTION:Servings: 2',
      ]),
    );
  });

  it('answers the calendar app through the route in the owner’s language', async () => {
    const res = await injectAs(ctx.app, null).get(`/api/calendar/${w.french}.ics`);
    expect(res.statusCode).toBe(200);
    expect(linesOf(res.body)).toContain('X-WR-CALNAME:Planning des repas – The Parkers');
  });

  it('falls back to English for no language or one it does not speak', () => {
    expect(calendarFeedMessages(null).servings(3)).toBe('Servings: 3');
    expect(calendarFeedMessages('pt').servings(3)).toBe('Servings: 3');
    expect(calendarFeedMessages('es').servings(3)).toBe('Raciones: 3');
    expect(calendarFeedMessages('de').mealTypes.Dinner).toBe('Abendessen');
  });
});
