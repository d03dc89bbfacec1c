import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { ConfigError } from '#server/config-error';
import { tempDir } from '#server/test-support/backup-testing';
import {
  BackupRefused,
  countLines,
  parseManifest,
  sha256Of,
  verifyEntries,
  type BackupManifest,
  type EntryDigest,
} from './backup-manifest';
import { backupFileName, pruneBackups } from './backup-schedule';
import { isTokenEqual, localUrl } from './local-access';

const usersFile = Buffer.from('{"id":1}\n{"id":2}\n');
const image = Buffer.from('webp bytes');

const manifest = (): BackupManifest => ({
  format: 'family-cookbook-backup',
  formatVersion: 1,
  schemaVersion: 3,
  schemaTag: '0003_data_versions',
  createdAt: '2026-11-28T10:00:00.000Z',
  database: 'pglite',
  tables: { users: { rows: 2, sha256: sha256Of(usersFile), columns: ['id'] } },
  images: { 'recipes/soup.webp': sha256Of(image) },
});

const entries = (): Map<string, EntryDigest> =>
  new Map([
    ['manifest.json', { sha256: sha256Of('{}'), lines: 0 }],
    ['tables/users.jsonl', { sha256: sha256Of(usersFile), lines: countLines(usersFile) }],
    ['images/recipes/soup.webp', { sha256: sha256Of(image), lines: 0 }],
  ]);

describe('the backup manifest', () => {
  it('reads a valid manifest', () => {
    expect(parseManifest(JSON.stringify(manifest()))).toEqual(manifest());
  });

  it.each([
    ['not JSON', '{', 'not JSON'],
    ['another format', JSON.stringify({ ...manifest(), format: 'zip' }), 'not a Family Cookbook'],
    [
      'a later format version',
      JSON.stringify({ ...manifest(), formatVersion: 2 }),
      'formatVersion',
    ],
    [
      'a table name that needs more than quoting',
      JSON.stringify({ ...manifest(), tables: { 'users; drop': manifest().tables.users } }),
      'tables',
    ],
    [
      'an image outside the storage',
      JSON.stringify({ ...manifest(), images: { '../../etc/passwd': sha256Of(image) } }),
      'unsafe path',
    ],
  ])('refuses %s', (_label, text, message) => {
    expect(() => parseManifest(text)).toThrow(BackupRefused);
    expect(() => parseManifest(text)).toThrow(message);
  });

  it('accepts entries that match it', () => {
    expect(() => verifyEntries(manifest(), entries())).not.toThrow();
  });

  it('refuses a changed table, a changed image, a row count, a missing and an extra file', () => {
    const changed = entries();
    changed.set('tables/users.jsonl', { sha256: sha256Of('{"id":1}\n'), lines: 2 });
    expect(() => verifyEntries(manifest(), changed)).toThrow('Checksum mismatch: tables/users');

    const image = entries();
    image.set('images/recipes/soup.webp', { sha256: sha256Of('other'), lines: 0 });
    expect(() => verifyEntries(manifest(), image)).toThrow('Checksum mismatch: images/recipes');

    const rows = manifest();
    rows.tables.users!.rows = 3;
    expect(() => verifyEntries(rows, entries())).toThrow('has 2 rows, the manifest says 3');

    const missing = entries();
    missing.delete('images/recipes/soup.webp');
    expect(() => verifyEntries(manifest(), missing)).toThrow('lacks images/recipes/soup.webp');

    const extra = entries();
    extra.set('tables/secrets.jsonl', { sha256: sha256Of(''), lines: 0 });
    expect(() => verifyEntries(manifest(), extra)).toThrow('does not name: tables/secrets');
  });
});

describe('scheduled backups', () => {
  const dir = tempDir();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names backups by their UTC minute, so names sort as times', () => {
    expect(backupFileName(new Date('2026-11-28T07:05:09Z'))).toBe('backup-2026-11-28-0705.zip');
    expect(backupFileName(new Date('2026-01-02T23:59:00Z'))).toBe('backup-2026-01-02-2359.zip');
  });

  it('keeps the newest N backups and leaves other files alone', async () => {
    mkdirSync(dir, { recursive: true });
    const names = [
      'backup-2026-11-20-0300.zip',
      'backup-2026-11-21-0300.zip',
      'backup-2026-11-22-0300.zip',
      'backup-2026-11-23-0300.zip',
    ];
    for (const name of [...names, 'notes.txt', '.backup-2026-11-24-0300.zip.1.tmp']) {
      writeFileSync(path.join(dir, name), name);
    }
    expect(await pruneBackups(dir, 2)).toEqual(names.slice(0, 2));
    expect(readdirSync(dir).sort()).toEqual(
      ['.backup-2026-11-24-0300.zip.1.tmp', ...names.slice(2), 'notes.txt'].sort(),
    );
    expect(await pruneBackups(dir, 5)).toEqual([]);
  });
});

describe('BACKUP_DIR and BACKUP_KEEP', () => {
  const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

  it('are off by default, and keep 7', () => {
    expect(config({}).backups).toEqual({ dir: null, keep: 7 });
    expect(config({ BACKUP_DIR: 'backups', BACKUP_KEEP: '3' }).backups).toEqual({
      dir: path.resolve('backups'),
      keep: 3,
    });
  });

  it.each(['0', '-1', '2.5', 'seven'])('refuse BACKUP_KEEP=%s with a clear error', (keep) => {
    expect(() => config({ BACKUP_KEEP: keep })).toThrow(ConfigError);
    expect(() => config({ BACKUP_KEEP: keep })).toThrow(
      'BACKUP_KEEP: must be a whole number, 1 or more',
    );
  });
});

describe('the local token', () => {
  it('compares tokens of any length without throwing', () => {
    expect(isTokenEqual('abc', 'abc')).toBe(true);
    expect(isTokenEqual('abc', 'abcd')).toBe(false);
    expect(isTokenEqual('abc', '')).toBe(false);
  });

  it('calls a server listening on every address at 127.0.0.1', () => {
    expect(localUrl('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
    expect(localUrl('127.0.0.1', 3100)).toBe('http://127.0.0.1:3100');
    expect(localUrl('::1', 3000)).toBe('http://[::1]:3000');
  });
});
