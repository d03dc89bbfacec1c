import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate';
import { openPgliteFolder } from './pglite-open';

/** The server's own PGlite folder (tests otherwise load an in-memory copy of a template). */
describe('a PGlite data folder', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fc-pglite-open-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const folder = path.join(dataDir, 'pglite');

  it('is created on first open, migrated once, and runs with the measured settings', async () => {
    const handle = await openDatabase({ dataDir });
    expect(existsSync(path.join(folder, 'PG_VERSION'))).toBe(true);
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(await runMigrations(handle)).toBe(journal.entries.length);
    expect(await runMigrations(handle)).toBe(0);
    await handle.close();
  }, 90_000); // initdb and every migration: many seconds on a loaded 2-core CI machine

  it('opens again with its data and the same settings', async () => {
    const client = await openPgliteFolder(folder);
    const units = await client.query<{ n: number }>('select count(*)::int as n from units');
    expect(units.rows[0]!.n).toBeGreaterThan(0);
    const setting = await client.query<{ shared_buffers: string }>('show shared_buffers');
    expect(setting.rows[0]!.shared_buffers).toBe('32MB');
    await client.close();
  });
});
