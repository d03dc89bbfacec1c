import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { categories, importLog, recipes } from '#server/db/schema';
import { createCategory, createUser, grantEditor, signInAs } from '#server/test-support/factories';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useRecipeWorld } from '#server/test-support/recipe-factories';
import { storedRecipe, unitIdOf } from '#server/test-support/recipe-write-factories';
import { useTestApp } from '#server/test-support/test-app';
import { IMPORTED_CATEGORY, IMPORT_MESSAGES } from '#shared/import/import.schemas';
import { html, recipePage, useTestSite } from '#server/test-support/recipe-pages-site';

/** Both answers of the import routes: a created recipe, or an error with its fields. */
type Answer = {
  id: number;
  title: string;
  code: string;
  message: string;
  existingId: number;
  fieldErrors: Record<string, string>;
};

const pie = {
  name: 'Test Apple Pie',
  description: 'A crisp pie',
  recipeCategory: 'Dessert',
  recipeYield: '6 servings',
  prepTime: 'PT15M',
  cookTime: 'PT45M',
  image: '/picture.png',
  recipeIngredient: ['2 cups flour', '1 tablespoon sugar', '3 apples', '2 sprigs thyme'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Mix the flour and sugar.' },
    { '@type': 'HowToStep', text: 'Bake for 45 minutes.' },
  ],
};

