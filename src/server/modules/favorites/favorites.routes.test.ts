import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { addMember, createCookbook, createUser, signInAs } from '#server/test-support/factories';
import {
  addFavoriteMark,
  useRecipeWorld,
  createRecipe,
  hideForFamily,
  setCookbookActive,
  setShowHidden,
} from '#server/test-support/recipe-factories';
import { familyCookbooks, favorites } from '#server/db/schema';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';

describe('favourite routes', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);

  const add = (recipeId: unknown, who?: Who, extra: object = {}) =>
    injectAs(ctx.app, who).post('/api/favorites', { recipeId, ...extra });
  const remove = (recipeId: number, who?: Who) =>
    injectAs(ctx.app, who).delete(`/api/favorites/${recipeId}`);
  const list = async (who: Who) => {
    const res = await injectAs(ctx.app, who).get('/api/user/favorites');
    expect(res.statusCode).toBe(200);
    return res.json<RecipeSummary[]>();
  };
  const marksOf = async (userId: number) =>
    (await ctx.db.select().from(favorites).where(eq(favorites.userId, userId))).map(
      (f) => f.recipeId,
    );
  const newMember = async (...familyIds: number[]) => {
    const user = await createUser(ctx.db);
    for (const id of familyIds) await addMember(ctx.db, user.id, id);
    return { user, cookie: await signInAs(ctx.db, user.id) };
  };

  it('need a session', async () => {
    expect((await injectAs(ctx.app, null).get('/api/user/favorites')).statusCode).toBe(401);
    expect((await add(w.recipes.stewA.id)).statusCode).toBe(401);
    expect((await remove(w.recipes.stewA.id)).statusCode).toBe(401);
  });

  it('adds, lists and removes a favourite, idempotently both ways', async () => {
    const me = await newMember(w.familyA.id);
    const first = await add(w.recipes.stewA.id, me.cookie);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ recipeId: w.recipes.stewA.id, createdAt: expect.any(String) });
    const again = await add(w.recipes.stewA.id, me.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const cards = await list(me.cookie);
    expect(cards).toEqual([
      expect.objectContaining({ id: w.recipes.stewA.id, isFavorite: true, isHidden: false }),
    ]);
    expect(await list(w.cookies.memberA)).toEqual([]);

    expect((await remove(w.recipes.stewA.id, me.cookie)).statusCode).toBe(204);
    expect((await remove(w.recipes.stewA.id, me.cookie)).statusCode).toBe(204);
    expect(await list(me.cookie)).toEqual([]);
    expect(await marksOf(me.user.id)).toEqual([]);
  });

  it('lists favourites sorted by title', async () => {
    const me = await newMember(w.familyA.id);
    for (const r of [w.recipes.soupA, w.recipes.publicPie, w.recipes.stewA]) {
      await add(r.id, me.cookie);
    }
    expect((await list(me.cookie)).map((r) => r.title)).toEqual([
      'Apple Pie',
      'Beef Stew',
      'carrot soup',
    ]);
  });

  it('refuses recipes the user cannot see, and changes nothing', async () => {
    const res = await add(w.recipes.stewA.id, w.cookies.memberB);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Recipe not found' });
    expect((await add(999999, w.cookies.memberB)).statusCode).toBe(404);
    expect((await remove(w.recipes.stewA.id, w.cookies.memberB)).statusCode).toBe(404);
    expect(await marksOf(w.users.memberB.id)).toEqual([]);
  });

  it('rejects malformed bodies, including a user id', async () => {
    expect((await add('12', w.cookies.memberA)).statusCode).toBe(400);
    expect((await add(w.recipes.stewA.id, w.cookies.memberA, { userId: 1 })).statusCode).toBe(400);
    expect((await remove(0, w.cookies.memberA)).statusCode).toBe(400);
    expect(await marksOf(w.users.memberA.id)).toEqual([]);
  });

  it('lets an editor favourite a recipe of a cookbook they edit but no family of theirs sees', async () => {
    const res = await add(w.recipes.lonelySauce.id, w.cookies.lonelyEditor);
    expect(res.statusCode).toBe(201);
    expect((await list(w.cookies.lonelyEditor)).map((r) => r.title)).toEqual(['Secret Sauce']);
  });

  it('drops favourites the user can no longer see from the list', async () => {
    const me = await newMember(w.familyB.id);
    const book = await createCookbook(ctx.db, { familyId: w.familyB.id });
    const recipe = await createRecipe(ctx.db, { cookbookId: book.id, title: 'Fleeting' });
    await add(recipe.id, me.cookie);
    expect((await list(me.cookie)).map((r) => r.title)).toEqual(['Fleeting']);
    await ctx.db
      .delete(familyCookbooks)
      .where(
        and(eq(familyCookbooks.cookbookId, book.id), eq(familyCookbooks.familyId, w.familyB.id)),
      );
    expect(await list(me.cookie)).toEqual([]);
  });

  it('leaves out switched-off cookbooks and recipes hidden in all the user families', async () => {
    const me = await newMember(w.familyA.id);
    await addFavoriteMark(ctx.db, me.user.id, w.recipes.stewA.id);
    await addFavoriteMark(ctx.db, me.user.id, w.recipes.publicPie.id);
    await setCookbookActive(ctx.db, me.user.id, w.books.a.id, false);
    expect((await list(me.cookie)).map((r) => r.title)).toEqual(['Apple Pie']);

    await hideForFamily(ctx.db, w.recipes.publicPie.id, w.familyA.id);
    expect(await list(me.cookie)).toEqual([]);
    await setShowHidden(ctx.db, me.user.id, true);
    expect(await list(me.cookie)).toEqual([
      expect.objectContaining({ title: 'Apple Pie', isHidden: true, isFavorite: true }),
    ]);
  });
});
