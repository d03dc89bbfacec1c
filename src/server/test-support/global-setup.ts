import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, wrapPglite } from '../db/client';
import { runMigrations } from '../db/migrate';
import { PGLITE_TEMPLATE_FILE, POSTGRES_TEMPLATE_DB, postgresTestUrl } from './test-db-names';

/**
 * Runs once per test run: builds a migrated database that every test file copies, because
 * creating and migrating a fresh PGlite takes seconds while loading a dump takes about one.
 */
export default async function setup() {
  await preparePgliteTemplate();
  const url = postgresTestUrl();
  if (url) await preparePostgresTemplate(url);
}

async function preparePgliteTemplate() {
  const client = await PGlite.create();
  await runMigrations(wrapPglite(client));
  const dump = await client.dumpDataDir('none');
  mkdirSync(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
  writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

async function preparePostgresTemplate(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${POSTGRES_TEMPLATE_DB}`);
  await admin.query(`create database ${POSTGRES_TEMPLATE_DB}`);
  await admin.end();
  const handle = openPostgres(withDatabase(url, POSTGRES_TEMPLATE_DB));
  await runMigrations(handle);
  await handle.close();
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