describe('POST /api/recipes/import', () => {
  const env: Record<string, string> = {};
  const site = useTestSite(
    {
      '/pie.html': html(recipePage(pie)),
      '/stew.html': html(
        recipePage({ ...pie, name: 'Odd Stew', recipeCategory: 'Stews', image: undefined }),
      ),
      '/broken-image.html': html(
        recipePage({ ...pie, name: 'Broken Picture Pie', image: '/broken.png' }),
      ),
      '/broken.png': { type: 'image/png', body: 'this is not a picture' },
      '/plain.html': html('<html><head><title>Hello</title></head><body>No food</body></html>'),
    },
    env,
  );
  const ctx = useTestApp(env);
  const w = useRecipeWorld(ctx);

  let n = 0;
  /** A fresh address on the test site for each import, so none is a duplicate. */
  const fresh = (path = '/pie.html') => `${site.origin}${path}?n=${++n}`;
  const body = (overrides: Record<string, unknown> = {}) => ({
    url: fresh(),
    cookbookId: w.books.a.id,
    categoryId: null,
    generateImage: false,
    ...overrides,
  });
  const post = (payload: unknown, who?: Who) =>
    injectAs(ctx.app, who).post('/api/recipes/import', payload as Record<string, unknown>);

  it('needs a session', async () => {
    expect((await post(body())).statusCode).toBe(401);
  });

  it('refuses members and editors of other cookbooks (403) and saves nothing', async () => {
    const before = await ctx.db.$count(recipes);
    for (const who of [w.cookies.memberA, w.cookies.adminA, w.cookies.lonelyEditor]) {
      const res = await post(body(), who);
      expect(res.statusCode).toBe(403);
      expect(res.json<Answer>()).toMatchObject({ message: IMPORT_MESSAGES.onlyEditors });
    }
    // A cookbook the user cannot even see answers the same: no id is revealed.
    expect((await post(body({ cookbookId: w.books.b.id }), w.cookies.editorA)).statusCode).toBe(
      403,
    );
    expect(await ctx.db.$count(recipes)).toBe(before);
  });

  it('answers the spec messages for a missing address or cookbook', async () => {
    const noUrl = await post(body({ url: '  ' }), w.cookies.editorA);
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json<Answer>().fieldErrors).toEqual({ url: IMPORT_MESSAGES.missingUrl });
    const noBook = await post(body({ cookbookId: null }), w.cookies.editorA);
    expect(noBook.statusCode).toBe(400);
    expect(noBook.json<Answer>().fieldErrors).toEqual({
      cookbookId: IMPORT_MESSAGES.missingCookbook,
    });
  });

  it('imports a page as an editable recipe: units matched, category by name, picture, times, source', async () => {
    const dessert = await createCategory(ctx.db, w.books.a.id, 'dessert');
    const url = fresh();
    const res = await post(body({ url }), w.cookies.editorA);
    expect(res.statusCode).toBe(201);
    expect(res.json<Answer>()).toEqual({ id: expect.any(Number), title: 'Test Apple Pie' });
    const saved = await storedRecipe(ctx.db, res.json<Answer>().id);
    expect(saved.recipe).toMatchObject({
      cookbookId: w.books.a.id,
      categoryId: dessert.id,
      servings: 6,
      prepTime: 15,
      cookTime: 45,
      sourceUrl: url,
      createdBy: w.users.editorA.id,
    });
    expect(saved.recipe!.imageUrl).toMatch(/^\/uploads\/recipes\/.+\.webp$/);
    expect(await ctx.app.imageStorage.has(saved.recipe!.imageUrl!)).toBe(true);
    expect(saved.ingredients).toEqual([
      { position: 1, quantity: '2', unitId: await unitIdOf(ctx.db, 'cup'), text: 'flour' },
      { position: 2, quantity: '1', unitId: await unitIdOf(ctx.db, 'tablespoon'), text: 'sugar' },
      { position: 3, quantity: '3', unitId: null, text: 'apples' },
      // 'sprigs' is no unit of ours: it stays in the text, so the line reads as written.
      { position: 4, quantity: '2', unitId: null, text: 'sprigs thyme' },
    ]);
    expect(saved.directions).toEqual([
      { stepNumber: 1, text: 'Mix the flour and sugar.' },
      { stepNumber: 2, text: 'Bake for 45 minutes.' },
    ]);
  });

  it("puts a recipe whose category the cookbook lacks into one 'Imported' category", async () => {
    const first = await post(body({ url: fresh('/stew.html') }), w.cookies.editorA);
    const second = await post(body({ url: fresh('/stew.html') }), w.cookies.superAdmin);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const imported = await ctx.db
      .select()
      .from(categories)
      .where(and(eq(categories.cookbookId, w.books.a.id), eq(categories.name, IMPORTED_CATEGORY)));
    expect(imported).toHaveLength(1);
    for (const res of [first, second]) {
      const saved = await storedRecipe(ctx.db, res.json<Answer>().id);
      expect(saved.recipe).toMatchObject({ categoryId: imported[0]!.id, imageUrl: null });
    }
  });

  it('keeps the category the user chose', async () => {
    const chosen = await createCategory(ctx.db, w.books.a.id);
    const res = await post(body({ categoryId: chosen.id }), w.cookies.editorA);
    expect(res.statusCode).toBe(201);
    expect((await storedRecipe(ctx.db, res.json<Answer>().id)).recipe?.categoryId).toBe(chosen.id);
  });

  it('still imports when the picture is broken, without a picture', async () => {
    const res = await post(body({ url: fresh('/broken-image.html') }), w.cookies.editorA);
    expect(res.statusCode).toBe(201);
    expect(site.hits.get('/broken.png')).toBeGreaterThan(0);
    expect((await storedRecipe(ctx.db, res.json<Answer>().id)).recipe?.imageUrl).toBeNull();
  });

  it('answers 409 with the existing recipe for an address already imported, unless forced', async () => {
    const url = fresh();
    const first = await post(body({ url }), w.cookies.editorA);
    expect(first.statusCode).toBe(201);
    const again = await post(body({ url }), w.cookies.editorA);
    expect(again.statusCode).toBe(409);
    expect(again.json<Answer>()).toEqual({
      code: 'already_imported',
      message: IMPORT_MESSAGES.alreadyImported,
      existingId: first.json<Answer>().id,
    });
    // Another cookbook may import the same address.
    const elsewhere = await post(
      body({ url, cookbookId: w.books.public.id }),
      w.cookies.superAdmin,
    );
    expect(elsewhere.statusCode).toBe(201);
    const forced = await post(body({ url, force: true }), w.cookies.editorA);
    expect(forced.statusCode).toBe(201);
    expect(forced.json<Answer>().id).not.toBe(first.json<Answer>().id);
  });

  it('answers a page without a recipe, or a refused address, with a message and no recipe', async () => {
    const before = await ctx.db.$count(recipes);
    const plain = await post(body({ url: fresh('/plain.html') }), w.cookies.editorA);
    expect(plain.statusCode).toBe(422);
    expect(plain.json()).toEqual({
      code: 'import_no_recipe_on_page',
      message: IMPORT_MESSAGES.noRecipeOnPage,
    });
    const refused = await post(body({ url: 'file:///etc/passwd' }), w.cookies.editorA);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: 'import_address_refused',
      message: 'That address cannot be imported',
    });
    const missing = await post(body({ url: fresh('/missing.html') }), w.cookies.editorA);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      code: 'import_page_not_found',
      message: 'The page was not found',
    });
    expect(await ctx.db.$count(recipes)).toBe(before);
  });

  it('limits each user to 30 imports an hour (429 with Retry-After)', async () => {
    const busy = await createUser(ctx.db, { name: 'Busy Editor' });
    await grantEditor(ctx.db, busy.id, w.books.a.id);
    await ctx.db.insert(importLog).values(Array.from({ length: 29 }, () => ({ userId: busy.id })));
    const cookie = await signInAs(ctx.db, busy.id);
    expect((await post(body(), cookie)).statusCode).toBe(201);
    const refused = await post(body(), cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<Answer>().message).toMatch(/^You can import 30 recipes an hour/);
    expect(refused.json()).toMatchObject({
      code: 'import_limit',
      params: { limit: 30, minutes: expect.any(Number) },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Others are not affected.
    expect((await post(body(), w.cookies.editorA)).statusCode).toBe(201);
  });
});
