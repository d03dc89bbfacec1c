import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestDatabase } from '#server/test-support/test-db';
import {
  addMember,
  createCookbook,
  createFamily,
  createUser,
} from '#server/test-support/factories';
import {
  addFavoriteMark,
  createNote,
  createRecipe,
  hideForFamily,
} from '#server/test-support/recipe-factories';
import { createMealPlan, createStagedRecipe } from '#server/test-support/meal-plan-factories';
import type { Database, DatabaseHandle } from './client';
import {
  cookbooks,
  favorites,
  hiddenRecipes,
  ingredients,
  mealPlans,
  notes,
  recipes,
  stagedRecipes,
} from './schema';

/**
 * docs/architecture.md, convention 11: a deleted recipe becomes a placeholder carrying its title
 * wherever a family planned or staged it, whichever statement deletes it (drizzle/0004, a BEFORE
 * DELETE trigger on recipes). Written against the tables, as an admin tool or a cascade would.
 */
describe('deleting recipes in the database', () => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
  });
  afterAll(() => handle.close());

  /** Two families sharing a cookbook; a cook in each. */
  async function twoFamilies() {
    const [a, b] = [await createFamily(db), await createFamily(db)];
    const [cookA, cookB] = [await createUser(db), await createUser(db)];
    await addMember(db, cookA.id, a.id);
    await addMember(db, cookB.id, b.id);
    return { a, b, cookA, cookB };
  }

  const plansOf = (ids: number[]) =>
    db.select().from(mealPlans).where(inArray(mealPlans.id, ids)).orderBy(mealPlans.id);
  const stagedOf = (ids: number[]) =>
    db.select().from(stagedRecipes).where(inArray(stagedRecipes.id, ids)).orderBy(stagedRecipes.id);

  it('deletes a cookbook whose recipes are planned, staged, favourited, hidden and noted', async () => {
    const { a, b, cookA, cookB } = await twoFamilies();
    const book = await createCookbook(db, { name: 'Doomed Book', isPublic: true });
    const roast = await createRecipe(db, {
      cookbookId: book.id,
      title: 'Sunday Roast',
      subtitle: 'Slow and low',
      servings: 6,
      ingredients: [['1', 'kilogram', 'beef']],
      directions: ['Roast.'],
    });
    const rice = await createRecipe(db, {
      cookbookId: book.id,
      title: 'Plain Rice',
      subtitle: '',
      servings: 2,
    });
    const keeper = await createRecipe(db, { cookbookId: (await createCookbook(db)).id });

    const plans = [
      await createMealPlan(db, { familyId: a.id, day: '2030-03-03', recipeId: roast.id }),
      await createMealPlan(db, {
        familyId: b.id,
        day: '2030-03-04',
        recipeId: roast.id,
        plannedServings: 9,
        mealType: 'Lunch',
      }),
      await createMealPlan(db, { familyId: b.id, day: '2030-03-05', recipeId: rice.id }),
    ];
    const kept = await createMealPlan(db, {
      familyId: a.id,
      day: '2030-03-05',
      recipeId: keeper.id,
    });
    const staged = [
      await createStagedRecipe(db, {
        familyId: a.id,
        userId: cookA.id,
        recipeId: roast.id,
        batchCount: 2,
      }),
      await createStagedRecipe(db, { familyId: b.id, userId: cookB.id, recipeId: rice.id }),
    ];
    await addFavoriteMark(db, cookA.id, roast.id);
    await addFavoriteMark(db, cookB.id, rice.id);
    await createNote(db, { recipeId: roast.id, familyId: a.id, userId: cookA.id });
    await hideForFamily(db, rice.id, b.id);

    await db.delete(cookbooks).where(eq(cookbooks.id, book.id));

    const gone = [roast.id, rice.id];
    expect(await db.$count(recipes, inArray(recipes.id, gone))).toBe(0);
    expect(await db.$count(ingredients, inArray(ingredients.recipeId, gone))).toBe(0);
    expect(await db.$count(favorites, inArray(favorites.recipeId, gone))).toBe(0);
    expect(await db.$count(notes, inArray(notes.recipeId, gone))).toBe(0);
    expect(await db.$count(hiddenRecipes, inArray(hiddenRecipes.recipeId, gone))).toBe(0);

    const roastPlaceholder = { title: 'Sunday Roast', subtitle: 'Slow and low', servings: 6 };
    // An empty subtitle is left out, as the recipe service always did.
    const ricePlaceholder = { title: 'Plain Rice', servings: 2 };
    const placeholder = (data: object) => ({
      recipeId: null,
      isPlaceholder: true,
      placeholderData: data,
    });
    expect(await plansOf(plans.map((p) => p.id))).toEqual([
      { ...plans[0], ...placeholder(roastPlaceholder) },
      { ...plans[1], ...placeholder(roastPlaceholder) },
      { ...plans[2], ...placeholder(ricePlaceholder) },
    ]);
    expect(await stagedOf(staged.map((s) => s.id))).toEqual([
      { ...staged[0], ...placeholder(roastPlaceholder) },
      { ...staged[1], ...placeholder(ricePlaceholder) },
    ]);
    expect(await plansOf([kept.id])).toEqual([kept]);
  });

  it('turns plans into placeholders for a plain DELETE of recipes, in one statement', async () => {
    const { a, cookA } = await twoFamilies();
    const book = await createCookbook(db);
    const [soup, stew] = [
      await createRecipe(db, { cookbookId: book.id, title: 'Soup', servings: 3 }),
      await createRecipe(db, { cookbookId: book.id, title: 'Stew', subtitle: 'Thick' }),
    ];
    const plan = await createMealPlan(db, {
      familyId: a.id,
      day: '2030-03-10',
      recipeId: soup.id,
    });
    const item = await createStagedRecipe(db, {
      familyId: a.id,
      userId: cookA.id,
      recipeId: stew.id,
    });

    await db.delete(recipes).where(inArray(recipes.id, [soup.id, stew.id]));

    expect((await plansOf([plan.id]))[0]).toMatchObject({
      recipeId: null,
      isPlaceholder: true,
      placeholderData: { title: 'Soup', servings: 3 },
    });
    expect((await stagedOf([item.id]))[0]).toMatchObject({
      recipeId: null,
      isPlaceholder: true,
      placeholderData: { title: 'Stew', subtitle: 'Thick', servings: 10 },
    });
  });

  it('leaves plans alone when the delete is rolled back', async () => {
    const { a } = await twoFamilies();
    const recipe = await createRecipe(db, { cookbookId: (await createCookbook(db)).id });
    const plan = await createMealPlan(db, {
      familyId: a.id,
      day: '2030-03-11',
      recipeId: recipe.id,
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.delete(recipes).where(eq(recipes.id, recipe.id));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await plansOf([plan.id])).toEqual([plan]);
  });
});
