import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '#server/app';
import { recipeListChanges, recipeListSnapshots, recipes } from '#server/db/schema';
import { signInAs } from '#server/test-support/factories';
import { injectAs } from '#server/test-support/inject-as';
import { queryRecordingDb, useRecipeWorld } from '#server/test-support/recipe-factories';
import { useTestApp } from '#server/test-support/test-app';
import { RecipeListCache } from './recipe-list-cache';
import {
  DEFAULT_REFRESH_OPTIONS,
  refreshFamilyList,
  type ListState,
} from './recipe-list-cache-refresh';
import { familyCards, readFamilyCards } from './recipe-list-kinds';
import { warmUpRecipeLists } from './recipe-list-cache-warm-up';

/**
 * Decision 032 across restarts: a list is saved with the versions it was read at, and a new
 * process (a new cache) patches the saved copy from the change log instead of reading every
 * recipe; a copy the log no longer reaches back to is read whole. Every list is checked
 * against a whole read of the same data.
 */
describe('saved recipe lists', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  // Save every list, however small (the server saves only large ones).
  const options = { ...DEFAULT_REFRESH_OPTIONS, saveFromBytes: 0 };

  /** A new process's cache on the test database, recording its queries. */
  const restart = (log: string[]) => {
    const cache = new RecipeListCache();
    const db = queryRecordingDb(ctx.handle, log);
    const list = async () => {
      const version = (await ctx.app.dataVersions.current()).familyRecipeList(w.familyA.id);
      return cache.getOrCreate<ListState>(
        'cards',
        version,
        refreshFamilyList(db, familyCards, w.familyA.id, options),
      );
    };
    return { cache, list };
  };
  const readWhole = async () =>
    Buffer.from(JSON.stringify(await readFamilyCards(ctx.db, w.familyA.id)));
  const pageRead = (log: string[]) => log.some((q) => /"recipes"\."id" > \$\d+/.test(q));
  const retitle = (title: string) =>
    ctx.db.update(recipes).set({ title }).where(eq(recipes.id, w.recipes.soupA.id));

  it('are read whole once, then patched from the log after a restart', async () => {
    const log: string[] = [];
    const first = restart(log);
    const read = await first.list();
    expect(pageRead(log)).toBe(true);
    await first.cache.settle(); // the copy is saved in the background
    const [saved] = await ctx.db
      .select()
      .from(recipeListSnapshots)
      .where(eq(recipeListSnapshots.familyId, w.familyA.id));
    expect(saved?.familyVersion).toBe(read.state.familyVersion);

    await retitle('Carrot Soup, patched');
    log.length = 0;
    const second = restart(log);
    const patched = await second.list();
    expect(pageRead(log)).toBe(false);
    expect(patched.identity.equals(await readWhole())).toBe(true);
    expect(patched.identity.toString()).toContain('Carrot Soup, patched');
  });

  it('serve the saved encodings as they are when nothing changed since', async () => {
    const log: string[] = [];
    const first = restart(log);
    const list = await first.list();
    await first.cache.settle();
    const again = await restart(log).list();
    expect(again.identity.equals(list.identity)).toBe(true);
    expect(again.br.equals(list.br)).toBe(true);
    expect(again.final).toBe(true);
  });

  it('are read whole when the log no longer reaches back to the saved copy', async () => {
    const log: string[] = [];
    const first = restart(log);
    await first.list();
    await first.cache.settle();
    await retitle('Carrot Soup, pruned');
    await ctx.db.delete(recipeListChanges).where(eq(recipeListChanges.familyId, w.familyA.id));
    log.length = 0;
    const list = await restart(log).list();
    expect(pageRead(log)).toBe(true);
    expect(list.identity.equals(await readWhole())).toBe(true);
  });

  it('are ready after the start for the families recently signed in to', async () => {
    await signInAs(ctx.db, w.users.memberA.id);
    const log: string[] = [];
    const app = await buildApp({ config: ctx.config, db: queryRecordingDb(ctx.handle, log) });
    try {
      await app.ready();
      expect(await warmUpRecipeLists(app)).toBeGreaterThanOrEqual(1);
      log.length = 0;
      const res = await injectAs(app, w.cookies.memberA).get(
        `/api/families/${w.familyA.id}/recipes`,
      );
      expect(res.statusCode).toBe(200);
      // Served from the cache: no list query (the session is the only one).
      expect(log.filter((q) => q.includes('"recipes"'))).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});
