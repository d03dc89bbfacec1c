import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { categories, hiddenRecipes, ingredients, recipes as recipesTable } from '#server/db/schema';
import { buildApp } from '#server/app';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { addMember, createUser, signInAs } from '#server/test-support/factories';
import { familyRecipeList } from '#server/test-support/family-recipe-list';
import { readFamilyCards } from './recipes.service';
import {
  addFavoriteMark,
  useRecipeWorld,
  createRecipe,
  hideForFamily,
  queryRecordingDb,
  setCookbookActive,
  setShowHidden,
} from '#server/test-support/recipe-factories';
import {
  familyRecipeListSchema,
  recipeMarksSchema,
  recipeSearchIndexSchema,
  type RecipeSummary,
} from '#shared/recipes/recipes.schemas';

/** The family list in its three answers: cards, the user's marks, the search index. */
describe('the family recipe list', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);

  const get = (url: string, who?: Who, headers?: Record<string, string>) =>
    injectAs(ctx.app, who).get(url, headers);
  const list = (familyId: number, who: Who) => familyRecipeList(ctx.app, who, familyId);
  const titles = (recipes: { title: string }[]) => recipes.map((r) => r.title);
  const cardsUrl = (familyId: number) => `/api/families/${familyId}/recipes`;
  const marksUrl = (familyId: number) => `/api/families/${familyId}/recipe-marks`;
  const indexUrl = (familyId: number) => `/api/families/${familyId}/recipes/search-index`;

  /** A fresh member of the given families, so per-user settings do not leak between tests. */
  const newMember = async (...familyIds: number[]) => {
    const user = await createUser(ctx.db);
    for (const id of familyIds) await addMember(ctx.db, user.id, id);
    return { user, cookie: await signInAs(ctx.db, user.id) };
  };

  describe('access', () => {
    it('needs a session for every part', async () => {
      for (const url of [cardsUrl, marksUrl, indexUrl]) {
        expect((await get(url(w.familyA.id))).statusCode).toBe(401);
      }
    });

    it('answers 404 to anyone who is not a member of the family, super admins too', async () => {
      for (const url of [cardsUrl, marksUrl, indexUrl]) {
        for (const who of ['memberB', 'outsider', 'lonelyEditor'] as const) {
          expect((await get(url(w.familyA.id), w.cookies[who])).statusCode).toBe(404);
        }
        expect((await get(url(w.familyB.id), w.cookies.superAdmin)).statusCode).toBe(404);
        expect(
          (await get(url(w.familyA.id).replace(/\d+/, 'abc'), w.cookies.memberA)).statusCode,
        ).toBe(400);
      }
    });
  });

  describe('GET /api/families/:familyId/recipes (cards)', () => {
    it('lists public and family cookbooks as cards, sorted by title ignoring case', async () => {
      const res = await get(cardsUrl(w.familyA.id), w.cookies.memberA);
      const cards = familyRecipeListSchema.parse(res.json());
      expect(titles(cards)).toEqual(['Apple Pie', 'Beef Stew', 'carrot soup']);
      // Exactly the card fields: no ingredient text, no marks of the user asking.
      expect(res.json<unknown[]>()[1]).toEqual({
        id: w.recipes.stewA.id,
        title: 'Beef Stew',
        subtitle: 'Beef Stew subtitle',
        imageUrl: null,
        servings: 4,
        prepTime: 10,
        cookTime: 20,
        category: { id: w.recipes.stewA.categoryId, name: expect.any(String) },
        cookbook: { id: w.books.a.id, name: 'Book A' },
      });
    });

    it('reads the same cards a page at a time as in one page, by title then id', async () => {
      const whole = await readFamilyCards(ctx.db, w.familyA.id);
      for (const pageSize of [1, 2, 3]) {
        expect(await readFamilyCards(ctx.db, w.familyA.id, pageSize)).toEqual(whole);
      }
      expect(titles(whole)).toEqual(['Apple Pie', 'Beef Stew', 'carrot soup']);
    });

    it('is the same bytes for every member, whatever their marks', async () => {
      const me = await newMember(w.familyA.id);
      await addFavoriteMark(ctx.db, me.user.id, w.recipes.stewA.id);
      await setCookbookActive(ctx.db, me.user.id, w.books.a.id, false);
      const mine = await get(cardsUrl(w.familyA.id), me.cookie);
      const theirs = await get(cardsUrl(w.familyA.id), w.cookies.adminA);
      expect(mine.body).toBe(theirs.body);
      expect(mine.headers.etag).toBe(theirs.headers.etag);
    });

    it("shows family B its own list and never family A's private cookbook", async () => {
      expect(titles(await list(w.familyB.id, w.cookies.memberB))).toEqual([
        'Apple Pie',
        'Jollof Rice',
      ]);
      const cards = await get(cardsUrl(w.familyB.id), w.cookies.lonelyEditor);
      expect(titles(cards.json<{ title: string }[]>())).not.toContain('Secret Sauce');
    });

    it('sends the brotli or gzip form the browser accepts, and says so', async () => {
      const plain = await get(cardsUrl(w.familyA.id), w.cookies.memberA);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('accept-encoding');
      const br = await get(cardsUrl(w.familyA.id), w.cookies.memberA, {
        'accept-encoding': 'gzip, deflate, br',
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gz = await get(cardsUrl(w.familyA.id), w.cookies.memberA, {
        'accept-encoding': 'gzip;q=1, br;q=0',
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    });

    it('answers 304 to a matching If-None-Match, and sends the list again once it changed', async () => {
      const first = await get(cardsUrl(w.familyA.id), w.cookies.memberA);
      const etag = String(first.headers.etag);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      const again = await get(cardsUrl(w.familyA.id), w.cookies.memberA, {
        'if-none-match': `W/"other", ${etag}`,
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      const extra = await createRecipe(ctx.db, { cookbookId: w.books.a.id, title: 'Zz Extra' });
      try {
        const changed = await get(cardsUrl(w.familyA.id), w.cookies.memberA, {
          'if-none-match': etag,
        });
        expect(changed.statusCode).toBe(200);
        expect(changed.headers.etag).not.toBe(etag);
      } finally {
        await ctx.db.delete(recipesTable).where(eq(recipesTable.id, extra.id));
      }
    });

    it('reads the cards in one query (one page), then serves them from cache while nothing changes', async () => {
      const log: string[] = [];
      const app = await buildApp({ config: ctx.config, db: queryRecordingDb(ctx.handle, log) });
      await app.ready();
      const listOnce = async () => {
        log.length = 0;
        const res = await injectAs(app, w.cookies.memberA).get(cardsUrl(w.familyA.id));
        expect(res.statusCode).toBe(200);
        expect(res.json<unknown[]>()).toHaveLength(3);
        return log.filter((q) => q.includes('"recipes"')).length;
      };
      try {
        // PostgreSQL: the data versions are read once per request (other processes write
        // too); PGlite keeps them in memory from the triggers' notifications.
        const versionReads = ctx.handle.kind === 'postgres' ? 1 : 0;
        expect(await listOnce()).toBe(1);
        // The session (with the family ids the access rule checks) and the page, in its
        // read-only transaction (begin/set transaction/commit are not queries of data).
        const dataQueries = () =>
          log.filter((q) => !/^(begin|commit|set transaction|start transaction)/i.test(q));
        expect(dataQueries()).toHaveLength(versionReads + 2);
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
      const cardsVia = async (app: typeof other) =>
        (await injectAs(app, w.cookies.memberA).get(cardsUrl(w.familyA.id))).json<
          RecipeSummary[]
        >();
      try {
        await cardsVia(ctx.app);
        await cardsVia(other);
        // Writes by code that knows nothing of the cache count too (database triggers).
        const stew = w.recipes.stewA;
        await ctx.db
          .update(categories)
          .set({ name: 'Renamed' })
          .where(eq(categories.id, stew.categoryId));
        for (const app of [ctx.app, other]) {
          expect((await cardsVia(app)).find((r) => r.id === stew.id)?.category.name).toBe(
            'Renamed',
          );
        }
      } finally {
        await other.close();
      }
    });
  });

  describe('GET /api/families/:familyId/recipe-marks', () => {
    it("gives the user's favourites, not others'", async () => {
      const me = await newMember(w.familyA.id);
      await addFavoriteMark(ctx.db, me.user.id, w.recipes.stewA.id);
      const mine = await list(w.familyA.id, me.cookie);
      expect(mine.filter((r) => r.isFavorite).map((r) => r.id)).toEqual([w.recipes.stewA.id]);
      const theirs = await list(w.familyA.id, w.cookies.adminA);
      expect(theirs.some((r) => r.isFavorite)).toBe(false);
    });

    it('marks the recipes hidden for this family; lists show them only to who shows hidden', async () => {
      const me = await newMember(w.familyA.id, w.familyB.id);
      const pie = w.recipes.publicPie;
      await hideForFamily(ctx.db, w.recipes.soupA.id, w.familyA.id);
      await hideForFamily(ctx.db, pie.id, w.familyA.id);
      try {
        const marks = recipeMarksSchema.parse(
          (await get(marksUrl(w.familyA.id), me.cookie)).json(),
        );
        expect(marks.hiddenIds.sort()).toEqual([w.recipes.soupA.id, pie.id].sort());
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

    it('names the cookbooks the user switched off, for that user only', async () => {
      const me = await newMember(w.familyA.id);
      await setCookbookActive(ctx.db, me.user.id, w.books.a.id, false);
      const marks = (await get(marksUrl(w.familyA.id), me.cookie)).json<{
        inactiveCookbookIds: number[];
      }>();
      expect(marks.inactiveCookbookIds).toEqual([w.books.a.id]);
      expect(titles(await list(w.familyA.id, me.cookie))).toEqual(['Apple Pie']);
      expect(titles(await list(w.familyA.id, w.cookies.memberA))).toHaveLength(3);
      await setCookbookActive(ctx.db, me.user.id, w.books.a.id, true);
      expect(titles(await list(w.familyA.id, me.cookie))).toHaveLength(3);
    });

    it('follows a favourite at once while the cards stay cached (304)', async () => {
      const me = await newMember(w.familyA.id);
      const cards = await get(cardsUrl(w.familyA.id), me.cookie);
      const res = await injectAs(ctx.app, me.cookie).post('/api/favorites', {
        recipeId: w.recipes.soupA.id,
      });
      expect(res.statusCode).toBe(201);
      const again = await get(cardsUrl(w.familyA.id), me.cookie, {
        'if-none-match': String(cards.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      const marks = (await get(marksUrl(w.familyA.id), me.cookie)).json<{
        favoriteIds: number[];
      }>();
      expect(marks.favoriteIds).toEqual([w.recipes.soupA.id]);
    });
  });

  describe('GET /api/families/:familyId/recipes/search-index', () => {
    it('gives each recipe with ingredients its texts, one a line, accents and case dropped', async () => {
      const crepe = await createRecipe(ctx.db, {
        cookbookId: w.books.a.id,
        title: 'Zz Crêpes',
        ingredients: [
          [null, null, 'Crème Fraîche'],
          ['2', null, 'Eggs'],
        ],
      });
      const bare = await createRecipe(ctx.db, { cookbookId: w.books.a.id, title: 'Zz Bare' });
      try {
        const res = await get(indexUrl(w.familyA.id), w.cookies.memberA);
        const index = new Map(recipeSearchIndexSchema.parse(res.json()));
        expect(index.get(crepe.id)).toBe('creme fraiche\neggs');
        expect(index.get(w.recipes.stewA.id)).toBe('flour\neggs\nsalt to taste');
        expect(index.has(bare.id)).toBe(false);
        // Only recipes the family sees.
        const inB = new Map(
          recipeSearchIndexSchema.parse(
            (await get(indexUrl(w.familyB.id), w.cookies.memberB)).json(),
          ),
        );
        expect(inB.has(w.recipes.stewA.id)).toBe(false);
      } finally {
        await ctx.db.delete(recipesTable).where(eq(recipesTable.id, crepe.id));
        await ctx.db.delete(recipesTable).where(eq(recipesTable.id, bare.id));
      }
    });

    it('follows an ingredient change on the next request', async () => {
      const before = await get(indexUrl(w.familyA.id), w.cookies.memberA);
      await ctx.db
        .update(ingredients)
        .set({ text: 'spelt flour' })
        .where(eq(ingredients.text, 'flour'));
      try {
        const after = await get(indexUrl(w.familyA.id), w.cookies.memberA, {
          'if-none-match': String(before.headers.etag),
        });
        expect(after.statusCode).toBe(200);
        expect(new Map(after.json<[number, string][]>()).get(w.recipes.stewA.id)).toContain(
          'spelt flour',
        );
      } finally {
        await ctx.db
          .update(ingredients)
          .set({ text: 'flour' })
          .where(eq(ingredients.text, 'spelt flour'));
      }
    });
  });
});
