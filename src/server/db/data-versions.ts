import { PGlite } from '@electric-sql/pglite';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from './client';
import { appMeta } from './schema';
import { freshReads } from '#server/lib/fresh-reads';
import { preparedPerDatabase, qualified as q } from './sql-helpers';

/**
 * Counters that move whenever data a cache depends on changes (drizzle/0002 to 0004:
 * statement triggers bump them inside the writing transaction when rows changed, and NOTIFY
 * on commit from a session that set NOTIFY_SETTING). A cache entry tagged with the version it
 * was built at is valid while the version is equal.
 */
export const DATA_VERSION_KEYS = {
  /** Sessions, users, super admin roles, family memberships: what a session user carries. */
  auth: 'auth_version',
  /** Everything a recipe list shows. */
  recipeList: 'recipe_list_version',
} as const;

export type DataVersions = Record<keyof typeof DATA_VERSION_KEYS, string>;

export interface DataVersionSource {
  /** The versions as of now: never older than data the caller can read afterwards. */
  current(): Promise<DataVersions>;
  close(): Promise<void>;
}

const NOTIFY_CHANNEL = 'data_versions';
/**
 * The triggers notify only from sessions with this setting 'on': NOTIFY serialises commits on
 * PostgreSQL, so only a session whose process listens should pay for it (drizzle/0004).
 */
const NOTIFY_SETTING = 'family_cookbook.notify_versions';
const keyNames = Object.keys(DATA_VERSION_KEYS) as (keyof typeof DATA_VERSION_KEYS)[];

const versionsQuery = preparedPerDatabase((db: Database) =>
  db
    .select({ key: appMeta.key, value: sql<string>`${q(appMeta.value)} #>> '{}'` })
    .from(appMeta)
    .where(inArray(appMeta.key, Object.values(DATA_VERSION_KEYS)))
    .prepare('data_versions'),
);

async function readVersions(db: Database): Promise<DataVersions> {
  const rows = await versionsQuery(db).execute();
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    keyNames.map((name) => [name, byKey.get(DATA_VERSION_KEYS[name]) ?? '0']),
  ) as DataVersions;
}

/**
 * PostgreSQL: a small query, shared by the calls that came while the previous one was on its
 * way (lib/fresh-reads.ts: never a read that began before the call). Other server processes
 * write too, and their notifications arrive asynchronously, so only the database is current.
 */
function queriedVersions(db: Database): DataVersionSource {
  return { current: freshReads(() => readVersions(db)), close: async () => undefined };
}

/**
 * PGlite: the versions live in memory, moved by the triggers' notifications. PGlite runs in
 * this process only (one process owns its folder) and hands a commit's notifications to the
 * listeners before the committing query resolves, so memory is never behind the data. PGlite
 * is one session, so setting NOTIFY_SETTING once (outside any transaction, which could roll it
 * back) turns the notifications on for every later write.
 */
async function notifiedVersions(db: Database, client: PGlite): Promise<DataVersionSource> {
  await client.query(`select set_config('${NOTIFY_SETTING}', 'on', false)`);
  const versions = Object.fromEntries(keyNames.map((name) => [name, '0'])) as DataVersions;
  const byKey = new Map(keyNames.map((name) => [DATA_VERSION_KEYS[name] as string, name]));
  // Only ever forward, whatever order the notifications and the first read come in.
  const advance = (name: keyof DataVersions, value: string) => {
    if (Number(value) > Number(versions[name])) versions[name] = value;
  };
  const unlisten = await client.listen(NOTIFY_CHANNEL, (payload) => {
    const [key = '', value = ''] = payload.split(':');
    const name = byKey.get(key);
    if (name) advance(name, value);
  });
  const read = await readVersions(db);
  for (const name of keyNames) advance(name, read[name]);
  return { current: async () => ({ ...versions }), close: unlisten };
}

export async function openDataVersions(db: Database): Promise<DataVersionSource> {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof PGlite ? notifiedVersions(db, client) : queriedVersions(db);
}
