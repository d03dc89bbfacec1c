import { and, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { appImportJobs } from '#server/db/schema';
import type {
  AppImportJob,
  AppImportReport,
  AppImportStatus,
} from '#shared/app-import/app-import.schemas';

type JobRow = typeof appImportJobs.$inferSelect;

const RUNNING: AppImportStatus[] = ['reading', 'saving'];

export function toJobDto(row: JobRow): AppImportJob {
  return {
    id: row.id,
    familyId: row.familyId,
    cookbookId: row.cookbookId,
    fileName: row.fileName,
    status: row.status,
    total: row.total,
    done: row.done,
    cancelRequested: row.cancelRequested,
    report: row.report,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function insertJob(
  db: DbOrTx,
  values: Pick<JobRow, 'familyId' | 'userId' | 'cookbookId' | 'fileName' | 'report'>,
): Promise<JobRow> {
  const [row] = await db
    .insert(appImportJobs)
    .values({ ...values, status: 'reading' })
    .returning();
  return row!;
}

export async function findJob(db: DbOrTx, id: number): Promise<JobRow | null> {
  const [row] = await db.select().from(appImportJobs).where(eq(appImportJobs.id, id)).limit(1);
  return row ?? null;
}

export async function listFamilyJobs(db: DbOrTx, familyId: number, limit: number) {
  return db
    .select()
    .from(appImportJobs)
    .where(eq(appImportJobs.familyId, familyId))
    .orderBy(desc(appImportJobs.createdAt), desc(appImportJobs.id))
    .limit(limit);
}

/** The family's import that is still running, if any. */
export async function findRunningJob(db: DbOrTx, familyId: number) {
  const [row] = await db
    .select({ id: appImportJobs.id })
    .from(appImportJobs)
    .where(and(eq(appImportJobs.familyId, familyId), inArray(appImportJobs.status, RUNNING)))
    .limit(1);
  return row ?? null;
}

/** Imports the user started in the last `window` (a Postgres interval). */
export async function countUserJobsSince(db: DbOrTx, userId: number, window: string) {
  const [row] = await db
    .select({ count: count() })
    .from(appImportJobs)
    .where(
      and(
        eq(appImportJobs.userId, userId),
        gt(appImportJobs.createdAt, sql`now() - ${window}::interval`),
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * Running jobs not heard of for `window`: the process running them stopped (a restart, a
 * crash). They end as failed, so the family can import again.
 */
export async function failAbandonedJobs(
  db: DbOrTx,
  window: string,
  report: (r: AppImportReport) => AppImportReport,
) {
  const stale = await db
    .select()
    .from(appImportJobs)
    .where(
      and(
        inArray(appImportJobs.status, RUNNING),
        lt(appImportJobs.updatedAt, sql`now() - ${window}::interval`),
      ),
    );
  for (const row of stale) {
    await db
      .update(appImportJobs)
      .set({
        status: 'failed',
        report: report(row.report),
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(appImportJobs.id, row.id), inArray(appImportJobs.status, RUNNING)));
  }
  return stale.length;
}

export async function updateJob(
  db: DbOrTx,
  id: number,
  changes: Partial<Pick<JobRow, 'status' | 'total' | 'done' | 'report'>> & { finished?: boolean },
) {
  const { finished, ...fields } = changes;
  await db
    .update(appImportJobs)
    .set({ ...fields, updatedAt: sql`now()`, ...(finished ? { finishedAt: sql`now()` } : {}) })
    .where(eq(appImportJobs.id, id));
}

/** Asks a running job to stop; answers false when it has ended already. */
export async function requestCancel(db: DbOrTx, id: number) {
  const rows = await db
    .update(appImportJobs)
    .set({ cancelRequested: true })
    .where(and(eq(appImportJobs.id, id), inArray(appImportJobs.status, RUNNING)))
    .returning({ id: appImportJobs.id });
  return rows.length > 0;
}

export async function isCancelRequested(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ cancel: appImportJobs.cancelRequested })
    .from(appImportJobs)
    .where(eq(appImportJobs.id, id));
  return row?.cancel ?? true;
}
