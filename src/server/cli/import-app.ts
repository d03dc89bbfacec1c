/**
 * `npm run --silent import:app -- FILE --cookbook ID [--family ID] [--user EMAIL] [--meal-plans]`:
 * the import page's import from another app, on the server's database as `npm start` opens it
 * (docs/decisions/050-import-from-other-apps.md), for self-hosters and for measuring. Prints
 * the report as one JSON line; exits 2 when the file is refused, 1 on a wrong argument.
 *
 * It acts as `--user` (default: the first super admin) into the cookbook `--cookbook`, for the
 * family `--family` (default: the first family the cookbook is linked to). On PGlite the data
 * folder must be free: stop the server first, or use its import page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { asc, eq, sql } from 'drizzle-orm';
import { requireAccess } from '#server/access/require-access';
import { loadConfig } from '#server/config';
import { AppError } from '#server/lib/app-error';
import { openDatabase, type Database } from '#server/db/client';
import { DataFolderLockedError, lockDataFolder } from '#server/db/data-folder-lock';
import { runMigrations, withStartupLock } from '#server/db/migrate';
import { familyCookbooks, roles, userFamilies, users } from '#server/db/schema';
import { LocalImageStorage } from '#server/modules/images/storage';
import { createAppExportReader } from '#server/modules/app-import/app-export-reader';
import { runAppImport } from '#server/modules/app-import/app-import-job';
import { insertJob } from '#server/modules/app-import/app-import.repository';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { emptyAppImportReport, type AppImportReport } from '#shared/app-import/app-import.schemas';

class UsageError extends Error {}

function readArguments() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      cookbook: { type: 'string' },
      family: { type: 'string' },
      user: { type: 'string' },
      'meal-plans': { type: 'boolean', default: false },
    },
  });
  const file = positionals[0];
  const cookbookId = Number(values.cookbook);
  if (!file || !Number.isInteger(cookbookId) || cookbookId < 1) {
    throw new UsageError(
      'Usage: npm run --silent import:app -- FILE --cookbook ID [--family ID] [--user EMAIL] [--meal-plans]',
    );
  }
  const familyId = values.family === undefined ? null : Number(values.family);
  return {
    file,
    cookbookId,
    familyId,
    email: values.user ?? null,
    mealPlans: values['meal-plans'],
  };
}

async function actingUser(db: Database, email: string | null): Promise<CurrentUser> {
  const isSuperAdmin = sql<boolean>`exists (select 1 from ${roles} where ${roles.userId} = ${users.id} and ${roles.role} = 'super_admin')`;
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      picture: users.picture,
      isSuperAdmin,
    })
    .from(users)
    .where(email ? eq(users.email, email) : isSuperAdmin)
    .orderBy(asc(users.id))
    .limit(1);
  if (!row) throw new UsageError(email ? `No user ${email}` : 'No super admin: pass --user EMAIL');
  const families = await db
    .select({ id: userFamilies.familyId })
    .from(userFamilies)
    .where(eq(userFamilies.userId, row.id));
  return { ...row, familyIds: families.map((f) => f.id) };
}

async function targetFamily(db: Database, cookbookId: number, chosen: number | null) {
  if (chosen !== null) return chosen;
  const [link] = await db
    .select({ id: familyCookbooks.familyId })
    .from(familyCookbooks)
    .where(eq(familyCookbooks.cookbookId, cookbookId))
    .orderBy(asc(familyCookbooks.familyId))
    .limit(1);
  if (!link)
    throw new UsageError(`Cookbook ${cookbookId} is linked to no family: pass --family ID`);
  return link.id;
}

/** The report's keys, in the order the issue names them; a refusal is its one failure. */
function printed(report: AppImportReport, fileName: string) {
  const { refusal, ...counts } = report;
  const failed = refusal ? [{ title: fileName, reason: refusal.message }] : counts.failed;
  return JSON.stringify({
    format: counts.format,
    recipes: counts.recipes,
    ingredients: counts.ingredients,
    steps: counts.steps,
    images: counts.images,
    mealPlans: counts.mealPlans,
    skipped: counts.skipped,
    failed,
  });
}

async function main() {
  const args = readArguments();
  const bytes = readFileSync(args.file);
  const config = loadConfig();
  const folderLock = config.databaseUrl
    ? null
    : await lockDataFolder(config.dataDir, () => process.exit(1));
  const handle = await openDatabase(config);
  const reader = createAppExportReader();
  try {
    await withStartupLock(handle, () => runMigrations(handle));
    const db = handle.db;
    const user = await actingUser(db, args.email);
    // The import page's own rule: editors of the cookbook (or of all) and super admins.
    await requireAccess(db, user, 'cookbook.import', [args.cookbookId]);
    const familyId = await targetFamily(db, args.cookbookId, args.familyId);
    const fileName = path.basename(args.file);
    const job = await insertJob(db, {
      familyId,
      userId: user.id,
      cookbookId: args.cookbookId,
      fileName,
      report: emptyAppImportReport(),
    });
    const storage = LocalImageStorage.forDataDir(config.dataDir);
    const report = await runAppImport(
      { db, storage, reader },
      user,
      {
        jobId: job.id,
        familyId,
        cookbookId: args.cookbookId,
        fileName,
        withMealPlans: args.mealPlans,
      },
      bytes,
      emptyAppImportReport(),
    );
    console.log(printed(report, fileName));
    process.exitCode = report.refusal ? 2 : 0;
  } finally {
    await reader.close();
    await handle.close();
    await folderLock?.release();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof UsageError ||
    error instanceof DataFolderLockedError ||
    error instanceof AppError
  ) {
    console.error(error.message);
    process.exitCode = 1;
    return;
  }
  console.error(error);
  process.exitCode = 1;
});
