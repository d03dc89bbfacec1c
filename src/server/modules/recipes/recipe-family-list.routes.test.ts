import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { categories, recipes as recipesTable } from '#server/db/schema';
import { buildApp } from '#server/app';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { familyListTools } from '#server/test-support/family-recipe-list';
import { readFamilyCards } from './recipe-list-kinds';
import {
  addFavoriteMark,
  useRecipeWorld,
  createRecipe,
  queryRecordingDb,
  setCookbookActive,
} from '#server/test-support/recipe-factories';
import { familyRecipeListSchema, type RecipeSummary } from '#shared/recipes/recipes.schemas';

/** The family list in its three answers (the marks and index: recipe-marks-and-search). */
describe('the family recipe list', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  const { get, list, titles, cardsUrl, marksUrl, indexUrl, newMember } = familyListTools(ctx);

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

    it('reads the cards in one query, serves them from cache, then re-reads only a changed card', async () => {
      const log: string[] = [];
      const app = await buildApp({ config: ctx.config, db: queryRecordingDb(ctx.handle, log) });
      await app.ready();
      const listOnce = async () => {
        log.length = 0;
        const res = await injectAs(app, w.cookies.memberA).get(cardsUrl(w.familyA.id));
        expect(res.statusCode).toBe(200);
        expect(res.json<unknown[]>()).toHaveLength(3);
        return log.filter((q) => q.includes('"recipes"'));
      };
      // begin/set transaction/commit are not queries of data.
      const dataQueries = () =>
        log.filter((q) => !/^(begin|commit|set transaction|start transaction)/i.test(q));
      try {
        // No version read before: the versions live in memory, kept by the triggers'
        // notifications on PGlite and on PostgreSQL alike (decisions 006 and 023).
        expect(await listOnce()).toHaveLength(1);
        // The session (with the family ids the access rule checks), then in one read-only
        // transaction the list's counters, its saved copy (none) and the one page.
        expect(dataQueries()).toHaveLength(4);
        expect(await listOnce()).toHaveLength(0);
        expect(log).toHaveLength(0);

        // One recipe edited: the counters, the change log, and that one card (decision 032).
        const stew = w.recipes.stewA;
        await ctx.db
          .update(recipesTable)
          .set({ subtitle: 'Patched' })
          .where(eq(recipesTable.id, stew.id));
        const [cardRead] = await listOnce();
        expect(cardRead).toMatch(/"recipes"\."id" in \(\$\d+\)/);
        expect(dataQueries()).toHaveLength(3);
        const cards = (await injectAs(app, w.cookies.memberA).get(cardsUrl(w.familyA.id))).json<
          RecipeSummary[]
        >();
        expect(cards.find((card) => card.id === stew.id)?.subtitle).toBe('Patched');
      } finally {
        await ctx.db
          .update(recipesTable)
          .set({ subtitle: 'Beef Stew subtitle' })
          .where(eq(recipesTable.id, w.recipes.stewA.id));
        await app.close();
      }
    });

    it("does not rebuild another family's cached list when one family's recipe changes", async () => {
      const log: string[] = [];
      const app = await buildApp({ config: ctx.config, db: queryRecordingDb(ctx.handle, log) });
      await app.ready();
      const cardQueries = async (cookie: { cookie: string }, familyId: number) => {
        log.length = 0;
        const res = await injectAs(app, cookie).get(cardsUrl(familyId));
        expect(res.statusCode).toBe(200);
        return log.filter((q) => q.includes('"recipes"')).length;
      };
      try {
        await cardQueries(w.cookies.memberA, w.familyA.id);
        await cardQueries(w.cookies.memberB, w.familyB.id);
        await ctx.db
          .update(recipesTable)
          .set({ title: 'Only in A' })
          .where(eq(recipesTable.id, w.recipes.stewA.id));
        expect(await cardQueries(w.cookies.memberB, w.familyB.id)).toBe(0);
        expect(await cardQueries(w.cookies.memberA, w.familyA.id)).toBe(1);
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
});
