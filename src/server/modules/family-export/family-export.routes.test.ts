import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenRecipes, recipes } from '#server/db/schema';
import { readUpload, type UploadFile } from '#server/modules/app-import/archive/read-upload';
import { storeImageBytes } from '#server/modules/images/image-pipeline';
import * as images from '#server/test-support/image-corpus';
import { injectAs } from '#server/test-support/inject-as';
import {
  addFavoriteMark,
  createNote,
  hideForFamily,
  setShowHidden,
  useRecipeWorld,
} from '#server/test-support/recipe-factories';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import { useTestApp } from '#server/test-support/test-app';
import { familyFileSchema, type FamilyFile } from './export-format';
import { ownFieldsOf } from './recipe-json-ld';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fc-family-export-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('GET /api/families/:familyId/export', () => {
  const ctx = useTestApp({ DATA_DIR: dataDir });
  const w = useRecipeWorld(ctx);
  let stewImage: string;

  beforeAll(async () => {
    stewImage = await storeImageBytes(ctx.app.imageStorage, await images.png(64, 48));
    await ctx.db
      .update(recipes)
      .set({ imageUrl: stewImage })
      .where(eq(recipes.id, w.recipes.stewA.id));
    await createNote(ctx.db, {
      recipeId: w.recipes.stewA.id,
      familyId: w.familyA.id,
      userId: w.users.adminA.id,
      text: 'Better the next day',
    });
    // Family B's note on a recipe A sees too: not A's to export.
    await createNote(ctx.db, {
      recipeId: w.recipes.publicPie.id,
      familyId: w.familyB.id,
      userId: w.users.memberB.id,
      text: 'B only',
    });
    await addFavoriteMark(ctx.db, w.users.memberA.id, w.recipes.soupA.id);
    await createMealPlan(ctx.db, { familyId: w.familyA.id, recipeId: w.recipes.stewA.id });
  });

  const exportOf = (familyId: number) => `/api/families/${familyId}/export`;

  async function download(who: Parameters<typeof injectAs>[1], familyId = w.familyA.id) {
    const res = await injectAs(ctx.app, who).get(exportOf(familyId));
    expect(res.statusCode, res.body).toBe(200);
    const files = await readUpload('export.zip', res.rawPayload);
    return { res, files };
  }

  const recipeFiles = (files: UploadFile[]) =>
    files.filter((file) => file.path.startsWith('recipes/'));
  const titlesOf = (files: UploadFile[]) =>
    recipeFiles(files)
      .map((file) => ownFieldsOf(JSON.parse(file.bytes.toString('utf8')))!.title)
      .sort();
  const familyOf = (files: UploadFile[]): FamilyFile =>
    familyFileSchema.parse(
      JSON.parse(files.find((file) => file.path === 'family.json')!.bytes.toString('utf8')),
    );

  it("a member downloads a zip of the family's recipes, pictures, family.json and a README", async () => {
    const { res, files } = await download(w.cookies.memberA);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="family-cookbook-family-a-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const paths = files.map((file) => file.path);
    expect(paths).toContain('README.md');
    expect(paths).toContain('family.json');
    // The public cookbook and A's own; neither B's nor the unlinked one.
    expect(titlesOf(files)).toEqual(['Apple Pie', 'Beef Stew', 'carrot soup']);
    expect(recipeFiles(files).map((file) => file.path)).toContain(
      `recipes/beef-stew-${w.recipes.stewA.id}.json`,
    );

    const stewFile = files.find((f) => f.path === `recipes/beef-stew-${w.recipes.stewA.id}.json`)!;
    const node = JSON.parse(stewFile.bytes.toString('utf8')) as Record<string, unknown>;
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Beef Stew',
      recipeIngredient: ['1 1/2 cup flour', '2 eggs', 'salt to taste'],
      prepTime: 'PT10M',
      cookTime: 'PT20M',
      totalTime: 'PT30M',
    });
    const imageFile = `images/${stewImage.slice(stewImage.lastIndexOf('/') + 1)}`;
    expect(node.image).toBe(imageFile);
    const picture = files.find((file) => file.path === imageFile);
    expect(picture?.bytes.equals((await ctx.app.imageStorage.read(stewImage))!)).toBe(true);

    const family = familyOf(files);
    expect(family.family).toEqual({ id: w.familyA.id, name: 'Family A' });
    expect(family.exportedBy).toBe('Member A');
    expect(family.recipes).toHaveLength(3);
    expect(family.notes.map((note) => [note.recipeId, note.text, note.author])).toEqual([
      [w.recipes.stewA.id, 'Better the next day', 'Admin A'],
    ]);
    expect(family.favorites.map((favorite) => favorite.recipeId)).toEqual([w.recipes.soupA.id]);
    expect(family.mealPlans).toEqual([
      expect.objectContaining({
        date: '2030-01-06',
        mealType: 'Dinner',
        recipeId: w.recipes.stewA.id,
        title: 'Beef Stew',
      }),
    ]);
  });

  it('a recipe hidden from the family is left out, unless the member shows hidden recipes', async () => {
    await hideForFamily(ctx.db, w.recipes.soupA.id, w.familyA.id);
    try {
      expect(titlesOf((await download(w.cookies.memberA)).files)).toEqual([
        'Apple Pie',
        'Beef Stew',
      ]);
      await setShowHidden(ctx.db, w.users.editorA.id, true);
      const { files } = await download(w.cookies.editorA);
      expect(titlesOf(files)).toEqual(['Apple Pie', 'Beef Stew', 'carrot soup']);
      const soup = recipeFiles(files)
        .map((file) => ownFieldsOf(JSON.parse(file.bytes.toString('utf8')))!)
        .find((own) => own.title === 'carrot soup');
      expect(soup?.isHidden).toBe(true);
    } finally {
      await ctx.db.delete(hiddenRecipes);
      await setShowHidden(ctx.db, w.users.editorA.id, false);
    }
  });

  it("another family's member, a super admin who is no member and an anonymous caller get no zip", async () => {
    for (const who of [w.cookies.memberB, w.cookies.outsider]) {
      const res = await injectAs(ctx.app, who).get(exportOf(w.familyA.id));
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBeUndefined();
    }
    const anonymous = await injectAs(ctx.app, null).get(exportOf(w.familyA.id));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-disposition']).toBeUndefined();
  });

  it("B's member gets B's recipes only", async () => {
    const { files } = await download(w.cookies.memberB, w.familyB.id);
    expect(titlesOf(files)).toEqual(['Apple Pie', 'Jollof Rice']);
    expect(familyOf(files).notes.map((note) => note.text)).toEqual(['B only']);
  });
});
