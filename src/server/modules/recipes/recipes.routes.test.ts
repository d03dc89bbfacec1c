import { describe, expect, it } from 'vitest';
import { hiddenRecipes } from '#server/db/schema';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { addMember, createUser, signInAs } from '#server/test-support/factories';
import {
  addFavoriteMark,
  useRecipeWorld,
  hideForFamily,
  setCookbookActive,
  setShowHidden,
} from '#server/test-support/recipe-factories';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';

/** The all-families lists; the family list has recipe-family-list.routes.test.ts. */
describe('recipe lists', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);

  const get = (url: string, who?: Who) => injectAs(ctx.app, who).get(url);
  const titles = (recipes: RecipeSummary[]) => recipes.map((r) => r.title);

  /** A fresh member of the given families, so per-user settings do not leak between tests. */
  const newMember = async (...familyIds: number[]) => {
    const user = await createUser(ctx.db);
    for (const id of familyIds) await addMember(ctx.db, user.id, id);
    return { user, cookie: await signInAs(ctx.db, user.id) };
  };

  describe('GET /api/recipes/accessible', () => {
    const accessible = async (headers: { cookie: string }) => {
      const res = await get('/api/recipes/accessible', headers);
      expect(res.statusCode).toBe(200);
      return res.json<RecipeSummary[]>();
    };

    it('needs a session', async () => {
      expect((await get('/api/recipes/accessible')).statusCode).toBe(401);
    });

    it("lists what the user's families see, across all of them", async () => {
      expect(titles(await accessible(w.cookies.memberA))).toEqual([
        'Apple Pie',
        'Beef Stew',
        'carrot soup',
      ]);
      expect(titles(await accessible(w.cookies.memberB))).toEqual(['Apple Pie', 'Jollof Rice']);
      expect(titles(await accessible(w.cookies.outsider))).toEqual(['Apple Pie']);
      const both = await newMember(w.familyA.id, w.familyB.id);
      expect(titles(await accessible(both.cookie))).toEqual([
        'Apple Pie',
        'Beef Stew',
        'carrot soup',
        'Jollof Rice',
      ]);
    });

    it('does not list a cookbook the user only edits (it belongs to no family of theirs)', async () => {
      expect(titles(await accessible(w.cookies.lonelyEditor))).not.toContain('Secret Sauce');
    });

    it('leaves a recipe out only when it is hidden in every family of the user that sees it', async () => {
      const both = await newMember(w.familyA.id, w.familyB.id);
      const pie = w.recipes.publicPie.id;
      try {
        await hideForFamily(ctx.db, pie, w.familyA.id);
        let cards = await accessible(both.cookie);
        expect(cards.find((r) => r.id === pie)).toMatchObject({ isHidden: false });

        await hideForFamily(ctx.db, pie, w.familyB.id);
        expect(titles(await accessible(both.cookie))).not.toContain('Apple Pie');

        await setShowHidden(ctx.db, both.user.id, true);
        cards = await accessible(both.cookie);
        expect(cards.find((r) => r.id === pie)).toMatchObject({ isHidden: true });
      } finally {
        await ctx.db.delete(hiddenRecipes);
      }
    });

    it('leaves out cookbooks the user switched off and flags favourites', async () => {
      const me = await newMember(w.familyA.id);
      await setCookbookActive(ctx.db, me.user.id, w.books.public.id, false);
      await addFavoriteMark(ctx.db, me.user.id, w.recipes.soupA.id);
      const cards = await accessible(me.cookie);
      expect(cards.map((r) => [r.title, r.isFavorite])).toEqual([
        ['Beef Stew', false],
        ['carrot soup', true],
      ]);
    });
  });
});
