import type pg from 'pg';
import type { Database } from './client';
import { pgliteClientOf, type PgliteClient } from './pglite-client';
import { listenToPostgres } from './postgres-listener';

/**
 * The database's notifications for this process: every channel the app listens to, through
 * one connection (one listening connection per process, product rule: one-listener). On PostgreSQL
 * that is a dedicated connection that reconnects after a drop; on PGlite the embedded database (in
 * its worker thread) hands its notifications over in-process and never drops.
 */
export interface NotificationBus {
  /** Calls `hear` with every payload sent on `channel`, by any process. Returns `unsubscribe`. */
  subscribe(channel: string, hear: (payload: string) => void): () => void;
  /**
   * Calls `resync` each time listening starts again after the connection dropped, before
   * `live` turns true: notifications sent meanwhile are gone, so read again what they carry.
   */
  onResync(resync: () => Promise<void>): () => void;
  /** Calls `lost` when an established connection drops (`live` is already false). */
  onLost(lost: () => void): () => void;
  /** True while notifications arrive. */
  readonly live: boolean;
  /** Resolves once listening for the first time (PostgreSQL: rejects if that attempt failed). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/** The channels the app's triggers notify on (drizzle/0004 and 0013). */
export const NOTIFICATION_CHANNELS = ['data_versions', 'live_events'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The name the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'family_cookbook_listener';

export interface NotificationBusOptions {
  /** PostgreSQL: waits between attempts to listen again after the connection dropped. */
  retryDelaysMs?: { first: number; max: number };
}

/** Who hears what, and who resyncs; shared by both kinds of bus. */
function subscriptions() {
  const hearers = new Map<string, Set<(payload: string) => void>>();
  const resyncs = new Set<() => Promise<void>>();
  const losses = new Set<() => void>();
  const addTo = <T>(set: Set<T>, item: T) => {
    set.add(item);
    return () => void set.delete(item);
  };
  return {
    subscribe: (channel: string, hear: (payload: string) => void) => {
      const set = hearers.get(channel) ?? new Set();
      hearers.set(channel, set);
      return addTo(set, hear);
    },
    onResync: (resync: () => Promise<void>) => addTo(resyncs, resync),
    onLost: (lost: () => void) => addTo(losses, lost),
    deliver: (channel: string, payload: string) => {
      for (const hear of hearers.get(channel) ?? []) hear(payload);
    },
    resyncAll: async () => {
      await Promise.all([...resyncs].map((resync) => resync()));
    },
    loseAll: () => {
      for (const lost of losses) lost();
    },
  };
}

async function pgliteBus(client: PgliteClient): Promise<NotificationBus> {
  const subs = subscriptions();
  const unlisten = await Promise.all(
    NOTIFICATION_CHANNELS.map((channel) =>
      client.listen(channel, (payload) => subs.deliver(channel, payload)),
    ),
  );
  return {
    subscribe: subs.subscribe,
    onResync: subs.onResync,
    onLost: subs.onLost,
    live: true,
    ready: Promise.resolve(),
    close: async () => {
      await Promise.all(unlisten.map((stop) => stop()));
    },
  };
}

function postgresBus(pool: pg.Pool, options: NotificationBusOptions): NotificationBus {
  const subs = subscriptions();
  const listener = listenToPostgres({
    connection: { ...pool.options, keepAlive: true, application_name: LISTENER_APPLICATION_NAME },
    channels: NOTIFICATION_CHANNELS,
    onNotification: subs.deliver,
    // The first time too: what subscribed before the connection came up may have missed
    // what was committed meanwhile.
    onListening: subs.resyncAll,
    onLost: subs.loseAll,
    ...(options.retryDelaysMs && { retryDelaysMs: options.retryDelaysMs }),
  });
  return {
    subscribe: subs.subscribe,
    onResync: subs.onResync,
    onLost: subs.onLost,
    get live() {
      return listener.listening;
    },
    ready: listener.ready,
    close: () => listener.close(),
  };
}

/** The bus of `db`'s database: in-process on PGlite, a dedicated connection on PostgreSQL. */
export async function openNotificationBus(
  db: Database,
  options: NotificationBusOptions = {},
): Promise<NotificationBus> {
  const pglite = pgliteClientOf(db);
  return pglite
    ? pgliteBus(pglite)
    : postgresBus((db as unknown as { $client: pg.Pool }).$client, options);
}
