import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client';
import {
  categories,
  directions,
  favorites,
  hiddenRecipes,
  ingredients,
  mealPlans,
  notes,
  recipes,
  units,
} from '#server/db/schema';
import { storeImageBytes } from '#server/modules/images/image-pipeline';
import type { ImageStorage } from '#server/modules/images/storage';
import {
  addMember,
  createCategory,
  createCookbook,
  createFamily,
  createUser,
  grantEditor,
  signInAs,
} from '#server/test-support/factories';
import { injectAs } from '#server/test-support/inject-as';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import { multipartBody } from '#server/test-support/multipart-body';
import {
  addFavoriteMark,
  createNote,
  createRecipe,
  hideForFamily,
  setShowHidden,
  type IngredientSpec,
} from '#server/test-support/recipe-factories';
import { useTestApp } from '#server/test-support/test-app';
import type { AppImportJob } from '#shared/app-import/app-import.schemas';
import type { MealType } from '#shared/meal-plans/meal-plans.schemas';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fc-family-round-trip-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const RECIPES = 50;
const MEALS: MealType[] = ['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Dessert'];

/** A small picture of its own for each recipe: colours differ, so every hash does. */
function picture(i: number) {
  return sharp({
    create: {
      width: 40 + i,
      height: 30 + (i % 7),
      channels: i % 2 === 0 ? 3 : 4,
      background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256, alpha: 0.8 },
    },
  })
    .png()
    .toBuffer();
}

function ingredientsOf(i: number): IngredientSpec[] {
  const rows: IngredientSpec[] = [
    ['1 1/2', 'cup', `flour no. ${i}, sifted`],
    ['2-3', null, 'eggs'],
    [null, null, 'salt to taste'],
  ];
  // Every third recipe in groups: heading rows between the ingredients.
  if (i % 3 === 0) {
    rows.unshift([null, null, 'For the dough:']);
    rows.push(
      [null, null, 'For the sauce:'],
      ['200', 'gram', 'tomatoes, diced'],
      ['½', 'teaspoon', 'sugar'],
    );
  }
  if (i % 4 === 1) rows.push(['1', 'can', 'chickpeas (400 g), drained']);
  return rows;
}

/** Every field a person sees of a recipe, in comparable form (no ids, no dates). */
async function recipeFields(db: Database, storage: ImageStorage, recipeId: number) {
  const [row] = await db
    .select({
      title: recipes.title,
      subtitle: recipes.subtitle,
      servings: recipes.servings,
      prepTime: recipes.prepTime,
      cookTime: recipes.cookTime,
      sourceUrl: recipes.sourceUrl,
      imageUrl: recipes.imageUrl,
      category: categories.name,
    })
    .from(recipes)
    .innerJoin(categories, eq(categories.id, recipes.categoryId))
    .where(eq(recipes.id, recipeId));
  const ingredientRows = await db
    .select({ quantity: ingredients.quantity, unit: units.name, text: ingredients.text })
    .from(ingredients)
    .leftJoin(units, eq(units.id, ingredients.unitId))
    .where(eq(ingredients.recipeId, recipeId))
    .orderBy(asc(ingredients.position));
  const steps = await db
    .select({ stepNumber: directions.stepNumber, text: directions.text })
    .from(directions)
    .where(eq(directions.recipeId, recipeId))
    .orderBy(asc(directions.stepNumber));
  const { imageUrl, ...fields } = row!;
  const bytes = imageUrl ? await storage.read(imageUrl) : null;
  return {
    ...fields,
    ingredients: ingredientRows,
    directions: steps,
    image: bytes ? createHash('sha256').update(bytes).digest('hex') : null,
  };
}

async function familyNotes(db: Database, familyId: number, titleOf: Map<number, string>) {
  const rows = await db
    .select({ recipeId: notes.recipeId, text: notes.text })
    .from(notes)
    .where(eq(notes.familyId, familyId))
    .orderBy(asc(notes.recipeId), asc(notes.createdAt), asc(notes.id));
  return rows.map((row) => [titleOf.get(row.recipeId), row.text]).sort();
}

async function familyPlans(db: Database, familyId: number, titleOf: Map<number, string>) {
  const rows = await db.select().from(mealPlans).where(eq(mealPlans.familyId, familyId));
  return rows
    .map((row) => ({
      date: row.date.slice(0, 10),
      mealType: row.mealType,
      plannedServings: row.plannedServings,
      recipe: row.recipeId === null ? null : titleOf.get(row.recipeId),
      isPlaceholder: row.isPlaceholder,
      placeholderData: row.placeholderData,
    }))
    .sort((a, b) => `${a.date}${a.mealType}`.localeCompare(`${b.date}${b.mealType}`));
}

