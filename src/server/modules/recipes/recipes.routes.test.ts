import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { categories, hiddenRecipes, recipes as recipesTable } from '#server/db/schema';
import { buildApp } from '#server/app';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { addMember, createUser, signInAs } from '#server/test-support/factories';
import {
  addFavoriteMark,
  useRecipeWorld,
  createRecipe,
  hideForFamily,
  queryRecordingDb,
  setCookbookActive,
  setShowHidden,
} from '#server/test-support/recipe-factories';
import { recipeSummarySchema, type RecipeSummary } from '#shared/recipes/recipes.schemas';

describe('recipe lists', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);

  const get = (url: string, who?: Who) => injectAs(ctx.app, who).get(url);
  const list = async (familyId: number, who: Who) => {
    const res = await get(`/api/families/${familyId}/recipes`, who);
    expect(res.statusCode).toBe(200);
    return res.json<RecipeSummary[]>();
  };
  const titles = (recipes: RecipeSummary[]) => recipes.map((r) => r.title);

  /** A fresh member of the given families, so per-user settings do not leak between tests. */
  const newMember = async (...familyIds: number[]) => {
    const user = await createUser(ctx.db);
    for (const id of familyIds) await addMember(ctx.db, user.id, id);
    return { user, cookie: await signInAs(ctx.db, user.id) };
  };

  describe('GET /api/families/:familyId/recipes', () => {
    it('needs a session', async () => {
      expect((await get(`/api/families/${w.familyA.id}/recipes`)).statusCode).toBe(401);
    });

    it('lists public and family cookbooks as cards, sorted by title ignoring case', async () => {
      const recipes = await list(w.familyA.id, w.cookies.memberA);
      expect(titles(recipes)).toEqual(['Apple Pie', 'Beef Stew', 'carrot soup']);
      expect(recipes[1]).toEqual({
        id: w.recipes.stewA.id,
        title: 'Beef Stew',
        subtitle: 'Beef Stew subtitle',
        imageUrl: null,
        servings: 4,
        prepTime: 10,
        cookTime: 20,
        category: { id: w.recipes.stewA.categoryId, name: expect.any(String) },
        cookbook: { id: w.books.a.id, name: 'Book A' },
        isFavorite: false,
        isHidden: false,
        ingredientText: 'flour\neggs\nsalt to taste',
      });
    });

    it('gives an empty ingredient text to a recipe without ingredients', async () => {
      const bare = await createRecipe(ctx.db, { cookbookId: w.books.a.id, title: 'Zz Bare' });
      const recipes = await list(w.familyA.id, w.cookies.memberA);
      expect(recipes.find((r) => r.id === bare.id)?.ingredientText).toBe('');
      await ctx.db.delete(recipesTable).where(eq(recipesTable.id, bare.id));
    });

    it("shows family B its own list and never family A's private cookbook", async () => {
      expect(titles(await list(w.familyB.id, w.cookies.memberB))).toEqual([
        'Apple Pie',
        'Jollof Rice',
      ]);
    });

    it('answers 404 to anyone who is not a member of the family, super admins too', async () => {
      for (const who of ['memberB', 'outsider', 'lonelyEditor'] as const) {
        const res = await get(`/api/families/${w.familyA.id}/recipes`, w.cookies[who]);
        expect(res.statusCode).toBe(404);
      }
      const res = await get(`/api/families/${w.familyB.id}/recipes`, w.cookies.superAdmin);
      expect(res.statusCode).toBe(404);
    });

    it('is about the family: an editor of an unlinked cookbook does not see it there', async () => {
      const recipes = await list(w.familyB.id, w.cookies.lonelyEditor);
      expect(titles(recipes)).not.toContain('Secret Sauce');
    });

    it('rejects a malformed family id', async () => {
      const res = await get('/api/families/abc/recipes', w.cookies.memberA);
      expect(res.statusCode).toBe(400);
    });

    it('flags the favourites of the user asking, not of others', async () => {
      const me = await newMember(w.familyA.id);
      await addFavoriteMark(ctx.db, me.user.id, w.recipes.stewA.id);
      const mine = await list(w.familyA.id, me.cookie);
      expect(mine.filter((r) => r.isFavorite).map((r) => r.id)).toEqual([w.recipes.stewA.id]);
      const theirs = await list(w.familyA.id, w.cookies.adminA);
      expect(theirs.some((r) => r.isFavorite)).toBe(false);
    });

    it('leaves out recipes hidden for the family unless the user shows hidden recipes', async () => {
      const me = await newMember(w.familyA.id, w.familyB.id);
      const pie = w.recipes.publicPie;
      await hideForFamily(ctx.db, w.recipes.soupA.id, w.familyA.id);
      await hideForFamily(ctx.db, pie.id, w.familyA.id);
      try {
        expect(titles(await list(w.familyA.id, me.cookie))).toEqual(['Beef Stew']);
        // The mark is family A's: family B still sees the public recipe, not flagged.
        const inB = await list(w.familyB.id, me.cookie);
        expect(inB.find((r) => r.id === pie.id)?.isHidden).toBe(false);

        await setShowHidden(ctx.db, me.user.id, true);
        const shown = await list(w.familyA.id, me.cookie);
        expect(shown.map((r) => [r.title, r.isHidden])).toEqual([
          ['Apple Pie', true],
          ['Beef Stew', false],
          ['carrot soup', true],
        ]);
      } finally {
        await ctx.db.delete(hiddenRecipes);
      }
    });

    it('leaves out cookbooks the user switched off, for that user only', async () => {
      const me = await newMember(w.familyA.id);
      await setCookbookActive(ctx.db, me.user.id, w.books.a.id, false);
      expect(titles(await list(w.familyA.id, me.cookie))).toEqual(['Apple Pie']);
      expect(titles(await list(w.familyA.id, w.cookies.memberA))).toHaveLength(3);
      await setCookbookActive(ctx.db, me.user.id, w.books.a.id, true);
      expect(titles(await list(w.familyA.id, me.cookie))).toHaveLength(3);
    });

    it('reads the whole list in one query, then serves it from cache while nothing changes', async () => {
      const log: string[] = [];
      const app = await buildApp({ config: ctx.config, db: queryRecordingDb(ctx.handle, log) });
      await app.ready();
      const listOnce = async () => {
        log.length = 0;
        const res = await injectAs(app, w.cookies.memberA).get(
          `/api/families/${w.familyA.id}/recipes`,
        );
        expect(res.statusCode).toBe(200);
        expect(res.json<unknown[]>()).toHaveLength(3);
        return log.filter((q) => q.includes('"recipes"')).length;
      };
      try {
        // PostgreSQL: the data versions are read once per request (other processes write
        // too); PGlite keeps them in memory from the triggers' notifications.
        const versionReads = ctx.handle.kind === 'postgres' ? 1 : 0;
        // First: the session (with the family ids the access rule checks) and the list.
        expect(await listOnce()).toBe(1);
        expect(log).toHaveLength(versionReads + 2);
        // Then: session user and list both come from memory while nothing changed.
        expect(await listOnce()).toBe(0);
        expect(log).toHaveLength(versionReads);
      } finally {
        await app.close();
      }
    });

    it('is never stale, also when another server process made the change', async () => {
      // A second app on the same database stands in for another process with its own cache.
      const other = await buildApp({ config: ctx.config, db: ctx.db });
      await other.ready();
      const me = await newMember(w.familyA.id);
      const listVia = async (app: typeof other) => {
        const res = await injectAs(app, me.cookie).get(`/api/families/${w.familyA.id}/recipes`);
        return res.json<RecipeSummary[]>();
      };
      try {
        expect((await listVia(ctx.app)).some((r) => r.isFavorite)).toBe(false);
        const res = await injectAs(other, me.cookie).post('/api/favorites', {
          recipeId: w.recipes.soupA.id,
        });
        expect(res.statusCode).toBe(201);
        const after = await listVia(ctx.app);
        expect(after.find((r) => r.id === w.recipes.soupA.id)?.isFavorite).toBe(true);
        // Writes by code that knows nothing of the cache count too (database triggers).
        const stew = w.recipes.stewA;
        await ctx.db
          .update(categories)
          .set({ name: 'Renamed' })
          .where(eq(categories.id, stew.categoryId));
        const renamed = (await listVia(ctx.app)).find((r) => r.id === stew.id);
        expect(renamed?.category.name).toBe('Renamed');
      } finally {
        await other.close();
      }
    });

    it('answers 304 to a matching If-None-Match, and sends the list again once it changed', async () => {
      const me = await newMember(w.familyA.id);
      const url = `/api/families/${w.familyA.id}/recipes`;
      const first = await get(url, me.cookie);
      const etag = String(first.headers.etag);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(z.array(recipeSummarySchema).parse(first.json())).toHaveLength(3);

      const again = await injectAs(ctx.app, me.cookie).get(url, {
        'if-none-match': `W/"other", ${etag}`,
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      await addFavoriteMark(ctx.db, me.user.id, w.recipes.stewA.id);
      const changed = await injectAs(ctx.app, me.cookie).get(url, { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });
  });

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
