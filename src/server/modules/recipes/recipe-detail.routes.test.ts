import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import {
  addFavoriteMark,
  buildRecipeWorld,
  createNote,
  hideForFamily,
  type RecipeWorld,
} from '#server/test-support/recipe-factories';
import { recipeDetailSchema, type RecipeDetail } from '#shared/recipes/recipes.schemas';

describe('GET /api/recipes/:id', () => {
  const ctx = useTestApp();
  let w: RecipeWorld;

  beforeAll(async () => {
    w = await buildRecipeWorld(ctx.db);
    const stew = w.recipes.stewA.id;
    await createNote(ctx.db, {
      recipeId: stew,
      familyId: w.familyA.id,
      userId: w.users.memberA.id,
      text: 'Needs more salt',
      createdAt: new Date('2030-01-01T10:00:00Z'),
    });
    await createNote(ctx.db, {
      recipeId: stew,
      familyId: w.familyA.id,
      userId: w.users.adminA.id,
      text: 'Kids loved it',
      createdAt: new Date('2030-01-02T10:00:00Z'),
    });
    // Family B's note on the public recipe must never reach family A, and the other way round.
    await createNote(ctx.db, {
      recipeId: w.recipes.publicPie.id,
      familyId: w.familyB.id,
      userId: w.users.memberB.id,
      text: 'Family B secret',
    });
    await createNote(ctx.db, {
      recipeId: w.recipes.publicPie.id,
      familyId: w.familyA.id,
      userId: w.users.memberA.id,
      text: 'Family A thoughts',
    });
    await hideForFamily(ctx.db, w.recipes.publicPie.id, w.familyA.id);
    await addFavoriteMark(ctx.db, w.users.memberA.id, stew);
  });

  const get = (url: string, who?: keyof RecipeWorld['cookies']) =>
    injectAs(ctx.app, who ? w.cookies[who] : null).get(url);

  it('needs a session', async () => {
    expect((await get(`/api/recipes/${w.recipes.stewA.id}`)).statusCode).toBe(401);
  });

  it('answers the full recipe with the family notes, in order', async () => {
    const res = await get(`/api/recipes/${w.recipes.stewA.id}?familyId=${w.familyA.id}`, 'memberA');
    expect(res.statusCode).toBe(200);
    const recipe = recipeDetailSchema.parse(res.json());
    expect(recipe).toMatchObject({
      id: w.recipes.stewA.id,
      title: 'Beef Stew',
      subtitle: 'Beef Stew subtitle',
      servings: 4,
      prepTime: 10,
      cookTime: 20,
      category: { id: w.recipes.stewA.categoryId },
      cookbook: { id: w.books.a.id, name: 'Book A' },
      isFavorite: true,
      isHidden: false,
      sourceUrl: null,
    });
    expect(recipe.ingredients.map((i) => [i.position, i.quantity, i.unitName, i.text])).toEqual([
      [1, '1 1/2', 'cup', 'flour'],
      [2, '2', null, 'eggs'],
      [3, null, null, 'salt to taste'],
    ]);
    expect(recipe.directions.map((d) => [d.stepNumber, d.text])).toEqual([
      [1, 'Mix.'],
      [2, 'Bake.'],
    ]);
    expect(recipe.notes.map((n) => n.text)).toEqual(['Needs more salt', 'Kids loved it']);
    expect(recipe.notes[0]).toEqual({
      id: expect.any(Number),
      recipeId: w.recipes.stewA.id,
      familyId: w.familyA.id,
      text: 'Needs more salt',
      createdAt: '2030-01-01T10:00:00.000Z',
      user: { id: w.users.memberA.id, name: 'Member A', picture: 'https://img.test/a.png' },
    });
  });

  it('shows each family only its own notes and hidden mark', async () => {
    const pie = w.recipes.publicPie.id;
    const inA = (
      await get(`/api/recipes/${pie}?familyId=${w.familyA.id}`, 'memberA')
    ).json<RecipeDetail>();
    expect(inA.notes.map((n) => n.text)).toEqual(['Family A thoughts']);
    expect(inA.isHidden).toBe(true);
    const inB = (
      await get(`/api/recipes/${pie}?familyId=${w.familyB.id}`, 'memberB')
    ).json<RecipeDetail>();
    expect(inB.notes.map((n) => n.text)).toEqual(['Family B secret']);
    expect(inB.isHidden).toBe(false);
  });

  it("refuses family A's notes to a member of family B (404, nothing leaked)", async () => {
    const pie = w.recipes.publicPie.id;
    const res = await get(`/api/recipes/${pie}?familyId=${w.familyA.id}`, 'memberB');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'family_not_found', message: 'Family not found' });
    expect(res.body).not.toContain('Family A thoughts');
  });

  it('without a family answers no notes, not hidden, and the user favourite flag', async () => {
    const res = await get(`/api/recipes/${w.recipes.stewA.id}`, 'memberA');
    expect(res.json()).toMatchObject({ notes: [], isHidden: false, isFavorite: true });
    const other = await get(`/api/recipes/${w.recipes.stewA.id}`, 'adminA');
    expect(other.json()).toMatchObject({ isFavorite: false });
  });

  it("answers 404 'Recipe not found' for a private recipe of another family", async () => {
    for (const who of ['memberB', 'outsider'] as const) {
      const res = await get(`/api/recipes/${w.recipes.stewA.id}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'recipe_not_found', message: 'Recipe not found' });
    }
    const withB = await get(
      `/api/recipes/${w.recipes.stewA.id}?familyId=${w.familyB.id}`,
      'memberB',
    );
    expect(withB.statusCode).toBe(404);
  });

  it('answers the same 404 for a recipe that does not exist', async () => {
    const res = await get('/api/recipes/999999', 'memberA');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'recipe_not_found', message: 'Recipe not found' });
  });

  it('lets editors open the recipes of cookbooks they edit, and super admins any recipe', async () => {
    const sauce = w.recipes.lonelySauce.id;
    expect((await get(`/api/recipes/${sauce}`, 'lonelyEditor')).statusCode).toBe(200);
    expect((await get(`/api/recipes/${sauce}`, 'superAdmin')).statusCode).toBe(200);
    expect((await get(`/api/recipes/${w.recipes.riceB.id}`, 'superAdmin')).statusCode).toBe(200);
    expect((await get(`/api/recipes/${sauce}`, 'editorA')).statusCode).toBe(404);
  });

  it('answers public recipes to anyone signed in', async () => {
    expect((await get(`/api/recipes/${w.recipes.publicPie.id}`, 'outsider')).statusCode).toBe(200);
  });

  it('rejects malformed ids', async () => {
    expect((await get('/api/recipes/abc', 'memberA')).statusCode).toBe(400);
    expect((await get('/api/recipes/1?familyId=x', 'memberA')).statusCode).toBe(400);
    expect((await get('/api/recipes/0', 'memberA')).statusCode).toBe(400);
  });
});
