import type { ServerResponse } from 'node:http';
import type { ClosedEvent } from '#shared/events/events.schemas';
import type { NoticeLog } from './notice-log';
import {
  encodeCursor,
  familyOfScope,
  toLiveNotice,
  type Scope,
  type ScopeNotice,
} from './scope-notice';

/** Bytes waiting in the socket past which a stream is cut: its reader stalled. */
const MAX_BUFFERED_BYTES = 512 * 1024;

export interface LiveStreamOwner {
  userId: number;
  /** The session's id hash: its end (sign-out) closes the stream. */
  sessionHash: string;
  sessionExpiresAt: Date;
}

/**
 * One open `GET /api/events` response. It remembers the last number it sent per scope (its
 * cursor) and sends every scope's notices in order, each once: what arrives out of step is
 * filled from the log, and what the log can't fill becomes a `resync` for that scope.
 */
export class LiveStream {
  readonly #cursor = new Map<Scope, number>();
  /** Scopes stopped while a membership is read again, with their cursors. */
  readonly #paused = new Map<Scope, number>();
  #ended = false;
  #started = false;

  constructor(
    readonly owner: LiveStreamOwner,
    readonly response: ServerResponse,
    readonly openedAt = Date.now(),
  ) {}

  get ended() {
    return this.#ended;
  }

  /** True once `hello` went out: before, the stream's own opening decides what it follows. */
  get started() {
    return this.#started;
  }

  get scopes(): Iterable<Scope> {
    return this.#cursor.keys();
  }

  /** Starts receiving `scope` after `seq`: later notices only. */
  follow(scope: Scope, seq: number) {
    this.#cursor.set(scope, seq);
  }

  unfollow(scope: Scope) {
    this.#cursor.delete(scope);
    this.#paused.delete(scope);
  }

  /** Stops sending `scope` but remembers how far it got (see `resume`). */
  pause(scope: Scope) {
    const seen = this.#cursor.get(scope);
    if (seen === undefined) return;
    this.#cursor.delete(scope);
    this.#paused.set(scope, seen);
  }

  /** Follows a paused scope again from where it stopped; false if it was not paused. */
  resume(scope: Scope): boolean {
    const seen = this.#paused.get(scope);
    if (seen === undefined) return false;
    this.#paused.delete(scope);
    this.#cursor.set(scope, seen);
    return true;
  }

  get pausedScopes(): Iterable<Scope> {
    return [...this.#paused.keys()];
  }

  follows(scope: Scope) {
    return this.#cursor.has(scope);
  }

  /**
   * Sends what this stream hasn't seen of `scope` up to `notice`: `notice` alone when it is
   * next, the log's fill when some came before it unseen, else a resync. Older: nothing.
   */
  deliver(notice: ScopeNotice, log: NoticeLog) {
    const seen = this.#cursor.get(notice.scope);
    if (seen === undefined || notice.seq <= seen) return;
    if (notice.seq === seen + 1) return this.#sendNotices([notice]);
    const fill = log.after(notice.scope, seen)?.filter((missed) => missed.seq <= notice.seq);
    if (fill && fill.at(-1)?.seq === notice.seq) return this.#sendNotices(fill);
    this.resync([notice.scope], notice.seq);
  }

  /** Catches `scope` up from its cursor to `latest`: from the log, or a resync. */
  catchUp(scope: Scope, latest: number, log: NoticeLog) {
    const seen = this.#cursor.get(scope);
    if (seen === undefined || latest <= seen) return;
    const fill = log.after(scope, seen);
    if (fill && (fill.at(-1)?.seq ?? seen) >= latest) return this.#sendNotices(fill);
    this.resync([scope], latest);
  }

  /** Reload what is shown for `scopes`: what they missed can't be replayed. */
  resync(scopes: readonly Scope[], latest?: number) {
    if (scopes.length === 0) return;
    if (latest !== undefined) for (const scope of scopes) this.#cursor.set(scope, latest);
    const familyIds = scopes.flatMap((scope) => familyOfScope(scope) ?? []);
    const user = scopes.some((scope) => familyOfScope(scope) === null);
    this.#write('resync', { familyIds, user });
  }

  hello(resumed: boolean) {
    this.#started = true;
    this.response.write('retry: 2000\n');
    this.#write('hello', { resumed });
  }

  heartbeat() {
    if (!this.#ended) this.response.write(': keep-alive\n\n');
    this.#cutIfStalled();
  }

  /** Ends the stream; with a reason, the client is told not to reconnect. */
  end(reason?: ClosedEvent['reason']) {
    if (this.#ended) return;
    this.#ended = true;
    if (reason) this.response.write(`event: closed\ndata: ${JSON.stringify({ reason })}\n\n`);
    this.response.end();
  }

  #sendNotices(notices: readonly ScopeNotice[]) {
    for (const notice of notices) {
      if (notice.seq <= (this.#cursor.get(notice.scope) ?? Infinity)) continue;
      this.#cursor.set(notice.scope, notice.seq);
      this.#write('notice', toLiveNotice(notice));
    }
  }

  #write(event: string, data: unknown) {
    if (this.#ended) return;
    this.response.write(
      `event: ${event}\nid: ${encodeCursor(this.#cursor)}\ndata: ${JSON.stringify(data)}\n\n`,
    );
    this.#cutIfStalled();
  }

  /** A reader that stopped reading must not make the server hold its notices forever. */
  #cutIfStalled() {
    if (!this.#ended && this.response.writableLength > MAX_BUFFERED_BYTES) this.end();
  }
}
