import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { createTestDatabase } from '#server/test-support/test-db';
import { createCategory, createCookbook, createFamily } from '#server/test-support/factories';
import { createRecipe } from '#server/test-support/recipe-factories';
import type { DatabaseHandle } from './client';
import { openDataVersions, type DataVersionSource } from './data-versions';
import { openNotificationBus, type NotificationBus } from './notification-bus';
import {
  categories,
  cookbooks,
  familyCookbooks,
  ingredients,
  recipeListChanges,
  recipes,
} from './schema';

/**
 * drizzle/0011 (decision 025): a write moves the recipe list version of the families that
 * see what it changed, and of no other family, so one family's edit never rebuilds another
 * family's cached list.
 */
describe('recipe list versions per family', () => {
  let handle: DatabaseHandle;
  let bus: NotificationBus;
  let versions: DataVersionSource;
  let mine: { familyId: number; cookbookId: number };
  let theirs: { familyId: number; cookbookId: number };

  beforeAll(async () => {
    handle = await createTestDatabase();
    bus = await openNotificationBus(handle.db);
    versions = await openDataVersions(handle.db, bus);
    const familyWith = async () => {
      const family = await createFamily(handle.db);
      const cookbook = await createCookbook(handle.db, { familyId: family.id });
      return { familyId: family.id, cookbookId: cookbook.id };
    };
    [mine, theirs] = [await familyWith(), await familyWith()];
  });
  afterAll(async () => {
    await versions.close();
    await bus.close();
    await handle.close();
  });

  /** Both families' list versions now, as numbers. */
  const listVersions = async () => {
    const current = await versions.current();
    return [mine, theirs].map(({ familyId }) => Number(current.familyRecipeList(familyId)));
  };
  /** Which of the two families' versions `write` moved: [mine, theirs]. */
  const moves = async (write: () => Promise<unknown>) => {
    const before = await listVersions();
    await write();
    const after = await listVersions();
    return after.map((version, i) => version > before[i]!);
  };

  it('moves only the family whose recipes, ingredients, categories or cookbook change', async () => {
    const recipe = await createRecipe(handle.db, { cookbookId: mine.cookbookId });
    expect(await moves(() => createRecipe(handle.db, { cookbookId: mine.cookbookId }))).toEqual([
      true,
      false,
    ]);
    const retitle = () =>
      handle.db.update(recipes).set({ title: 'Retitled' }).where(eq(recipes.id, recipe.id));
    expect(await moves(retitle)).toEqual([true, false]);
    const addIngredient = () =>
      handle.db.insert(ingredients).values({ recipeId: recipe.id, position: 1, text: 'salt' });
    expect(await moves(addIngredient)).toEqual([true, false]);
    const renameCategory = () =>
      handle.db
        .update(categories)
        .set({ name: 'Renamed' })
        .where(eq(categories.id, recipe.categoryId));
    expect(await moves(renameCategory)).toEqual([true, false]);
    const renameCookbook = () =>
      handle.db.update(cookbooks).set({ name: 'Ours' }).where(eq(cookbooks.id, mine.cookbookId));
    expect(await moves(renameCookbook)).toEqual([true, false]);
    expect(await moves(() => createCategory(handle.db, theirs.cookbookId))).toEqual([false, true]);
  });

  it('moves both families when a recipe moves between their cookbooks', async () => {
    const recipe = await createRecipe(handle.db, { cookbookId: mine.cookbookId });
    const category = await createCategory(handle.db, theirs.cookbookId);
    const move = () =>
      handle.db
        .update(recipes)
        .set({ cookbookId: theirs.cookbookId, categoryId: category.id })
        .where(eq(recipes.id, recipe.id));
    expect(await moves(move)).toEqual([true, true]);
  });

  it('moves a family that gains or loses a cookbook, and one that sees a shared cookbook', async () => {
    const shared = await createCookbook(handle.db);
    const link = (familyId: number) =>
      handle.db.insert(familyCookbooks).values({ familyId, cookbookId: shared.id });
    expect(await moves(() => link(mine.familyId))).toEqual([true, false]);
    expect(await moves(() => link(theirs.familyId))).toEqual([false, true]);
    expect(await moves(() => createRecipe(handle.db, { cookbookId: shared.id }))).toEqual([
      true,
      true,
    ]);
    const unlink = () =>
      handle.db.delete(familyCookbooks).where(inArray(familyCookbooks.familyId, [theirs.familyId]));
    expect(await moves(unlink)).toEqual([false, true]);
  });

  it('moves every family for a public cookbook, linked or not (drizzle/0017)', async () => {
    const open = await createCookbook(handle.db, { isPublic: true });
    expect(await moves(() => createRecipe(handle.db, { cookbookId: open.id }))).toEqual([
      true,
      true,
    ]);
    const hide = () =>
      handle.db.update(cookbooks).set({ isPublic: false }).where(eq(cookbooks.id, open.id));
    expect(await moves(hide)).toEqual([true, true]);
    expect(await moves(() => createRecipe(handle.db, { cookbookId: open.id }))).toEqual([
      false,
      false,
    ]);
  });

  it('logs each move with the recipes it touched, or null for the whole list (drizzle/0017)', async () => {
    const recipe = await createRecipe(handle.db, { cookbookId: mine.cookbookId });
    const logged = async (write: () => Promise<unknown>) => {
      const [before] = await listVersions();
      await write();
      const rows = await handle.db
        .select({ version: recipeListChanges.version, recipeIds: recipeListChanges.recipeIds })
        .from(recipeListChanges)
        .where(
          and(
            eq(recipeListChanges.familyId, mine.familyId),
            gt(recipeListChanges.version, before!),
          ),
        )
        .orderBy(recipeListChanges.version);
      // One row for each version the write moved to, no gaps.
      const [after] = await listVersions();
      expect(rows.map((row) => row.version)).toEqual(
        Array.from({ length: after! - before! }, (_, i) => before! + i + 1),
      );
      return rows.map((row) => row.recipeIds);
    };
    const retitle = () =>
      handle.db.update(recipes).set({ title: 'Logged' }).where(eq(recipes.id, recipe.id));
    expect(await logged(retitle)).toEqual([[recipe.id]]);
    const addIngredient = () =>
      handle.db.insert(ingredients).values({ recipeId: recipe.id, position: 9, text: 'pepper' });
    expect(await logged(addIngredient)).toEqual([[recipe.id]]);
    const rename = () =>
      handle.db
        .update(categories)
        .set({ name: 'Whole' })
        .where(eq(categories.id, recipe.categoryId));
    expect(await logged(rename)).toEqual([null]);
    const describe = () =>
      handle.db
        .update(cookbooks)
        .set({ description: 'x' })
        .where(eq(cookbooks.id, mine.cookbookId));
    expect(await logged(describe)).toEqual([[]]);
  });

  it('stays put for statements that change no row, and moves everyone on TRUNCATE', async () => {
    const recipe = await createRecipe(handle.db, { cookbookId: mine.cookbookId });
    const noChange = () =>
      handle.db.update(recipes).set({ title: recipe.title }).where(eq(recipes.id, recipe.id));
    expect(await moves(noChange)).toEqual([false, false]);
    expect(await moves(() => handle.db.execute('truncate table ingredients'))).toEqual([
      true,
      true,
    ]);
  });
});
