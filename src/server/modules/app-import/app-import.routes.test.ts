import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appImportJobs,
  categories,
  importedRecipeSources,
  mealPlans,
  notes,
  recipes,
} from '#server/db/schema';
import { mealieBackup, paprikaExport } from '#server/test-support/app-export-fixtures';
import { craftZip } from '#server/test-support/craft-zip';
import * as images from '#server/test-support/image-corpus';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { multipartBody } from '#server/test-support/multipart-body';
import { useRecipeWorld } from '#server/test-support/recipe-factories';
import { useTestApp } from '#server/test-support/test-app';
import { buildApp } from '#server/app';
import { emptyAppImportReport, type AppImportJob } from '#shared/app-import/app-import.schemas';
import { APP_IMPORTS_PER_USER_PER_HOUR } from './app-import.service';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fc-app-import-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('import from another app', () => {
  const ctx = useTestApp({ DATA_DIR: dataDir });
  const w = useRecipeWorld(ctx);
  let photo: Buffer;
  beforeAll(async () => {
    photo = await images.png(64, 48);
  });
  // Each test starts with no import running and none counted against the hourly limit.
  beforeEach(async () => {
    await ctx.db.delete(appImportJobs);
  });

  const upload = (file: Buffer, name = 'export.paprikarecipes') =>
    multipartBody([{ name: 'file', filename: name, contentType: 'application/zip', data: file }]);

  function start(
    who: Who,
    file: Buffer,
    { name, ...query }: Record<string, string | number> & { name?: string } = {},
  ) {
    const params = new URLSearchParams({
      familyId: String(w.familyA.id),
      cookbookId: String(w.books.a.id),
      ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    const body = upload(file, name);
    return injectAs(ctx.app, who).post(`/api/app-imports?${params}`, body.payload, body.headers);
  }

  /** Waits until the job has ended, and answers it as its family's members see it. */
  async function ended(who: Who, id: number): Promise<AppImportJob> {
    let job: AppImportJob | undefined;
    await vi.waitFor(
      async () => {
        const res = await injectAs(ctx.app, who).get(`/api/app-imports/${id}`);
        expect(res.statusCode, res.body).toBe(200);
        job = res.json<AppImportJob>();
        expect(['reading', 'saving']).not.toContain(job.status);
      },
      { timeout: 30_000, interval: 100 },
    );
    return job!;
  }

  const recipesOf = (cookbookId: number) =>
    ctx.db.select().from(recipes).where(eq(recipes.cookbookId, cookbookId));
  const countOf = async (table: typeof categories | typeof notes | typeof mealPlans) =>
    Number((await ctx.db.select({ n: count() }).from(table))[0]!.n);

  it('imports every recipe with its picture, category and notes, and reports it; the same file again adds nothing', async () => {
    const file = paprikaExport([
      {
        uid: 'P-1',
        name: 'Zucchini Fritters',
        ingredients: '400 g zucchini\n2 eggs\n2 tbsp flour\nsalt',
        directions: 'Grate the zucchini.\n\nMix with eggs and flour.\n\nFry.',
        categories: ['Snacks from Paprika', 'Vegetarian'],
        notes: 'Serve with sour cream.',
        photo,
      },
      { uid: 'P-2', name: 'Plain Bread', categories: [] },
    ]);
    const before = (await recipesOf(w.books.a.id)).length;
    const res = await start(w.cookies.editorA, file);
    expect(res.statusCode, res.body).toBe(202);
    const job = await ended(w.cookies.editorA, res.json<AppImportJob>().id);
    expect(job).toMatchObject({ status: 'done', total: 2, done: 2 });
    expect(job.report).toMatchObject({
      format: 'paprika',
      recipes: 2,
      ingredients: 6,
      steps: 5,
      images: 1,
      skipped: 0,
      failed: [],
      refusal: null,
    });

    const saved = await recipesOf(w.books.a.id);
    expect(saved).toHaveLength(before + 2);
    const fritters = saved.find((r) => r.title === 'Zucchini Fritters')!;
    expect(fritters).toMatchObject({ servings: 4, prepTime: 10, cookTime: 20 });
    expect(fritters.imageUrl).toMatch(/^\/uploads\/recipes\/[0-9a-f]{32}\.webp$/);
    const [category] = await ctx.db
      .select()
      .from(categories)
      .where(eq(categories.id, fritters.categoryId));
    expect(category!.name).toBe('Snacks from Paprika');
    const [note] = await ctx.db.select().from(notes).where(eq(notes.recipeId, fritters.id));
    expect(note).toMatchObject({ familyId: w.familyA.id, text: 'Serve with sour cream.' });

    const again = await start(w.cookies.editorA, file);
    const second = await ended(w.cookies.editorA, again.json<AppImportJob>().id);
    expect(second.report).toMatchObject({ recipes: 0, skipped: 2, failed: [] });
    expect(await recipesOf(w.books.a.id)).toHaveLength(before + 2);
  });

  it('a recipe it cannot save fails with the reason; the others import', async () => {
    const file = paprikaExport([
      { uid: 'Q-1', name: 'No Steps Here', directions: '' },
      { uid: 'Q-2', name: 'Good Soup' },
    ]);
    const res = await start(w.cookies.editorA, file);
    const job = await ended(w.cookies.editorA, res.json<AppImportJob>().id);
    expect(job.report.recipes).toBe(1);
    expect(job.report.failed).toEqual([
      { title: 'No Steps Here', reason: 'The recipe has no ingredients or no steps' },
    ]);
  });

  describe('a file that is refused changes nothing', () => {
    async function expectRefused(
      file: Buffer,
      code: string,
      { name, params }: { name?: string; params?: Record<string, number> } = {},
    ) {
      const counts = async () => ({
        recipes: (await ctx.db.select({ n: count() }).from(recipes))[0]!.n,
        categories: await countOf(categories),
        sources: (await ctx.db.select({ n: count() }).from(importedRecipeSources))[0]!.n,
      });
      const before = await counts();
      const res = await start(w.cookies.editorA, file, name ? { name } : {});
      expect(res.statusCode, res.body).toBe(202);
      const job = await ended(w.cookies.editorA, res.json<AppImportJob>().id);
      expect(job.status).toBe('refused');
      expect(job.report.refusal?.code).toBe(code);
      expect(job.report.refusal?.message.length).toBeGreaterThan(10);
      // The values its message names, for the page to say it in the reader's language.
      expect(job.report.refusal?.params).toEqual(params);
      expect(await counts()).toEqual(before);
    }

    it('a zip bomb', async () => {
      const bomb = craftZip([
        { name: 'database.json', data: Buffer.alloc(20 * 1024 * 1024), deflate: true },
      ]);
      await expectRefused(bomb, 'archive_bomb');
    });

    it('a path that leaves the archive, beside real recipes', async () => {
      const good = paprikaExport([{ uid: 'R-1', name: 'Would Be Imported' }]);
      const evil = craftZip([
        { name: 'My Recipes/ok.paprikarecipe', data: good },
        { name: '../../evil.paprikarecipe', data: Buffer.from('{}') },
      ]);
      await expectRefused(evil, 'archive_unsafe_path');
    });

    it('a symbolic link', async () => {
      const link = craftZip([
        { name: 'recipe.json', data: Buffer.from('/etc'), unixMode: 0o120777 },
      ]);
      await expectRefused(link, 'archive_symlink');
    });

    it('more than 5,000 files', async () => {
      const many = craftZip(
        Array.from({ length: 5001 }, (_, i) => ({ name: `r/${i}.json`, data: Buffer.from('{}') })),
      );
      await expectRefused(many, 'archive_too_many_files', { params: { limit: 5000 } });
    });

    it('zips nested 3 deep', async () => {
      const third = craftZip([{ name: 'recipe.json', data: Buffer.from('{}') }]);
      const second = craftZip([{ name: 'b.zip', data: third }]);
      await expectRefused(craftZip([{ name: 'a.zip', data: second }]), 'archive_too_deep', {
        params: { limit: 2 },
      });
    });

    it('a file of no known format', async () => {
      await expectRefused(Buffer.from('just some notes'), 'app_import_unknown_format', {
        name: 'notes.txt',
      });
    });
  });

  describe('who may import', () => {
    const file = () => paprikaExport([{ uid: 'W-1', name: 'Walnut Cake' }]);

    it('a member who edits no cookbook: 403, and no job', async () => {
      const res = await start(w.cookies.memberA, file());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'import_forbidden' });
      expect(await ctx.db.select().from(appImportJobs)).toEqual([]);
    });

    it("another family's cookbook or family: refused, nothing written", async () => {
      const foreignBook = await start(w.cookies.editorA, file(), { cookbookId: w.books.b.id });
      expect(foreignBook.statusCode).toBe(403);
      const foreignFamily = await start(w.cookies.editorA, file(), { familyId: w.familyB.id });
      expect(foreignFamily.statusCode).toBe(404);
      expect(await ctx.db.select().from(appImportJobs)).toEqual([]);
    });

    it("another family's member sees no job and cannot cancel it; a plain member of the family cannot cancel it", async () => {
      const started = await start(w.cookies.editorA, file());
      const id = started.json<AppImportJob>().id;
      expect(
        (await injectAs(ctx.app, w.cookies.memberB).get(`/api/app-imports/${id}`)).statusCode,
      ).toBe(404);
      expect(
        (await injectAs(ctx.app, w.cookies.memberB).post(`/api/app-imports/${id}/cancel`))
          .statusCode,
      ).toBe(404);
      expect(
        (await injectAs(ctx.app, w.cookies.memberA).post(`/api/app-imports/${id}/cancel`))
          .statusCode,
      ).toBe(403);
      const list = await injectAs(ctx.app, w.cookies.memberB).get(
        `/api/app-imports?familyId=${w.familyA.id}`,
      );
      expect(list.statusCode).toBe(404);
      await ended(w.cookies.editorA, id);
    });

    it('one import at a time per family, and a few an hour per user', async () => {
      await ctx.db.insert(appImportJobs).values({
        familyId: w.familyA.id,
        userId: w.users.superAdmin.id,
        cookbookId: w.books.a.id,
        fileName: 'running.zip',
        status: 'saving',
        report: emptyAppImportReport(),
      });
      const busy = await start(w.cookies.editorA, file());
      expect(busy.statusCode).toBe(409);
      expect(busy.json()).toMatchObject({ code: 'app_import_running' });

      await ctx.db.delete(appImportJobs);
      for (let i = 0; i < APP_IMPORTS_PER_USER_PER_HOUR; i++) {
        await ctx.db.insert(appImportJobs).values({
          familyId: w.familyB.id,
          userId: w.users.editorA.id,
          cookbookId: w.books.a.id,
          fileName: `old-${i}.zip`,
          status: 'done',
          report: emptyAppImportReport(),
        });
      }
      const limited = await start(w.cookies.editorA, file());
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    });

    it('meal plans only for the family’s admins', async () => {
      const res = await start(w.cookies.editorA, file(), { mealPlans: 'true' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'app_import_meal_plans_forbidden' });
    });
  });

  it("a Mealie backup's meal plans become the family's, with placeholders for recipes not here; once", async () => {
    const file = mealieBackup(
      [{ id: 'm-1', name: 'Mealie Risotto' }],
      [
        { date: '2031-05-05', entry_type: 'dinner', recipe_id: 'm-1' },
        {
          date: '2031-05-06',
          entry_type: 'lunch',
          recipe_id: 'missing-recipe',
          title: 'Lunch out',
        },
        { date: '2031-05-07', entry_type: 'breakfast', recipe_id: null, title: 'Pancakes' },
      ],
    );
    const plansBefore = await countOf(mealPlans);
    const res = await start(w.cookies.superAdmin, file, { mealPlans: 'true', name: 'mealie.zip' });
    expect(res.statusCode, res.body).toBe(202);
    const job = await ended(w.cookies.superAdmin, res.json<AppImportJob>().id);
    expect(job.report).toMatchObject({ format: 'mealie', recipes: 1, mealPlans: 3 });

    const plans = await ctx.db
      .select()
      .from(mealPlans)
      .where(and(eq(mealPlans.familyId, w.familyA.id)));
    const imported = plans.filter((plan) => plan.date.startsWith('2031-05'));
    const [risotto] = await ctx.db
      .select()
      .from(recipes)
      .where(eq(recipes.title, 'Mealie Risotto'));
    expect(
      imported
        .map((p) => [p.date.slice(0, 10), p.mealType, p.recipeId, p.placeholderData?.title ?? null])
        .sort(),
    ).toEqual([
      ['2031-05-05', 'Dinner', risotto!.id, null],
      ['2031-05-06', 'Lunch', null, 'Lunch out'],
      ['2031-05-07', 'Breakfast', null, 'Pancakes'],
    ]);

    const again = await start(w.cookies.superAdmin, file, {
      mealPlans: 'true',
      name: 'mealie.zip',
    });
    const second = await ended(w.cookies.superAdmin, again.json<AppImportJob>().id);
    expect(second.report).toMatchObject({ recipes: 0, skipped: 1, mealPlans: 0 });
    expect(await countOf(mealPlans)).toBe(plansBefore + 3);
  });

  it('a cancel stops before the next recipe; what was saved stays and the report says so', async () => {
    const many = paprikaExport(
      Array.from({ length: 300 }, (_, i) => ({ uid: `C-${i}`, name: `Cancelled Dish ${i}` })),
    );
    const res = await start(w.cookies.editorA, many);
    const id = res.json<AppImportJob>().id;
    const cancel = await injectAs(ctx.app, w.cookies.editorA).post(`/api/app-imports/${id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<AppImportJob>().cancelRequested).toBe(true);
    const job = await ended(w.cookies.editorA, id);
    expect(job.status).toBe('cancelled');
    expect(job.done).toBeLessThan(300);
    const saved = (await recipesOf(w.books.a.id)).filter((r) =>
      r.title.startsWith('Cancelled Dish'),
    );
    expect(saved).toHaveLength(job.report.recipes);
  });

  it('a shutdown stops a running import before its next recipe; it ends as cancelled', async () => {
    // A second app on the same database, closed mid-import as a restart would close it.
    const other = await buildApp({ config: ctx.config, db: ctx.db });
    await other.ready();
    const many = paprikaExport(
      Array.from({ length: 300 }, (_, i) => ({ uid: `S-${i}`, name: `Shutdown Dish ${i}` })),
    );
    const body = upload(many);
    const params = `familyId=${w.familyA.id}&cookbookId=${w.books.a.id}`;
    const res = await injectAs(other, w.cookies.editorA).post(
      `/api/app-imports?${params}`,
      body.payload,
      body.headers,
    );
    expect(res.statusCode, res.body).toBe(202);
    await other.close();
    const job = await ended(w.cookies.editorA, res.json<AppImportJob>().id);
    expect(job.status).toBe('cancelled');
    expect(job.done).toBeLessThan(300);
    const saved = (await recipesOf(w.books.a.id)).filter((r) =>
      r.title.startsWith('Shutdown Dish'),
    );
    expect(saved).toHaveLength(job.report.recipes);
  });

  it('lists the family’s imports, newest first', async () => {
    const res = await start(w.cookies.editorA, paprikaExport([{ uid: 'L-1', name: 'Listed Pie' }]));
    await ended(w.cookies.editorA, res.json<AppImportJob>().id);
    const list = await injectAs(ctx.app, w.cookies.memberA).get(
      `/api/app-imports?familyId=${w.familyA.id}`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json<AppImportJob[]>()[0]).toMatchObject({
      fileName: 'export.paprikarecipes',
      status: 'done',
    });
  });
});
