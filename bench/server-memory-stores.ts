/**
 * The databases bench/server-memory.ts starts servers on: a PGlite data folder, or a
 * throwaway database on the PostgreSQL server of BENCH_DATABASE_URL (with its own DATA_DIR
 * for uploaded images). Each can be copied, so every measured start gets identical data.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, openPostgres, type DatabaseHandle } from '#server/db/client';

export type Store = {
  /** Environment for the server process. */
  env: Record<string, string>;
  /** The same database from the bench process (while no server runs on it). */
  open(): Promise<DatabaseHandle>;
  copy(): Promise<Store>;
  drop(): Promise<void>;
};

export type StoreKind = { label: string; fresh(): Promise<Store> };

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'fc-bench-memory-'));

function pgliteStore(dataDir: string): Store {
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    copy: () => {
      const copy = tempDir();
      cpSync(dataDir, copy, { recursive: true });
      return Promise.resolve(pgliteStore(copy));
    },
    drop: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
  };
}

export const PGLITE: StoreKind = {
  label: 'PGlite',
  fresh: () => Promise.resolve(pgliteStore(tempDir())),
};

export function postgresKind(serverUrl: string): StoreKind {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  const store = (name: string, dataDir: string): Store => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
      open: () => Promise.resolve(openPostgres(url.toString())),
      copy: async () => {
        const copy = newName();
        await admin(`create database ${copy} template ${name}`);
        const copyDir = tempDir();
        cpSync(dataDir, copyDir, { recursive: true });
        return store(copy, copyDir);
      },
      drop: async () => {
        await admin(`drop database if exists ${name}`);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  };
  const newName = () => `family_cookbook_bench_mem_${randomBytes(4).toString('hex')}`;
  return {
    label: `PostgreSQL (${new URL(serverUrl).host})`,
    fresh: async () => {
      const name = newName();
      await admin(`create database ${name}`);
      return store(name, tempDir());
    },
  };
}
