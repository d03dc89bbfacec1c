import { inArray, like, or, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client';
import { pgliteClientOf, type PgliteClient } from './pglite-client';
import type { NotificationBus } from './notification-bus';
import { appMeta } from './schema';
import { freshReads } from '#server/lib/fresh-reads';
import { preparedPerDatabase, qualified as q } from './sql-helpers';

/**
 * Counters that move whenever data a cache depends on changes (drizzle/0002 to 0004, 0011:
 * statement triggers bump them inside the writing transaction when rows changed, and NOTIFY
 * on commit from a session that set NOTIFY_SETTING). A cache entry tagged with the version it
 * was built at is valid while the version is equal.
 */
export const DATA_VERSION_KEYS = {
  /** Sessions, users, super admin roles, family memberships: what a session user carries. */
  auth: 'auth_version',
  /** Every recipe list: moved only by TRUNCATE since 0011 (writes move the families' own). */
  recipeList: 'recipe_list_version',
} as const;

/** One family's recipe list counter (drizzle/0011), 'family_list_version/<family id>'. */
const FAMILY_LIST_KEY_PREFIX = 'family_list_version/';

export type DataVersions = Record<keyof typeof DATA_VERSION_KEYS, string> & {
  /**
   * The version of one family's recipe list: what writes to that family's recipes, their
   * ingredients, categories and cookbooks move (0011), plus the global counter. Both only
   * grow, so their sum does too, and moves whenever either does (decision 025).
   */
  familyRecipeList(familyId: number): string;
};

export interface DataVersionSource {
  /**
   * The versions as of now: never older than what this process committed or the caller can
   * read afterwards, and behind another process's commit at most until its notification
   * arrives (decision 023).
   */
  current(): Promise<DataVersions>;
  /** True while memory is trusted; false while the notification bus is down (each call reads). */
  readonly live: boolean;
  close(): Promise<void>;
}

const NOTIFY_CHANNEL = 'data_versions';
/**
 * The triggers notify only from sessions with this setting 'on' (drizzle/0004): NOTIFY takes
 * a lock at commit, so a database no process listens to should not pay for it.
 */
const NOTIFY_SETTING = 'family_cookbook.notify_versions';

/** Startup options for every PostgreSQL connection of the app: its writes are announced. */
const NOTIFYING_SESSION_OPTIONS = `-c ${NOTIFY_SETTING}=on`;

const versionsQuery = preparedPerDatabase((db: Database) =>
  db
    .select({ key: appMeta.key, value: sql<string>`${q(appMeta.value)} #>> '{}'` })
    .from(appMeta)
    .where(
      or(
        inArray(appMeta.key, Object.values(DATA_VERSION_KEYS)),
        like(appMeta.key, `${FAMILY_LIST_KEY_PREFIX}%`),
      ),
    )
    .prepare('data_versions'),
);

/** Every counter, by its app_meta key. */
async function readVersions(db: Database): Promise<Map<string, string>> {
  const rows = await versionsQuery(db).execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** The counters held in memory, by key, moved only forward by notifications and reads. */
function versionMemory() {
  const counters = new Map<string, number>();
  // Only ever forward, whatever order the notifications and the reads come in.
  const advance = (key: string, value: string) => {
    const next = Number(value);
    if (next > (counters.get(key) ?? 0)) counters.set(key, next);
  };
  const valueOf = (key: string) => counters.get(key) ?? 0;
  // One function for every snapshot: it reads memory when called, so never an older version.
  const familyRecipeList = (familyId: number) =>
    String(valueOf(DATA_VERSION_KEYS.recipeList) + valueOf(`${FAMILY_LIST_KEY_PREFIX}${familyId}`));
  return {
    /** A trigger's notification payload, 'key:value'. */
    hear: (payload: string) => {
      const colon = payload.lastIndexOf(':');
      advance(payload.slice(0, colon), payload.slice(colon + 1));
    },
    advanceTo: (read: Map<string, string>) => {
      for (const [key, value] of read) advance(key, value);
    },
    snapshot: (): DataVersions => ({
      auth: String(valueOf(DATA_VERSION_KEYS.auth)),
      recipeList: String(valueOf(DATA_VERSION_KEYS.recipeList)),
      familyRecipeList,
    }),
  };
}

/**
 * PGlite: the versions live in memory, moved by the triggers' notifications. PGlite serves
 * this process only (one process owns its folder) and hands a commit's notifications to the
 * listeners before the committing query resolves (from its worker thread too: they arrive
 * first on the same port), so memory is never behind the data. PGlite is one session, so
 * setting NOTIFY_SETTING once (outside any transaction, which could roll it back) turns the
 * notifications on for every later write.
 */
async function pgliteVersions(
  db: Database,
  client: PgliteClient,
  bus: NotificationBus,
): Promise<DataVersionSource> {
  await client.query(`select set_config('${NOTIFY_SETTING}', 'on', false)`);
  const memory = versionMemory();
  const unsubscribe = bus.subscribe(NOTIFY_CHANNEL, memory.hear);
  memory.advanceTo(await readVersions(db));
  return { current: async () => memory.snapshot(), live: true, close: async () => unsubscribe() };
}

/** Who hears the notifications that reach a pool's own connections (poolHearingOwnWrites). */
const poolHearers = new WeakMap<pg.Pool, Set<(payload: string) => void>>();

/**
 * A PostgreSQL pool whose connections announce their writes (NOTIFYING_SESSION_OPTIONS on
 * top of `config.options`) and LISTEN as well. PostgreSQL hands a session its own
 * notifications before it answers the COMMIT, so a write this process makes has moved the
 * versions in memory before the write's query resolves: read-your-writes, with no query.
 */
export function poolHearingOwnWrites(config: pg.PoolConfig): pg.Pool {
  const hearers = new Set<(payload: string) => void>();
  // pg-pool awaits onConnect before it hands the new connection out.
  const onConnect = async (client: pg.ClientBase) => {
    // A connection lost while checked out (between a transaction's statements) emits 'error'
    // with no pool listener attached: unheard, it would end the process
    // (product rule: database-outage). Its queries fail and the pool drops it on release.
    client.on('error', () => undefined);
    client.on('notification', ({ channel, payload }) => {
      if (channel !== NOTIFY_CHANNEL) return;
      for (const hear of hearers) hear(payload ?? '');
    });
    await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
  };
  const pool = new pg.Pool({
    ...config,
    options: [config.options, NOTIFYING_SESSION_OPTIONS].filter(Boolean).join(' '),
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- awaited by pg-pool (3.8+), typed as void
    onConnect,
  });
  // An idle connection lost (the server restarted, the network dropped): the pool removes it
  // and emits 'error', which would end the process unheard. The next query connects anew.
  pool.on('error', () => undefined);
  poolHearers.set(pool, hearers);
  return pool;
}

/**
 * PostgreSQL: the versions live in memory too (decision 023). Other processes' writes arrive
 * through the process's listening connection (the notification bus), this process's own
 * writes through the pool's connections (poolHearingOwnWrites). While the bus is down every
 * call reads the database, sharing concurrent reads (lib/fresh-reads.ts: never one that began
 * before the call); after a reconnect the versions are read once again before memory is
 * trusted.
 */
async function postgresVersions(
  db: Database,
  pool: pg.Pool,
  bus: NotificationBus,
): Promise<DataVersionSource> {
  const memory = versionMemory();
  const readFromDatabase = freshReads(async () => memory.advanceTo(await readVersions(db)));
  const hearers = poolHearers.get(pool);
  // A pool made another way would not hear its own writes at once: read each time.
  if (!hearers)
    return {
      current: async () => (await readFromDatabase(), memory.snapshot()),
      live: false,
      close: async () => undefined,
    };
  hearers.add(memory.hear);
  const unsubscribe = bus.subscribe(NOTIFY_CHANNEL, memory.hear);
  const stopResync = bus.onResync(readFromDatabase);
  await bus.ready.catch(() => undefined); // until it connects, calls read the database
  // The bus's first connection resynced before this subscribed: read once for a start.
  if (bus.live) await readFromDatabase();
  return {
    current: async () => {
      if (!bus.live) await readFromDatabase();
      return memory.snapshot();
    },
    get live() {
      return bus.live;
    },
    close: async () => {
      hearers.delete(memory.hear);
      unsubscribe();
      stopResync();
    },
  };
}

/** The versions of `db`'s database, heard on `bus` (which the caller opens and closes). */
export async function openDataVersions(
  db: Database,
  bus: NotificationBus,
): Promise<DataVersionSource> {
  const pglite = pgliteClientOf(db);
  return pglite
    ? pgliteVersions(db, pglite, bus)
    : postgresVersions(db, (db as unknown as { $client: pg.Pool }).$client, bus);
}
