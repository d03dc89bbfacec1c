/**
 * One import from another app, from the uploaded bytes to the report
 * (docs/decisions/050-import-from-other-apps.md): read off the event loop, then each recipe
 * saved on its own, the job's row updated as it goes so every process can show progress and
 * ask it to stop. A refused file saves nothing. A cancel stops before the next recipe; what
 * was saved stays, and the report says how far it got.
 */
import type { CurrentUser } from '#server/modules/auth/sessions';
import type { AppImportReport } from '#shared/app-import/app-import.schemas';
import type { AppExportReader } from './app-export-reader';
import { isCancelRequested, updateJob } from './app-import.repository';
import { saveAppRecipe, type AppSaveDeps } from './app-recipe-save';
import type { AppExport } from './formats/app-export';
import { saveFamilyExtras } from './family-extras-save';
import { saveMealPlans } from './meal-plans-save';

export type AppImportDeps = AppSaveDeps & {
  reader: AppExportReader;
  /** Aborted when the server shuts down: running imports stop before their next recipe. */
  shutdown?: AbortSignal;
};

export type AppImportRun = {
  jobId: number;
  familyId: number;
  cookbookId: number;
  fileName: string;
  withMealPlans: boolean;
};

/** Progress is written at most this often (and at the end): a row update per recipe is waste. */
const PROGRESS_EVERY_MS = 400;

export async function runAppImport(
  deps: AppImportDeps,
  user: CurrentUser,
  run: AppImportRun,
  bytes: Buffer,
  report: AppImportReport,
): Promise<AppImportReport> {
  const outcome = await deps.reader.read(run.fileName, bytes);
  if (!outcome.ok) {
    const { code, message, params } = outcome;
    report.refusal = { code, message, ...(params && { params }) };
    await updateJob(deps.db, run.jobId, { status: 'refused', report, finished: true });
    return report;
  }
  const { export: read } = outcome;
  report.format = read.format;
  report.failed.push(...read.failed);
  const total = read.recipes.length + read.failed.length;
  await updateJob(deps.db, run.jobId, {
    status: 'saving',
    total,
    done: read.failed.length,
    report,
  });
  const { cancelled, recipeIds, importedNow } = await saveRecipes(deps, user, run, read, report);
  if (!cancelled && read.family) {
    await saveFamilyExtras(deps.db, user, run, read.family, recipeIds, importedNow);
  }
  if (!cancelled && run.withMealPlans && read.mealPlans.length > 0) {
    report.mealPlans = await saveMealPlans(deps.db, user, run, read, recipeIds);
  }
  await updateJob(deps.db, run.jobId, {
    status: cancelled ? 'cancelled' : 'done',
    report,
    finished: true,
  });
  return report;
}

/**
 * Saves each recipe; answers whether a cancel stopped it, our recipe of each of the app's ids
 * (imported now or before), for the meal plans, and which of those ids were imported now.
 */
async function saveRecipes(
  deps: AppImportDeps,
  user: CurrentUser,
  run: AppImportRun,
  read: AppExport,
  report: AppImportReport,
): Promise<{ cancelled: boolean; recipeIds: Map<string, number>; importedNow: Set<string> }> {
  const target = { cookbookId: run.cookbookId, familyId: run.familyId, format: read.format };
  const recipeIds = new Map<string, number>();
  const importedNow = new Set<string>();
  let done = read.failed.length;
  let lastWrite = Date.now();
  for (const recipe of read.recipes) {
    if (deps.shutdown?.aborted || (await isCancelRequested(deps.db, run.jobId))) {
      return { cancelled: true, recipeIds, importedNow };
    }
    const saved = await saveAppRecipe(deps, user, recipe, target);
    if (saved.kind === 'imported') {
      report.recipes += 1;
      report.ingredients += saved.ingredients;
      report.steps += saved.steps;
      report.images += saved.images;
    } else if (saved.kind === 'skipped') {
      report.skipped += 1;
    } else {
      report.failed.push({ title: recipe.title, reason: saved.reason });
    }
    if (saved.kind !== 'failed' && recipe.sourceId) recipeIds.set(recipe.sourceId, saved.recipeId);
    if (saved.kind === 'imported' && recipe.sourceId) importedNow.add(recipe.sourceId);
    done += 1;
    if (Date.now() - lastWrite >= PROGRESS_EVERY_MS) {
      await updateJob(deps.db, run.jobId, { done, report });
      lastWrite = Date.now();
    }
  }
  await updateJob(deps.db, run.jobId, { done, report });
  return { cancelled: false, recipeIds, importedNow };
}
