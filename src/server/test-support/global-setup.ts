import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '#server/db/client';
import { runMigrations } from '#server/db/migrate';
import { postgresTestUrl } from './test-db-names';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Runs once per test run and project: builds a migrated database that every test file
 * copies, because creating and migrating a fresh PGlite takes seconds while loading a dump
 * takes about one. The templates are named per run and removed at the end.
 */
export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  const pgliteFile = path.join(ROOT, '.tmp', `pglite-template-${runId}.tar`);
  await preparePgliteTemplate(pgliteFile);
  project.provide('pgliteTemplateFile', pgliteFile);
  const postgresDb = `family_cookbook_test_template_${runId}`;
  project.provide('postgresTemplateDb', postgresDb);
  const url = postgresTestUrl();
  if (url) await preparePostgresTemplate(url, postgresDb);

  return async () => {
    rmSync(pgliteFile, { force: true });
    if (url) await dropDatabase(url, postgresDb);
  };
}

async function preparePgliteTemplate(file: string) {
  const client = await PGlite.create();
  await runMigrations(wrapPglite(client));
  const dump = await client.dumpDataDir('none');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

async function preparePostgresTemplate(url: string, name: string) {
  await adminQuery(url, `create database ${name}`);
  const handle = openPostgres(withDatabase(url, name));
  await runMigrations(handle);
  await handle.close();
}

/**
 * Not `with (force)`: pool.end() resolves before its connections have closed, and a forced
 * drop would kill them mid-goodbye (an uncaught 57P01). A plain drop waits for them to go.
 */
export async function dropDatabase(url: string, name: string) {
  await adminQuery(url, `drop database if exists ${name}`);
}

async function adminQuery(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
