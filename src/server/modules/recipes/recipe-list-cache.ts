import { encodeBody, encodedSize, type EncodedBody } from '#server/lib/encoded-body';

/** A serialized list and its compressed forms, valid while the list version is `version`. */
export type CachedList = EncodedBody & { version: string };

/**
 * Serialized recipe lists kept in memory, each valid for one recipe list version (see
 * drizzle/0002_recipe_list_version.sql: triggers bump it on every write that changes what a
 * list shows, from any process). Every request reads the current version from the database,
 * so a process never serves a list older than what the request can see; the cache only
 * spares the list query and its serialization, the expensive part with 2,000 recipes.
 *
 * Each list is kept with its brotli and gzip forms, compressed once when it is built. Least
 * recently used entries go first once `maxBytes` (all three forms counted) is passed.
 * Concurrent misses for the same list and version share one computation.
 */
export class RecipeListCache {
  readonly #entries = new Map<string, CachedList>();
  readonly #pending = new Map<string, Promise<CachedList>>();
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
    const entry = this.#entries.get(key);
    if (entry?.version === version) {
      // Map keeps insertion order: re-inserting makes the first entry the least recently used.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      return entry;
    }
    const pendingKey = `${key}@${version}`;
    const pending = this.#pending.get(pendingKey);
    if (pending) return pending;
    const promise = build()
      .then(encodeBody)
      .then((body) => this.#store(key, { ...body, version }))
      .finally(() => this.#pending.delete(pendingKey));
    this.#pending.set(pendingKey, promise);
    return promise;
  }

  #store(key: string, entry: CachedList): CachedList {
    const old = this.#entries.get(key);
    // Only ever move forward: a slow build for an old version must not replace a newer list.
    if (old && Number(old.version) > Number(entry.version)) return entry;
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
