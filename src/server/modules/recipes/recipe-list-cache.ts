import { encodedSize, etagOf } from '#server/lib/encoded-body';
import { encodeFinally, encodeQuickly, type ListEncodings } from './recipe-list-cache-encoding';

/** A serialized list and its compressed forms, valid while the list version is `version`. */
export type CachedList<State = unknown> = ListEncodings & {
  version: string;
  /** What the refresh keeps to patch this list next time (the cache does not look inside). */
  state: State;
};

/** What a refresh read: the list's bytes at `version`, and how to patch them next time. */
export type RefreshedList<State> = {
  identity: Buffer;
  version: string;
  state: State;
  /** Final encodings the bytes already have (a saved copy), so none are made. */
  encoded?: { br: Buffer; gzip: Buffer };
  /** Run in the background once the list has its final encodings (saving a copy). */
  settled?: (list: CachedList<State>) => Promise<void>;
};

/**
 * Builds the list anew, or patches `previous` (the cached list, absent after a start or an
 * eviction) up to the current version.
 */
export type Refresh<State> = (
  previous: CachedList<State> | undefined,
) => Promise<RefreshedList<State>>;

/**
 * Serialized recipe lists kept in memory, each tagged with its family's recipe list version at
 * the time it was read (drizzle/0011: triggers move a family's version on every write that
 * changes what its list shows, from any process; decision 025). Every request reads the
 * current version first, and is served a list read at that version or a later one, so a
 * process never serves a list older than what the request can see.
 *
 * A refresh is given the previous list, so it can patch it rather than read every recipe again
 * (decision 032). Identical bytes keep their encodings and ETag. New bytes are served with
 * quick encodings at once; the final, smaller ones replace them in the background when they
 * are ready and the list has not moved on meanwhile (same bytes, so never stale).
 *
 * At most one refresh per list runs at a time. Requests that read a newer version while it
 * runs wait for it and are then served by one next refresh, tagged with the newest version any
 * of them read (it reads data at least that new, since it starts after they read it). So a
 * stream of writes cannot pile up refreshes faster than they finish. Least recently used lists
 * go first once `maxBytes` (all three forms counted) is passed.
 */
export class RecipeListCache {
  readonly #entries = new Map<string, CachedList>();
  readonly #building = new Map<string, { version: number; promise: Promise<CachedList> }>();
  /** Per list: the newest version asked for while a refresh was running. */
  readonly #wanted = new Map<string, number>();
  /** Final encodings being made, by the bytes they are for. */
  readonly #finishing = new WeakMap<Buffer, Promise<ListEncodings>>();
  /** Work left running in the background (final encodings, saved copies). */
  readonly #background = new Set<Promise<void>>();
  #bytes = 0;

  /**
   * @param finishAfterMs how long a list must stay unchanged before its final encodings are
   *   made: while an editor keeps saving, each list is replaced within a second, and making
   *   final encodings for every one (200–380 ms of brotli at 10,000 cards) would only compete
   *   with the requests for the two cores.
   */
  constructor(
    readonly maxBytes = 64 * 1024 * 1024,
    readonly onBackgroundError: (error: unknown) => void = () => undefined,
    readonly finishAfterMs = 1000,
  ) {}

  get size() {
    return this.#entries.size;
  }

  async getOrCreate<State>(
    key: string,
    version: string,
    refresh: Refresh<State>,
  ): Promise<CachedList<State>> {
    const wanted = Number(version);
    for (;;) {
      const entry = this.#entries.get(key);
      if (entry && Number(entry.version) >= wanted) {
        // Map keeps insertion order: re-inserting makes the first entry the least recently used.
        this.#entries.delete(key);
        this.#entries.set(key, entry);
        return entry as CachedList<State>;
      }
      const running = this.#building.get(key);
      if (!running) {
        const newest = Math.max(wanted, this.#wanted.get(key) ?? 0);
        return this.#start(key, newest, refresh as Refresh<unknown>) as Promise<CachedList<State>>;
      }
      if (running.version >= wanted) return running.promise as Promise<CachedList<State>>;
      this.#wanted.set(key, Math.max(wanted, this.#wanted.get(key) ?? 0));
      await running.promise.catch(() => undefined);
    }
  }

  /** Waits for the background work (before the database closes). */
  async settle(): Promise<void> {
    while (this.#background.size > 0) await Promise.all(this.#background);
  }

  #start(key: string, version: number, refresh: Refresh<unknown>) {
    this.#wanted.delete(key);
    const promise = this.#refresh(key, version, refresh).finally(() => this.#building.delete(key));
    this.#building.set(key, { version, promise });
    return promise;
  }

  async #refresh(key: string, version: number, refresh: Refresh<unknown>): Promise<CachedList> {
    const previous = this.#entries.get(key);
    const read = await refresh(previous);
    // Never tagged below what the requests read: the refresh started after they did.
    const tag = { version: String(Math.max(Number(read.version), version)), state: read.state };
    let list: CachedList;
    if (previous?.identity.equals(read.identity)) {
      list = { ...previous, ...tag };
    } else if (read.encoded) {
      const { identity, encoded } = read;
      list = { identity, ...encoded, etag: etagOf(identity), final: true, ...tag };
    } else {
      list = { ...(await encodeQuickly(read.identity)), ...tag };
    }
    this.#store(key, list);
    this.#inBackground(async () => {
      // A list replaced before its final encodings were made is saved with its quick ones:
      // a little larger, as correct, and patched like any other after a restart.
      const settled = list.final ? list : ((await this.#finish(key, list)) ?? list);
      if (read.settled) await read.settled(settled);
    });
    return list;
  }

  /** Swaps in the final encodings, if the list still has these bytes; returns the list then. */
  async #finish(key: string, list: CachedList): Promise<CachedList | null> {
    await new Promise((resolve) => setTimeout(resolve, this.finishAfterMs));
    if (this.#entries.get(key)?.identity !== list.identity) return null;
    let finishing = this.#finishing.get(list.identity);
    if (!finishing) {
      finishing = encodeFinally(list.identity);
      this.#finishing.set(list.identity, finishing);
    }
    const final = await finishing;
    const current = this.#entries.get(key);
    if (current?.identity !== list.identity) return null;
    if (current.final) return current;
    const finished = { ...current, br: final.br, gzip: final.gzip, final: true };
    this.#store(key, finished);
    return finished;
  }

  #inBackground(work: () => Promise<void>) {
    const running = work().catch(this.onBackgroundError);
    this.#background.add(running);
    void running.finally(() => this.#background.delete(running));
  }

  #store(key: string, entry: CachedList) {
    const old = this.#entries.get(key);
    if (old) this.#remove(key, old);
    if (encodedSize(entry) > this.maxBytes) return;
    this.#entries.set(key, entry);
    this.#bytes += encodedSize(entry);
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(oldestKey, oldest);
    }
  }

  #remove(key: string, entry: CachedList) {
    this.#entries.delete(key);
    this.#bytes -= encodedSize(entry);
  }
}
