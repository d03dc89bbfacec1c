import pg from 'pg';

export interface PostgresListenerOptions {
  /** Connection settings (a pool's `options` will do). */
  connection: pg.ClientConfig;
  channels: readonly string[];
  onNotification: (channel: string, payload: string) => void;
  /**
   * Runs once LISTEN is in place on a new connection, first and after every reconnect: the
   * place to read again what notifications may have been missed while no one listened.
   * `listening` turns true only after it resolved.
   */
  onListening: () => Promise<void>;
  /** Runs when an established connection is lost (`listening` is already false). */
  onLost?: () => void;
  /** Waits between reconnect attempts: doubles from the first to the last, then stays. */
  retryDelaysMs?: { first: number; max: number };
}

export interface PostgresListener {
  /** True while a connection has LISTEN in place and `onListening` has resolved on it. */
  readonly listening: boolean;
  /** Resolves once listening for the first time (rejects if the first attempt fails). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * One dedicated connection per process that LISTENs on some channels (a pooled connection
 * can't: the pool hands it to queries and closes it when idle). When the connection drops
 * the listener says so at once and reconnects with backoff, calling `onListening` again so
 * the caller can resync: notifications sent while no one listened are gone.
 */
export function listenToPostgres(options: PostgresListenerOptions): PostgresListener {
  const delays = options.retryDelaysMs ?? { first: 100, max: 2000 };
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let nextDelay = delays.first;

  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    const wasListening = listening;
    listening = false;
    lost.end().catch(() => undefined);
    if (wasListening) options.onLost?.();
    if (closed) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch(() => undefined);
    }, nextDelay);
    retryTimer.unref();
    nextDelay = Math.min(nextDelay * 2, delays.max);
  };

  const connect = async () => {
    const next = new pg.Client(options.connection);
    client = next;
    // An error event without a listener would crash the process; a lost connection is normal.
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    next.on('notification', ({ channel, payload }) => {
      options.onNotification(channel, payload ?? '');
    });
    try {
      await next.connect();
      for (const channel of options.channels)
        await next.query(`LISTEN ${quoteIdentifier(channel)}`);
      await options.onListening();
    } catch (error) {
      lose(next);
      throw error;
    }
    if (client !== next || closed) return;
    listening = true;
    nextDelay = delays.first;
  };

  const ready = connect();
  ready.catch(() => undefined);

  return {
    get listening() {
      return listening;
    },
    ready,
    close: async () => {
      closed = true;
      listening = false;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
