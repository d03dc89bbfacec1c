import type { Scope, ScopeNotice } from './scope-notice';

/** Notices kept per scope for streams that reconnect or fell behind. */
const KEPT_PER_SCOPE = 256;
/** Scopes kept at most; the least recently written go first. */
const MAX_SCOPES = 20_000;

/**
 * The recent notices of every scope this process heard, numbered without gaps: what a
 * stream that missed some (a reconnect, a notice that overtook its catch-up) is filled from.
 * A gap in what this process heard (its listener was down, a write without NOTIFY) starts a
 * scope's log afresh, so a fill never skips a notice.
 */
export class NoticeLog {
  readonly #logs = new Map<Scope, ScopeNotice[]>();

  add(notice: ScopeNotice): void {
    const log = this.#logs.get(notice.scope);
    const last = log?.at(-1)?.seq;
    if (log && last !== undefined && notice.seq <= last) return; // heard already
    this.#logs.delete(notice.scope); // re-inserted last: the map's order is recency
    if (!log || last !== notice.seq - 1) {
      this.#logs.set(notice.scope, [notice]);
      if (this.#logs.size > MAX_SCOPES) this.#logs.delete(this.#logs.keys().next().value!);
      return;
    }
    log.push(notice);
    if (log.length > KEPT_PER_SCOPE) log.splice(0, log.length - KEPT_PER_SCOPE);
    this.#logs.set(notice.scope, log);
  }

  /** The scope's last number heard, or undefined. */
  lastSeq(scope: Scope): number | undefined {
    return this.#logs.get(scope)?.at(-1)?.seq;
  }

  /**
   * Every notice of `scope` after `seq`, or null when the log can't say: it starts after
   * seq + 1. An empty array: nothing after `seq` was heard.
   */
  after(scope: Scope, seq: number): ScopeNotice[] | null {
    const log = this.#logs.get(scope);
    if (!log) return null;
    const first = log[0]!.seq;
    if (first > seq + 1) return null;
    return log.slice(Math.max(0, seq + 1 - first));
  }
}
