import { encodeBody, encodedSize, type EncodedBody } from '#server/lib/encoded-body';

/** A serialized list and its compressed forms, valid while the list version is `version`. */
export type CachedList = EncodedBody & { version: string };

/**
 * Serialized recipe lists kept in memory, each tagged with its family's recipe list version at
 * the time it was built (drizzle/0002 to 0004, 0010, 0011: triggers move a family's version on
 * every write that changes what its list shows, from any process; decision 025). Every request reads the current version first, and is
 * served a list built at that version or a later one, so a process never serves a list older
 * than what the request can see; the cache spares the list query, its serialization and its
 * compression (brotli and gzip forms are made once per build).
 *
 * At most one build per list runs at a time. Requests that read a newer version while it
 * runs wait for it and are then served by one next build, tagged with the newest version any
 * of them read (it reads data at least that new, since it starts after they read it). So a
 * stream of writes cannot pile up builds faster than they finish (issue 14: at 10,000 recipes
 * a build takes longer than writes came). Least recently used lists go first once `maxBytes`
 * (all three forms counted) is passed.
 */
export class RecipeListCache {
  readonly #entries = new Map<string, CachedList>();
  readonly #building = new Map<string, { version: number; promise: Promise<CachedList> }>();
  /** Per list: the newest version asked for while a build was running. */
  readonly #wanted = new Map<string, number>();
  #bytes = 0;

  constructor(readonly maxBytes = 64 * 1024 * 1024) {}

  get size() {
    return this.#entries.size;
  }

  async getOrCreate(
    key: string,
    version: string,
    build: () => Promise<Buffer>,
  ): Promise<CachedList> {
    const wanted = Number(version);
    for (;;) {
      const entry = this.#entries.get(key);
      if (entry && Number(entry.version) >= wanted) {
        // Map keeps insertion order: re-inserting makes the first entry the least recently used.
        this.#entries.delete(key);
        this.#entries.set(key, entry);
        return entry;
      }
      const running = this.#building.get(key);
      if (!running) return this.#start(key, Math.max(wanted, this.#wanted.get(key) ?? 0), build);
      if (running.version >= wanted) return running.promise;
      this.#wanted.set(key, Math.max(wanted, this.#wanted.get(key) ?? 0));
      await running.promise.catch(() => undefined);
    }
  }

  #start(key: string, version: number, build: () => Promise<Buffer>) {
    this.#wanted.delete(key);
    const promise = build()
      .then(encodeBody)
      .then((body) => this.#store(key, { ...body, version: String(version) }))
      .finally(() => this.#building.delete(key));
    this.#building.set(key, { version, promise });
    return promise;
  }

  #store(key: string, entry: CachedList): CachedList {
    const old = this.#entries.get(key);
    if (old) this.#remove(key, old);
    if (encodedSize(entry) > this.maxBytes) return entry;
    this.#entries.set(key, entry);
    this.#bytes += encodedSize(entry);
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(oldestKey, oldest);
    }
    return entry;
  }

  #remove(key: string, entry: CachedList) {
    this.#entries.delete(key);
    this.#bytes -= encodedSize(entry);
  }
}
