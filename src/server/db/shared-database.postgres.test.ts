import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import { openPostgres, type DatabaseHandle } from './client';
import { recipes, roles, userFamilies } from './schema';
import { familyRecipeList } from '#server/test-support/family-recipe-list';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { signInAs } from '#server/test-support/factories';
import { buildRecipeWorld, type RecipeWorld } from '#server/test-support/recipe-factories';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';

/**
 * The scale path: two app instances, each with its own connection pool, on one PostgreSQL
 * database (as two processes behind a load balancer). What one writes, the other serves as
 * soon as the write's notification reaches it (decision 023: normally within a millisecond or
 * two, so these expectations poll), although both keep cached lists and session users in
 * memory and read no version per request.
 */
describe('two app instances on one PostgreSQL database', () => {
  const one = useTestApp();
  const other = {} as { app: App; handle: DatabaseHandle };
  let w: RecipeWorld;

  beforeAll(async () => {
    if (!one.handle.url) throw new Error('this test needs PostgreSQL (FC_TEST_DB=postgres)');
    other.handle = openPostgres(one.handle.url);
    other.app = await buildApp({ config: one.config, db: other.handle.db });
    await other.app.ready();
    w = await buildRecipeWorld(one.db);
  });
  afterAll(async () => {
    await other.app?.close();
    await other.handle?.close();
  });

  const recipeList = (app: App, cookie: { cookie: string }) =>
    familyRecipeList(app, cookie, w.familyA.id);
  const find = (list: RecipeSummary[], recipeId: number) =>
    list.find((recipe) => recipe.id === recipeId);

  it('serves a favourite added through the other instance with its cached list', async () => {
    const me = await signInAs(one.db, w.users.memberA.id);
    const recipeId = w.recipes.stewA.id;
    expect(find(await recipeList(other.app, me), recipeId)?.isFavorite).toBe(false); // cached
    const added = await injectAs(one.app, me).post('/api/favorites', { recipeId });
    expect(added.statusCode).toBeLessThan(300);
    await expect
      .poll(async () => find(await recipeList(other.app, me), recipeId)?.isFavorite)
      .toBe(true);
  });

  it('rebuilds its cached list after a recipe change written through the other pool', async () => {
    const me = await signInAs(one.db, w.users.memberA.id);
    const recipeId = w.recipes.soupA.id;
    await recipeList(other.app, me); // now cached
    await one.db.update(recipes).set({ title: 'Carrot Soup II' }).where(eq(recipes.id, recipeId));
    await expect
      .poll(async () => find(await recipeList(other.app, me), recipeId)?.title)
      .toBe('Carrot Soup II');
  });

  it('ends a session on both instances when it logs out through one', async () => {
    const me = await signInAs(one.db, w.users.memberA.id);
    const whoAmI = (app: App) => injectAs(app, me).get('/api/auth/user');
    expect((await whoAmI(other.app)).statusCode).toBe(200); // session user now cached
    const logout = await injectAs(one.app, me).post('/api/auth/logout');
    expect(logout.statusCode).toBe(204);
    await expect.poll(async () => (await whoAmI(other.app)).statusCode).toBe(401);
  });

  it('applies role and membership changes written through the other pool', async () => {
    const me = await signInAs(one.db, w.users.memberA.id);
    const isSuperAdmin = async (app: App) =>
      (await injectAs(app, me).get('/api/auth/is-super-admin')).json<boolean>();
    expect(await isSuperAdmin(other.app)).toBe(false);
    await one.db.insert(roles).values({ userId: w.users.memberA.id, role: 'super_admin' });
    await expect.poll(() => isSuperAdmin(other.app)).toBe(true);

    await recipeList(other.app, me);
    await one.db
      .delete(userFamilies)
      .where(
        and(eq(userFamilies.userId, w.users.memberA.id), eq(userFamilies.familyId, w.familyA.id)),
      );
    const listStatus = async () =>
      (await injectAs(other.app, me).get(`/api/families/${w.familyA.id}/recipes`)).statusCode;
    await expect.poll(listStatus).toBe(404);
  });
});
