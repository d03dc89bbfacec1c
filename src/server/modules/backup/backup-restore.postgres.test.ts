import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, wrapPglite, type DatabaseHandle } from '#server/db/client';
import { PgliteInWorker } from '#server/db/pglite-worker/pglite-in-worker';
import { ingredients, recipes } from '#server/db/schema';
import { latestSchemaVersion, readSchemaVersion } from '#server/db/migrate-to';
import { dropDatabase, withDatabase } from '#server/test-support/global-setup';
import { pgliteTemplateFile, postgresTestUrl } from '#server/test-support/test-db-names';
import {
  countRows,
  imageChecksums,
  keepWriting,
  seedBackupWorld,
  storageIn,
  tempDir,
  writerFamiliesWithoutMember,
} from '#server/test-support/backup-testing';
import type { BackupManifest } from './backup-manifest';
import { writeBackupFile } from './backup-schedule';
import { DatabaseNotEmpty, restoreBackup } from './backup-restore';

const rowsOf = (manifest: BackupManifest) =>
  Object.fromEntries(Object.entries(manifest.tables).map(([table, { rows }]) => [table, rows]));

/**
 * The move from the embedded default to a server and back (decision 052): a PGlite database
 * backed up while a client keeps writing, restored into an empty PostgreSQL database (row
 * counts and image checksums equal), refused there the second time without --replace, restored
 * with it, and then backed up from PostgreSQL into a fresh PGlite.
 */
describe('backup from PGlite, restore into PostgreSQL and back', () => {
  const dir = tempDir();
  const url = postgresTestUrl()!;
  const scratch = `fc_backup_test_${randomBytes(5).toString('hex')}`;
  const dataOf = (name: string) => path.join(dir, name);
  const ctx = {} as { source: DatabaseHandle; target: DatabaseHandle };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${scratch}`);
    await admin.end();
    ctx.target = openPostgres(withDatabase(url, scratch));
    ctx.source = wrapPglite(await PgliteInWorker.open({ loadDataDirFile: pgliteTemplateFile() }));
    await seedBackupWorld(ctx.source.db, storageIn(dataOf('pglite')));
  });

  afterAll(async () => {
    await ctx.source?.close();
    await ctx.target?.close();
    await dropDatabase(url, scratch);
    rmSync(dir, { recursive: true, force: true });
  });

  it('moves a PGlite database written to during the backup into PostgreSQL and back', async () => {
    const writer = keepWriting(ctx.source.db);
    await writer.started;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const file = path.join(dir, 'pglite.zip');
    const manifest = await writeBackupFile(
      { db: ctx.source.db, kind: 'pglite', storage: storageIn(dataOf('pglite')) },
      file,
    );
    expect(await writer.stop()).toBeGreaterThan(0);
    expect(manifest.database).toBe('pglite');

    const postgres = { handle: ctx.target, storage: storageIn(dataOf('postgres')) };
    const summary = await restoreBackup(file, postgres, { replace: false });
    expect(summary.images).toBe(3);
    expect(await countRows(ctx.target.db)).toEqual(rowsOf(manifest));
    expect(await imageChecksums(storageIn(dataOf('postgres')))).toEqual(manifest.images);
    expect(await imageChecksums(storageIn(dataOf('postgres')))).toEqual(
      await imageChecksums(storageIn(dataOf('pglite'))),
    );
    expect(await writerFamiliesWithoutMember(ctx.target.db)).toBe(0);
    expect(await readSchemaVersion(ctx.target.db)).toEqual(latestSchemaVersion());
    // The values themselves, not only the counts: every recipe and ingredient as it was.
    for (const table of [recipes, ingredients]) {
      const read = (db: DatabaseHandle['db']) => db.select().from(table).orderBy(table.id);
      expect(await read(ctx.target.db)).toEqual(await read(ctx.source.db));
    }

    // Again without --replace: refused, and nothing changed.
    await ctx.target.db.execute(sql`insert into families (name) values ('Added on PostgreSQL')`);
    const before = await countRows(ctx.target.db);
    await expect(restoreBackup(file, postgres, { replace: false })).rejects.toBeInstanceOf(
      DatabaseNotEmpty,
    );
    expect(await countRows(ctx.target.db)).toEqual(before);

    // With --replace: the backup's rows exactly, the family added meanwhile gone.
    await restoreBackup(file, postgres, { replace: true });
    expect(await countRows(ctx.target.db)).toEqual(rowsOf(manifest));

    // And back: PostgreSQL to a fresh PGlite.
    const back = path.join(dir, 'postgres.zip');
    const fromPostgres = await writeBackupFile(
      { db: ctx.target.db, kind: 'postgres', storage: storageIn(dataOf('postgres')) },
      back,
    );
    expect(fromPostgres.database).toBe('postgres');
    expect(rowsOf(fromPostgres)).toEqual(rowsOf(manifest));
    const fresh = wrapPglite(await PgliteInWorker.open({}));
    try {
      await restoreBackup(
        back,
        { handle: fresh, storage: storageIn(dataOf('pglite-again')) },
        { replace: false },
      );
      expect(await countRows(fresh.db)).toEqual(rowsOf(manifest));
      expect(await imageChecksums(storageIn(dataOf('pglite-again')))).toEqual(manifest.images);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
