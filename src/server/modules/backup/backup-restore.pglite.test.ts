import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPglite, type DatabaseHandle } from '#server/db/client';
import { latestSchemaVersion, migrateUpTo, readSchemaVersion } from '#server/db/migrate-to';
import { createTestDatabase } from '#server/test-support/test-db';
import {
  countRows,
  imageChecksums,
  keepWriting,
  seedBackupWorld,
  storageIn,
  tempDir,
  writerFamiliesWithoutMember,
} from '#server/test-support/backup-testing';
import { craftZip } from '#server/test-support/craft-zip';
import { BackupRefused, MANIFEST_PATH, type BackupManifest } from './backup-manifest';
import { forEachEntry } from './backup-read';
import { writeBackupFile } from './backup-schedule';
import { DatabaseNotEmpty, restoreBackup } from './backup-restore';

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * A backup of a PGlite database taken while another client keeps writing, restored into a fresh
 * PGlite (decision 052); and a backup made at the previous schema version, migrated forward.
 */
describe('backup and restore on PGlite', () => {
  const dir = tempDir();
  const sourceData = path.join(dir, 'source');
  const targetData = path.join(dir, 'target');
  let source: DatabaseHandle;
  let target: DatabaseHandle;

  beforeAll(async () => {
    source = await createTestDatabase();
    target = wrapPglite(await PGlite.create());
    await seedBackupWorld(source.db, storageIn(sourceData));
  });

  afterAll(async () => {
    await source?.close();
    await target?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up while writes run; the restore has the snapshot’s rows and images', async () => {
    const writer = keepWriting(source.db);
    await writer.started;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const file = path.join(dir, 'during-writes.zip');
    const manifest = await writeBackupFile(
      { db: source.db, kind: 'pglite', storage: storageIn(sourceData) },
      file,
    );
    const rounds = await writer.stop();
    expect(rounds).toBeGreaterThan(0);

    const summary = await restoreBackup(
      file,
      { handle: target, storage: storageIn(targetData) },
      { replace: false },
    );
    const restored = await countRows(target.db);
    const expected = Object.fromEntries(
      Object.entries(manifest.tables).map(([table, { rows }]) => [table, rows]),
    );
    expect(restored).toEqual(expected);
    expect(summary.rows).toBe(Object.values(expected).reduce((a, b) => a + b, 0));
    expect(await writerFamiliesWithoutMember(target.db)).toBe(0);
    expect(await imageChecksums(storageIn(targetData))).toEqual(manifest.images);
    expect(Object.keys(manifest.images)).toHaveLength(3);
    expect(await readSchemaVersion(target.db)).toEqual(latestSchemaVersion());
    const restoredFamilyIds = rowsOf<{ id: number }>(
      await target.db.execute(sql`select id from families`),
    ).map((r) => r.id);

    // Ids go on after the restored ones.
    const [next] = rowsOf<{ id: number }>(
      await target.db.execute(sql`insert into families (name) values ('After') returning id`),
    );
    const [last] = rowsOf<{ id: number }>(
      await source.db.execute(sql`select max(id)::int as id from families`),
    );
    expect(next!.id).toBeGreaterThan(Math.max(...restoredFamilyIds));
    expect(next!.id).toBeLessThanOrEqual(last!.id + 1);

    // Not again without --replace, and nothing changes.
    const before = await countRows(target.db);
    await expect(
      restoreBackup(file, { handle: target, storage: storageIn(targetData) }, { replace: false }),
    ).rejects.toBeInstanceOf(DatabaseNotEmpty);
    expect(await countRows(target.db)).toEqual(before);
  });

  it('restores a backup of the previous schema version and migrates it forward', async () => {
    const latest = latestSchemaVersion();
    const old = wrapPglite(await PGlite.create());
    try {
      await migrateUpTo(old.db, latest.index - 1);
      await old.db.execute(sql`insert into families (name) values ('Old Family')`);
      const oldData = path.join(dir, 'old');
      const file = path.join(dir, 'old.zip');
      const manifest = await writeBackupFile(
        { db: old.db, kind: 'pglite', storage: storageIn(oldData) },
        file,
      );
      expect(manifest.schemaVersion).toBe(latest.index - 1);
      const summary = await restoreBackup(
        file,
        { handle: target, storage: storageIn(path.join(dir, 'old-target')) },
        { replace: true },
      );
      expect(summary).toMatchObject({ schemaVersion: latest.index - 1, migratedTo: latest.index });
      expect(await readSchemaVersion(target.db)).toEqual(latest);
      const names = rowsOf<{ name: string }>(
        await target.db.execute(sql`select name from families`),
      );
      expect(names.map((r) => r.name)).toEqual(['Old Family']);
    } finally {
      await old.close();
    }
  });

  it('refuses a changed, incomplete or newer backup before touching anything', async () => {
    const file = path.join(dir, 'good.zip');
    await writeBackupFile({ db: source.db, kind: 'pglite', storage: storageIn(sourceData) }, file);
    const entries: { name: string; data: Buffer }[] = [];
    await forEachEntry(file, (name, data) => void entries.push({ name, data }));
    const manifest = JSON.parse(
      entries.find((e) => e.name === MANIFEST_PATH)!.data.toString(),
    ) as BackupManifest;
    const variant = (name: string, change: (all: typeof entries) => typeof entries) => {
      const crafted = path.join(dir, `${name}.zip`);
      writeFileSync(
        crafted,
        craftZip(change(entries.map((e) => ({ ...e }))).map((e) => ({ ...e, deflate: true }))),
      );
      return crafted;
    };
    const withManifest = (changed: BackupManifest) => (all: typeof entries) =>
      all.map((e) =>
        e.name === MANIFEST_PATH ? { ...e, data: Buffer.from(JSON.stringify(changed)) } : e,
      );
    const cases = {
      'a changed row': variant('changed-row', (all) =>
        all.map((e) =>
          e.name === 'tables/families.jsonl'
            ? { ...e, data: Buffer.from(e.data.toString().replace('Family', 'Famiiy')) }
            : e,
        ),
      ),
      'a missing image': variant('missing-image', (all) =>
        all.filter((e) => !e.name.startsWith('images/recipes/image-2')),
      ),
      'a newer schema': variant(
        'newer',
        withManifest({ ...manifest, schemaVersion: latestSchemaVersion().index + 1 }),
      ),
    };
    const empty = wrapPglite(await PGlite.create());
    try {
      for (const [label, crafted] of Object.entries(cases)) {
        await expect(
          restoreBackup(
            crafted,
            { handle: empty, storage: storageIn(path.join(dir, 'refused')) },
            { replace: true },
          ),
          label,
        ).rejects.toBeInstanceOf(BackupRefused);
      }
      expect(await readSchemaVersion(empty.db)).toBeNull();
      expect(await imageChecksums(storageIn(path.join(dir, 'refused')))).toEqual({});
    } finally {
      await empty.close();
    }
  });
});