describe('export, then import into an empty family: every recipe field by field', () => {
  const ctx = useTestApp({ DATA_DIR: dataDir });
  const from = {} as { familyId: number; cookbookId: number; userId: number; cookie: string };
  const to = {} as { familyId: number; cookbookId: number; userId: number; cookie: string };
  const originalIds: number[] = [];

  beforeAll(async () => {
    const db = ctx.db;
    const family = await createFamily(db, 'The Originals');
    const book = await createCookbook(db, {
      name: 'Grandma',
      familyId: family.id,
      isDefault: true,
    });
    const admin = await createUser(db, { name: 'Olga Original' });
    const cousin = await createUser(db, { name: 'Carl Cousin' });
    await addMember(db, admin.id, family.id, true);
    await addMember(db, cousin.id, family.id);
    await grantEditor(db, admin.id, book.id);
    await setShowHidden(db, admin.id, true);
    Object.assign(from, {
      familyId: family.id,
      cookbookId: book.id,
      userId: admin.id,
      cookie: (await signInAs(db, admin.id)).cookie,
    });
    const categoryIds = [];
    for (const name of ['Soups', 'Bread', 'Desserts', 'Weeknight dinners']) {
      categoryIds.push((await createCategory(db, book.id, name)).id);
    }

    for (let i = 1; i <= RECIPES; i++) {
      const imageUrl = await storeImageBytes(ctx.app.imageStorage, await picture(i));
      const recipe = await createRecipe(db, {
        cookbookId: book.id,
        categoryId: categoryIds[i % categoryIds.length]!,
        title: `Recipe ${String(i).padStart(2, '0')}: Grandma’s dish «${i}»`,
        subtitle: i % 5 === 0 ? null : `A family favourite, version ${i}`,
        servings: 1 + (i % 12),
        prepTime: i % 6 === 0 ? 0 : i * 3,
        cookTime: i * 7,
        sourceUrl: i % 2 === 0 ? `https://cooking.example/recipes/${i}?ref=family` : null,
        imageUrl,
        createdBy: i % 2 === 0 ? admin.id : cousin.id,
        ingredients: ingredientsOf(i),
        directions: [
          `Mix everything for recipe ${i}.`,
          'Bake at 180 °C for 20–25 minutes.',
          'Serve.',
        ],
      });
      originalIds.push(recipe.id);
      if (i % 2 === 0) {
        await createNote(db, {
          recipeId: recipe.id,
          familyId: family.id,
          userId: cousin.id,
          text: `Halve the salt in ${i}.`,
          createdAt: new Date(Date.UTC(2026, 0, i)),
        });
        await createNote(db, {
          recipeId: recipe.id,
          familyId: family.id,
          userId: admin.id,
          text: `Kids loved it (${i})`,
          createdAt: new Date(Date.UTC(2026, 1, i)),
        });
      }
      if (i % 10 === 0) await addFavoriteMark(db, admin.id, recipe.id);
      if (i === 7) await hideForFamily(db, recipe.id, family.id);
      if (i <= 20) {
        await createMealPlan(db, {
          familyId: family.id,
          recipeId: recipe.id,
          day: `2030-02-${String(i).padStart(2, '0')}`,
          mealType: MEALS[i % MEALS.length]!,
          plannedServings: 2 + (i % 5),
        });
      }
    }
    await createMealPlan(db, {
      familyId: family.id,
      day: '2030-02-21',
      mealType: 'Lunch',
      plannedServings: 3,
      placeholderData: { title: 'Leftovers', subtitle: 'From Sunday', servings: 5 },
    });
    await createMealPlan(db, { familyId: family.id, day: '2030-02-22', plannedServings: 6 });

    const fresh = await createFamily(db, 'The Newcomers');
    const freshBook = await createCookbook(db, {
      name: 'New Book',
      familyId: fresh.id,
      isDefault: true,
    });
    const importer = await createUser(db, { name: 'Nina New' });
    await addMember(db, importer.id, fresh.id, true);
    await grantEditor(db, importer.id, freshBook.id);
    Object.assign(to, {
      familyId: fresh.id,
      cookbookId: freshBook.id,
      userId: importer.id,
      cookie: (await signInAs(db, importer.id)).cookie,
    });
  }, 120_000);

  async function importZip(zip: Buffer) {
    const params = new URLSearchParams({
      familyId: String(to.familyId),
      cookbookId: String(to.cookbookId),
      mealPlans: 'true',
    });
    const body = multipartBody([
      { name: 'file', filename: 'family-cookbook.zip', contentType: 'application/zip', data: zip },
    ]);
    const started = await injectAs(ctx.app, { cookie: to.cookie }).post(
      `/api/app-imports?${params}`,
      body.payload,
      body.headers,
    );
    expect(started.statusCode, started.body).toBe(202);
    let job: AppImportJob | undefined;
    await vi.waitFor(
      async () => {
        const res = await injectAs(ctx.app, { cookie: to.cookie }).get(
          `/api/app-imports/${started.json<AppImportJob>().id}`,
        );
        job = res.json<AppImportJob>();
        expect(['reading', 'saving']).not.toContain(job.status);
      },
      { timeout: 90_000, interval: 200 },
    );
    return job!;
  }

  it('reproduces recipes, pictures, notes, favourites, hidden marks and meal plans', async () => {
    const res = await injectAs(ctx.app, { cookie: from.cookie }).get(
      `/api/families/${from.familyId}/export`,
    );
    expect(res.statusCode, res.body).toBe(200);

    const job = await importZip(res.rawPayload);
    expect(job.status).toBe('done');
    expect(job.report).toMatchObject({
      format: 'family-cookbook',
      recipes: RECIPES,
      images: RECIPES,
      skipped: 0,
      failed: [],
    });

    const imported = await ctx.db
      .select({ id: recipes.id, title: recipes.title })
      .from(recipes)
      .where(eq(recipes.cookbookId, to.cookbookId));
    expect(imported).toHaveLength(RECIPES);
    const importedByTitle = new Map(imported.map((row) => [row.title, row.id]));
    const originalTitles = new Map<number, string>();
    const importedTitles = new Map(imported.map((row) => [row.id, row.title]));

    for (const id of originalIds) {
      const original = await recipeFields(ctx.db, ctx.app.imageStorage, id);
      originalTitles.set(id, original.title);
      const copyId = importedByTitle.get(original.title);
      expect(copyId, original.title).toBeDefined();
      const copy = await recipeFields(ctx.db, ctx.app.imageStorage, copyId!);
      expect(copy).toEqual(original);
      expect(original.image).not.toBeNull();
    }

    expect(await familyNotes(ctx.db, to.familyId, importedTitles)).toEqual(
      await familyNotes(ctx.db, from.familyId, originalTitles),
    );
    const importedNotes = await ctx.db.select().from(notes).where(eq(notes.familyId, to.familyId));
    expect(importedNotes).toHaveLength(RECIPES);
    expect(importedNotes.every((note) => note.userId === to.userId)).toBe(true);

    expect(await familyPlans(ctx.db, to.familyId, importedTitles)).toEqual(
      await familyPlans(ctx.db, from.familyId, originalTitles),
    );

    const favoriteTitles = async (userId: number, titles: Map<number, string>) =>
      (await ctx.db.select().from(favorites).where(eq(favorites.userId, userId)))
        .map((row) => titles.get(row.recipeId))
        .sort();
    expect(await favoriteTitles(to.userId, importedTitles)).toEqual(
      await favoriteTitles(from.userId, originalTitles),
    );
    const hiddenTitles = async (familyId: number, titles: Map<number, string>) =>
      (await ctx.db.select().from(hiddenRecipes).where(eq(hiddenRecipes.familyId, familyId)))
        .map((row) => titles.get(row.recipeId))
        .sort();
    expect(await hiddenTitles(to.familyId, importedTitles)).toEqual(
      await hiddenTitles(from.familyId, originalTitles),
    );

    // The same zip again adds nothing: no recipe, note or plan twice.
    const again = await importZip(res.rawPayload);
    expect(again.report).toMatchObject({ recipes: 0, skipped: RECIPES, mealPlans: 0 });
    const notesAfter = await ctx.db
      .select({ id: notes.id })
      .from(notes)
      .where(
        and(eq(notes.familyId, to.familyId), inArray(notes.recipeId, [...importedTitles.keys()])),
      );
    expect(notesAfter).toHaveLength(RECIPES);
  }, 240_000);
});
