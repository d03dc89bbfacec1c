import type { CurrentUser } from './sessions';

type Entry = { user: CurrentUser; expiresAt: Date; authVersion: string };

/**
 * Session users by session hash, each valid for one auth version (docs/decisions/006): any
 * change to sessions, users, roles or memberships moves the version and so retires every
 * entry at once. An entry also stops at its session's expiry. Least recently used entries
 * go first once `maxEntries` is passed.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();

  constructor(readonly maxEntries = 10_000) {}

  get(idHash: string, authVersion: string, now: Date): CurrentUser | undefined {
    const entry = this.#entries.get(idHash);
    if (!entry) return undefined;
    if (entry.authVersion !== authVersion || entry.expiresAt <= now) {
      this.#entries.delete(idHash);
      return undefined;
    }
    // Map keeps insertion order: re-inserting makes the first entry the least recently used.
    this.#entries.delete(idHash);
    this.#entries.set(idHash, entry);
    return entry.user;
  }

  set(idHash: string, entry: Entry) {
    this.#entries.delete(idHash);
    this.#entries.set(idHash, entry);
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  get size() {
    return this.#entries.size;
  }
}
