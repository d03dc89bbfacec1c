/**
 * Import from another app (docs/decisions/050-import-from-other-apps.md). Starting one checks
 * everything before the file is read or a job row is written: the cookbook is the user's to
 * import into, meal plans only for the family's admins, one running import per family and a
 * few per user an hour. The import then runs in the background (app-import-job.ts); its row
 * tells its progress to every process.
 */
import type { FastifyBaseLogger } from 'fastify';
import { checkFamilyAdmin } from '#server/access/family-access.repository';
import { requireAccess } from '#server/access/require-access';
import { conflict, forbidden, LimitReachedError, notFound } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { emptyAppImportReport, type AppImportJob } from '#shared/app-import/app-import.schemas';
import { runAppImport, type AppImportDeps } from './app-import-job';
import {
  countUserJobsSince,
  failAbandonedJobs,
  findJob,
  findRunningJob,
  insertJob,
  listFamilyJobs,
  requestCancel,
  toJobDto,
  updateJob,
} from './app-import.repository';

/** Imports one user may start in an hour: a family moves its recipes once, then now and then. */
export const APP_IMPORTS_PER_USER_PER_HOUR = 10;
/** A running job not heard of for this long has lost its process. */
const ABANDONED_AFTER = '2 minutes';
/** Imports listed on the page. */
const LISTED_JOBS = 5;

export type AppImporter = AppImportDeps & {
  /** The imports running in this process, awaited when the app closes. */
  running: Set<Promise<unknown>>;
};

export type StartAppImport = {
  familyId: number;
  cookbookId: number;
  mealPlans: boolean;
};

const jobNotFound = () => notFound('app_import_not_found', 'Import not found');

/** Checks that answer before the upload is read, so a refused import reads and writes nothing. */
export async function assertMayStart(
  importer: AppImporter,
  user: CurrentUser,
  start: StartAppImport,
) {
  await requireAccess(importer.db, user, 'cookbook.import', [start.cookbookId]);
  if (start.mealPlans) {
    const admins = await checkFamilyAdmin(importer.db, user, [start.familyId], true);
    if (!admins.has(start.familyId)) {
      throw forbidden(
        'app_import_meal_plans_forbidden',
        'Only a family admin can bring meal plans in',
      );
    }
  }
  await failAbandonedJobs(importer.db, ABANDONED_AFTER, (report) => ({
    ...report,
    refusal: { code: 'internal_error', message: 'The server stopped during the import' },
  }));
  if (await findRunningJob(importer.db, start.familyId)) {
    throw conflict(
      'app_import_running',
      'An import is still running for this family: wait for it, or cancel it',
    );
  }
  const recent = await countUserJobsSince(importer.db, user.id, '1 hour');
  if (recent >= APP_IMPORTS_PER_USER_PER_HOUR) {
    throw new LimitReachedError(
      'app_import_limit',
      `You can import ${APP_IMPORTS_PER_USER_PER_HOUR} files an hour`,
      60 * 60,
      { limit: APP_IMPORTS_PER_USER_PER_HOUR },
    );
  }
}

/** Starts the import of an uploaded file; answers its job at once. */
export async function startAppImport(
  importer: AppImporter,
  user: CurrentUser,
  start: StartAppImport,
  file: { name: string; bytes: Buffer },
  log: FastifyBaseLogger,
): Promise<AppImportJob> {
  const row = await insertJob(importer.db, {
    familyId: start.familyId,
    userId: user.id,
    cookbookId: start.cookbookId,
    fileName: file.name,
    report: emptyAppImportReport(),
  });
  const run = {
    jobId: row.id,
    familyId: start.familyId,
    cookbookId: start.cookbookId,
    fileName: file.name,
    withMealPlans: start.mealPlans,
  };
  const job = runAppImport(importer, user, run, file.bytes, emptyAppImportReport())
    .catch(async (error: unknown) => {
      log.error({ err: error, jobId: row.id }, 'import from another app failed');
      const report = (await findJob(importer.db, row.id))?.report ?? emptyAppImportReport();
      report.refusal = { code: 'internal_error', message: 'The import stopped on an error' };
      await updateJob(importer.db, row.id, { status: 'failed', report, finished: true }).catch(
        () => undefined,
      );
    })
    .finally(() => importer.running.delete(job));
  importer.running.add(job);
  return toJobDto(row);
}

/** A job of one of the user's families; any other is 404, as if it did not exist. */
async function visibleJob(importer: AppImporter, user: CurrentUser, id: number) {
  const row = await findJob(importer.db, id);
  if (!row || !user.familyIds.includes(row.familyId)) throw jobNotFound();
  return row;
}

export async function getAppImport(importer: AppImporter, user: CurrentUser, id: number) {
  return toJobDto(await visibleJob(importer, user, id));
}

export async function listFamilyAppImports(importer: AppImporter, familyId: number) {
  return (await listFamilyJobs(importer.db, familyId, LISTED_JOBS)).map(toJobDto);
}

/** The one who started it and the family's admins may stop it. */
export async function cancelAppImport(importer: AppImporter, user: CurrentUser, id: number) {
  const row = await visibleJob(importer, user, id);
  if (row.userId !== user.id) {
    const admins = await checkFamilyAdmin(importer.db, user, [row.familyId], false);
    if (!admins.has(row.familyId)) throw forbidden();
  }
  await requestCancel(importer.db, id);
  return toJobDto((await findJob(importer.db, id)) ?? row);
}
