import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { injectAs } from '#server/test-support/inject-as';
import { familyRecipeList } from '#server/test-support/family-recipe-list';
import { useTestApp } from '#server/test-support/test-app';
import {
  addFavoriteMark,
  useRecipeWorld,
  hideForFamily,
  setCookbookActive,
  setShowHidden,
} from '#server/test-support/recipe-factories';
import { categories, cookbooks, familyCookbooks, ingredients, recipes } from '#server/db/schema';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';

/**
 * The cached family list (docs/decisions/005, 022) is rebuilt after a change to any table it
 * reads: each case warms the cache, writes one table the way any code could (straight to the
 * database), and expects the next request to show the change. The list is what the browser
 * shows: cached cards joined with the user's marks; ingredients show in the search index.
 */
describe('the family recipe list follows every table it reads', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);

  type Seen = { rows: RecipeSummary[]; index: Map<number, string> };
  const list = async (): Promise<Seen> => {
    const res = await injectAs(ctx.app, w.cookies.memberA).get(
      `/api/families/${w.familyA.id}/recipes/search-index`,
    );
    expect(res.statusCode).toBe(200);
    return {
      rows: await familyRecipeList(ctx.app, w.cookies.memberA, w.familyA.id),
      index: new Map(res.json<[number, string][]>()),
    };
  };
  const card = ({ rows }: Seen, id: number) => rows.find((row) => row.id === id);

  type Case = {
    table: string;
    write: () => Promise<unknown>;
    shows: (seen: Seen) => boolean;
  };
  const cases: Case[] = [
    {
      table: 'recipes',
      write: () =>
        ctx.db
          .update(recipes)
          .set({ title: 'Beef Stew II' })
          .where(eq(recipes.id, w.recipes.stewA.id)),
      shows: (rows) => card(rows, w.recipes.stewA.id)?.title === 'Beef Stew II',
    },
    {
      table: 'ingredients',
      write: () =>
        ctx.db
          .update(ingredients)
          .set({ text: 'leek' })
          .where(and(eq(ingredients.recipeId, w.recipes.stewA.id), eq(ingredients.text, 'eggs'))),
      shows: ({ index }) => index.get(w.recipes.stewA.id) === 'flour\nleek\nsalt to taste',
    },
    {
      table: 'categories',
      write: async () => {
        const [stew] = await ctx.db
          .select({ categoryId: recipes.categoryId })
          .from(recipes)
          .where(eq(recipes.id, w.recipes.stewA.id));
        await ctx.db
          .update(categories)
          .set({ name: 'Hearty' })
          .where(eq(categories.id, stew!.categoryId));
      },
      shows: (rows) => card(rows, w.recipes.stewA.id)?.category.name === 'Hearty',
    },
    {
      table: 'cookbooks',
      write: () =>
        ctx.db
          .update(cookbooks)
          .set({ name: 'Book A, 2nd ed.' })
          .where(eq(cookbooks.id, w.books.a.id)),
      shows: (rows) => card(rows, w.recipes.stewA.id)?.cookbook.name === 'Book A, 2nd ed.',
    },
    {
      table: 'family_cookbooks (links)',
      write: () =>
        ctx.db
          .insert(familyCookbooks)
          .values({ familyId: w.familyA.id, cookbookId: w.books.lonely.id }),
      shows: (rows) => card(rows, w.recipes.lonelySauce.id) !== undefined,
    },
    {
      table: 'favorites',
      write: () => addFavoriteMark(ctx.db, w.users.memberA.id, w.recipes.soupA.id),
      shows: (rows) => card(rows, w.recipes.soupA.id)?.isFavorite === true,
    },
    {
      table: 'hidden_recipes',
      write: () => hideForFamily(ctx.db, w.recipes.soupA.id, w.familyA.id),
      shows: (rows) => card(rows, w.recipes.soupA.id) === undefined,
    },
    {
      table: 'user_preferences',
      write: () => setShowHidden(ctx.db, w.users.memberA.id, true),
      shows: (rows) => card(rows, w.recipes.soupA.id)?.isHidden === true,
    },
    {
      table: 'user_active_cookbooks',
      write: () => setCookbookActive(ctx.db, w.users.memberA.id, w.books.public.id, false),
      shows: (rows) => card(rows, w.recipes.publicPie.id) === undefined,
    },
  ];

  it.each(cases)('shows a change to $table on the next request', async ({ write, shows }) => {
    const before = await list();
    expect(shows(before)).toBe(false);
    expect(await list()).toEqual(before); // now served from the cache
    await write();
    expect(shows(await list())).toBe(true);
  });
});
