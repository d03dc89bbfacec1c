import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import { openPostgres, type DatabaseHandle } from './client';
import { roles, userFamilies } from './schema';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { signInAs } from '#server/test-support/factories';
import { buildRecipeWorld, type RecipeWorld } from '#server/test-support/recipe-factories';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';

/**
 * The scale path: two app instances, each with its own connection pool, on one PostgreSQL
 * database (as two processes behind a load balancer). What one writes, the other serves on
 * its next request, although both keep cached lists and session users in memory.
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

  const recipeList = async (app: App, cookie: { cookie: string }) => {
    const res = await injectAs(app, cookie).get(`/api/families/${w.familyA.id}/recipes`);
    expect(res.statusCode).toBe(200);
    return res.json<RecipeSummary[]>();
  };
  const isFavorite = (list: RecipeSummary[], recipeId: number) =>
    list.find((recipe) => recipe.id === recipeId)?.isFavorite;

  it('serves a favourite added through the other instance from its cached list', async () => {
    const me = await signInAs(one.db, w.users.memberA.id);
    const recipeId = w.recipes.stewA.id;
    expect(isFavorite(await recipeList(other.app, me), recipeId)).toBe(false); // now cached
    const added = await injectAs(one.app, me).post('/api/favorites', { recipeId });
    expect(added.statusCode).toBeLessThan(300);
    expect(isFavorite(await recipeList(other.app, me), recipeId)).toBe(true);
  });

  it('ends a session on both instances when it logs out through one', async () => {
    const me = await signInAs(one.db, w.users.memberA.id);
    const whoAmI = (app: App) => injectAs(app, me).get('/api/auth/user');
    expect((await whoAmI(other.app)).statusCode).toBe(200); // session user now cached
    const logout = await injectAs(one.app, me).post('/api/auth/logout');
    expect(logout.statusCode).toBe(204);
    expect((await whoAmI(other.app)).statusCode).toBe(401);
  });

  it('applies role and membership changes written through the other pool', async () => {
    const me = await signInAs(one.db, w.users.memberA.id);
    const isSuperAdmin = async (app: App) =>
      (await injectAs(app, me).get('/api/auth/is-super-admin')).json<boolean>();
    expect(await isSuperAdmin(other.app)).toBe(false);
    await one.db.insert(roles).values({ userId: w.users.memberA.id, role: 'super_admin' });
    expect(await isSuperAdmin(other.app)).toBe(true);

    await recipeList(other.app, me);
    await one.db
      .delete(userFamilies)
      .where(
        and(eq(userFamilies.userId, w.users.memberA.id), eq(userFamilies.familyId, w.familyA.id)),
      );
    const afterRemoval = await injectAs(other.app, me).get(`/api/families/${w.familyA.id}/recipes`);
    expect(afterRemoval.statusCode).toBe(404);
  });
});
