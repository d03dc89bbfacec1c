import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '#server/app';
import { categories, cookbooks, familyCookbooks, ingredients, recipes } from '#server/db/schema';
import { createCategory } from '#server/test-support/factories';
import { familyRecipeList } from '#server/test-support/family-recipe-list';
import { injectAs } from '#server/test-support/inject-as';
import { queryRecordingDb, useRecipeWorld } from '#server/test-support/recipe-factories';
import { ifMatch, recipeBody } from '#server/test-support/recipe-write-factories';
import { useTestApp } from '#server/test-support/test-app';
import type { RecipeWriteResult } from '#shared/recipes/recipe-write.schemas';

/**
 * Decision 032: a cached family list is patched from the change log, never read whole again
 * for a change of a few recipes, and is then exactly what a full read gives: the same bytes
 * and ETag for the cards and the search index, for both families. Each step changes the data
 * the way the app or any other writer does, then compares the patched lists of a long-lived
 * app with those of an app that has never cached anything.
 */
describe('a patched family list is the list read whole', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  const log: string[] = [];
  let patched: App;

  beforeAll(async () => {
    patched = await buildApp({ config: ctx.config, db: queryRecordingDb(ctx.handle, log) });
    await patched.ready();
  });
  afterAll(() => patched?.close());

  const families = () => [
    { familyId: w.familyA.id, who: w.cookies.memberA },
    { familyId: w.familyB.id, who: w.cookies.memberB },
  ];
  const urls = (familyId: number) => [
    `/api/families/${familyId}/recipes`,
    `/api/families/${familyId}/recipes/search-index`,
  ];
  /** Every answer of both families: body and ETag. */
  const answers = async (app: App) => {
    const seen: { url: string; body: string; etag: unknown }[] = [];
    for (const { familyId, who } of families()) {
      for (const url of urls(familyId)) {
        const res = await injectAs(app, who).get(url);
        expect(res.statusCode).toBe(200);
        seen.push({ url, body: res.body, etag: res.headers.etag });
      }
    }
    return seen;
  };
  /** What each member sees: the cards joined with their marks, as the browser joins them. */
  const composed = async (app: App) =>
    Promise.all(families().map(({ familyId, who }) => familyRecipeList(app, who, familyId)));
  /** What an app that reads every list whole (nothing cached, nothing saved) answers. */
  const readWhole = async () => {
    const fresh = await buildApp({ config: ctx.config, db: ctx.db });
    try {
      return { answers: await answers(fresh), composed: await composed(fresh) };
    } finally {
      await fresh.close();
    }
  };
  /** Did the patched app read a list whole: a page of cards, or every ingredient text? */
  const readAnyListWhole = () =>
    log.some(
      (query) =>
        /"recipes"\."id" > \$\d+/.test(query) ||
        (query.includes('string_agg') && !/"recipes"\."id" in \(/.test(query)),
    );

  /** Writes, then expects the patched answers to be the whole ones, patched or read whole. */
  const expectPatchedAfter = async (write: () => Promise<unknown>, how: 'patched' | 'whole') => {
    await answers(patched); // cached at the version before the write
    await write();
    log.length = 0;
    const after = { answers: await answers(patched), composed: await composed(patched) };
    expect(readAnyListWhole()).toBe(how === 'whole');
    expect(after).toEqual(await readWhole());
  };

  const asEditor = () => injectAs(ctx.app, w.cookies.superAdmin);
  const loaded = async (recipeId: number) =>
    (await asEditor().get(`/api/recipes/${recipeId}`)).json<{ updatedAt: string }>().updatedAt;

  it('after an edit that moves a card in the order (PATCH /api/recipes/:id)', async () => {
    const stew = w.recipes.stewA;
    await expectPatchedAfter(async () => {
      const body = recipeBody(
        { cookbookId: stew.cookbookId, categoryId: stew.categoryId },
        { title: 'Zesty Beef Stew', subtitle: null },
      );
      const res = await asEditor().patch(
        `/api/recipes/${stew.id}`,
        body,
        ifMatch(await loaded(stew.id)),
      );
      expect(res.statusCode).toBe(200);
    }, 'patched');
  });

  let created: number;
  it('after a new recipe (POST /api/recipes)', async () => {
    await expectPatchedAfter(async () => {
      const body = recipeBody(
        { cookbookId: w.books.a.id, categoryId: w.recipes.soupA.categoryId },
        { title: 'aubergine bake' },
      );
      const res = await asEditor().post('/api/recipes', body);
      expect(res.statusCode).toBe(201);
      created = res.json<RecipeWriteResult>().id;
    }, 'patched');
  });

  it('after a deletion (DELETE /api/recipes/:id)', async () => {
    await expectPatchedAfter(async () => {
      expect((await asEditor().delete(`/api/recipes/${created}`)).statusCode).toBe(204);
    }, 'patched');
  });

  it('after a recipe is hidden for the family (POST /api/hidden-recipes)', async () => {
    await expectPatchedAfter(async () => {
      const res = await injectAs(ctx.app, w.cookies.adminA).post('/api/hidden-recipes', {
        recipeId: w.recipes.soupA.id,
        familyId: w.familyA.id,
      });
      expect(res.statusCode).toBeLessThan(300);
    }, 'patched');
  });

  it('after an ingredient changes (the search index)', async () => {
    await expectPatchedAfter(
      () =>
        ctx.db
          .update(ingredients)
          .set({ text: 'Crème fraîche' })
          .where(eq(ingredients.recipeId, w.recipes.soupA.id)),
      'patched',
    );
  });

  it('after an edit in a public cookbook no family links, in every family', async () => {
    await expectPatchedAfter(
      () =>
        ctx.db
          .update(recipes)
          .set({ title: 'Apple Pie Deluxe' })
          .where(eq(recipes.id, w.recipes.publicPie.id)),
      'patched',
    );
  });

  it("after a recipe moves to another family's cookbook, in both families", async () => {
    const category = await createCategory(ctx.db, w.books.b.id);
    await expectPatchedAfter(
      () =>
        ctx.db
          .update(recipes)
          .set({ cookbookId: w.books.b.id, categoryId: category.id })
          .where(eq(recipes.id, w.recipes.stewA.id)),
      'patched',
    );
  });

  it('after a category is renamed: read whole', async () => {
    await expectPatchedAfter(
      () =>
        ctx.db
          .update(categories)
          .set({ name: 'Renamed' })
          .where(eq(categories.id, w.recipes.riceB.categoryId)),
      'whole',
    );
  });

  it("after a cookbook's description changes: nothing a card shows, nothing read", async () => {
    await expectPatchedAfter(
      () =>
        ctx.db
          .update(cookbooks)
          .set({ description: 'New words' })
          .where(eq(cookbooks.id, w.books.a.id)),
      'patched',
    );
  });

  it('after a cookbook is linked to a family, and a private one made public: read whole', async () => {
    await expectPatchedAfter(
      () =>
        ctx.db.insert(familyCookbooks).values({ familyId: w.familyB.id, cookbookId: w.books.a.id }),
      'whole',
    );
    await expectPatchedAfter(
      () =>
        ctx.db.update(cookbooks).set({ isPublic: true }).where(eq(cookbooks.id, w.books.lonely.id)),
      'whole',
    );
  });

  it('after a TRUNCATE: read whole', async () => {
    await expectPatchedAfter(() => ctx.db.execute('truncate table ingredients'), 'whole');
  });
});
