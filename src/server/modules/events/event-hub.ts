import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import type { NotificationBus } from '#server/db/notification-bus';
import { HEARTBEAT_INTERVAL_MS, MAX_STREAMS_PER_USER } from '#shared/events/events.schemas';
import { findScopeSeqs, findUserScopes } from './events.repository';
import type { LiveStream } from './live-stream';
import { NoticeLog } from './notice-log';
import { familyScope, parseLiveEventPayload, type Scope, type ScopeNotice } from './scope-notice';

export interface EventHubOptions {
  db: Database;
  bus: NotificationBus;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
  maxStreamsPerUser?: number;
}

/**
 * This process's open event streams and what they follow (product rule: live-sync, decision 026).
 * It hears every notice of the 'live_events' channel, keeps the recent ones (NoticeLog) and hands
 * each to the streams following its scope: a user's own scope and the scope of each family the
 * user belongs to now. A change of the user's memberships stops the families it names at once,
 * then the memberships are read again: a family left closes the stream, else what still holds
 * resumes.
 */
export class EventHub {
  readonly #log = new NoticeLog();
  readonly #streamsOfUser = new Map<number, LiveStream[]>();
  readonly #followers = new Map<Scope, Set<LiveStream>>();
  /** Moves on every membership notice of a user: a read older than it is read again. */
  readonly #membershipEpoch = new Map<number, number>();
  /** Membership reads of a user, one after the other. */
  readonly #userQueues = new Map<number, Promise<void>>();
  readonly #stops: (() => void)[] = [];
  /** The listening connection dropped since the last catch-up: notices may be gone. */
  #lostNotices = false;
  readonly #options: Required<EventHubOptions>;

  constructor(options: EventHubOptions) {
    this.#options = {
      heartbeatMs: HEARTBEAT_INTERVAL_MS,
      maxStreamsPerUser: MAX_STREAMS_PER_USER,
      ...options,
    };
    const { bus, heartbeatMs } = this.#options;
    this.#stops.push(bus.subscribe('live_events', (payload) => this.#hear(payload)));
    this.#stops.push(bus.onLost(() => (this.#lostNotices = true)));
    this.#stops.push(bus.onResync(() => this.#catchUpAll()));
    const heartbeat = setInterval(() => this.#beat(), heartbeatMs);
    heartbeat.unref();
    this.#stops.push(() => clearInterval(heartbeat));
  }

  get streamCount() {
    let count = 0;
    for (const streams of this.#streamsOfUser.values()) count += streams.length;
    return count;
  }

  /**
   * Starts `stream`: reads what its user follows now, resumes after `resumeFrom` (the
   * Last-Event-ID) where the log can, and says hello.
   */
  async open(stream: LiveStream, resumeFrom: Map<Scope, number> | null): Promise<void> {
    const { userId } = stream.owner;
    const streams = this.#streamsOfUser.get(userId) ?? [];
    this.#streamsOfUser.set(userId, [...streams, stream]);
    stream.response.on('close', () => this.#forget(stream));
    const excess = streams.length + 1 - this.#options.maxStreamsPerUser;
    for (const oldest of streams.slice(0, Math.max(0, excess))) oldest.end('superseded');

    await this.#queued(userId, async () => {
      const latest = await this.#readUserScopes(userId);
      if (stream.ended) return;
      const missed: Scope[] = [];
      for (const [scope, seq] of latest) {
        const seen = resumeFrom?.get(scope);
        const fresh = seen === undefined || seen > seq;
        if (resumeFrom && fresh) missed.push(scope);
        this.#follow(stream, scope, fresh ? seq : seen);
      }
      stream.hello(resumeFrom !== null);
      stream.resync(missed);
      for (const [scope, seq] of latest) stream.catchUp(scope, this.#latest(scope, seq), this.#log);
    });
  }

  /** Ends every stream (the server is closing): their browsers reconnect to another process. */
  close() {
    for (const stop of this.#stops) stop();
    for (const streams of [...this.#streamsOfUser.values()]) for (const s of streams) s.end();
  }

  #hear(payload: string) {
    const parsed = parseLiveEventPayload(payload);
    if (!parsed) return this.#options.log.warn({ payload }, 'unreadable live event payload');
    if (parsed.kind === 'session-ended') {
      for (const streams of this.#streamsOfUser.values())
        for (const stream of streams)
          if (stream.owner.sessionHash === parsed.session) stream.end('signed-out');
      return;
    }
    this.#log.add(parsed);
    if (parsed.kind === 'memberships') this.#membershipsChanged(parsed);
    for (const stream of this.#followers.get(parsed.scope) ?? []) stream.deliver(parsed, this.#log);
  }

  /**
   * The user joined or left families, or became admin in one: those families stop at once
   * (a removed member hears nothing more of them), then a fresh read decides: a family left
   * closes the stream ('removed-from-family'), otherwise what still holds resumes.
   */
  #membershipsChanged(notice: ScopeNotice) {
    const userId = Number(notice.scope.slice('user:'.length));
    this.#membershipEpoch.set(userId, (this.#membershipEpoch.get(userId) ?? 0) + 1);
    const streams = this.#streamsOfUser.get(userId) ?? [];
    const named = notice.ids?.map(familyScope);
    for (const stream of streams)
      for (const scope of named ?? [...stream.scopes].filter((s) => s !== notice.scope))
        this.#unfollow(stream, scope);
    void this.#queued(userId, async () => {
      const latest = await this.#readUserScopes(userId);
      // A stream still opening reads the memberships itself, after this (the same queue).
      for (const stream of (this.#streamsOfUser.get(userId) ?? []).filter((s) => s.started)) {
        if (this.#endIfRemoved(stream, latest)) continue;
        const joined: Scope[] = [];
        for (const [scope, seq] of latest) {
          if (stream.resume(scope)) this.#index(stream, scope);
          else if (!stream.follows(scope)) {
            this.#follow(stream, scope, seq);
            joined.push(scope);
          }
          stream.catchUp(scope, this.#latest(scope, seq), this.#log);
        }
        stream.resync(joined);
      }
    }).catch((error: unknown) =>
      this.#options.log.error({ err: error, userId }, 'could not read memberships again'),
    );
  }

  /** The user's scopes now, read again while a membership notice arrived during the read. */
  async #readUserScopes(userId: number) {
    for (;;) {
      const epoch = this.#membershipEpoch.get(userId);
      const latest = await findUserScopes(this.#options.db, userId);
      if (this.#membershipEpoch.get(userId) === epoch) return latest;
    }
  }

  /**
   * After the bus (re)connected: every followed scope is caught up to the database. After a
   * drop, notices of any kind may be gone, memberships' too: every stream reads its user's
   * scopes again and is told to reload all it shows.
   */
  async #catchUpAll() {
    if (this.#lostNotices) {
      await this.#resyncEveryStream();
      this.#lostNotices = false; // only once it succeeded: a failure reconnects and retries
      return;
    }
    const seqs = await findScopeSeqs(this.#options.db, [...this.#followers.keys()]);
    for (const [scope, seq] of seqs)
      for (const stream of this.#followers.get(scope) ?? [])
        stream.catchUp(scope, this.#latest(scope, seq), this.#log);
  }

  async #resyncEveryStream() {
    const users = [...this.#streamsOfUser.keys()];
    await Promise.all(
      users.map((userId) =>
        this.#queued(userId, async () => {
          const latest = await this.#readUserScopes(userId);
          // A stream still opening reads its scopes and says hello after this (same queue).
          for (const stream of (this.#streamsOfUser.get(userId) ?? []).filter((s) => s.started)) {
            if (this.#endIfRemoved(stream, latest)) continue;
            for (const [scope, seq] of latest) {
              stream.resume(scope); // a paused scope is followed afresh, not from its old cursor
              this.#follow(stream, scope, this.#latest(scope, seq));
            }
            stream.resync([...latest.keys()]);
          }
        }),
      ),
    );
  }

  /**
   * A family the stream followed is no longer the user's: the stream ends like a session's
   * end, so none outlives its access. True when it ended.
   */
  #endIfRemoved(stream: LiveStream, latest: Map<Scope, number>) {
    const followed = [...stream.scopes, ...stream.pausedScopes];
    if (followed.every((scope) => latest.has(scope))) return false;
    stream.end('removed-from-family');
    return true;
  }

  #beat() {
    const now = Date.now();
    for (const streams of [...this.#streamsOfUser.values()])
      for (const stream of streams) {
        if (stream.owner.sessionExpiresAt.getTime() <= now) stream.end('session-expired');
        else stream.heartbeat();
      }
  }

  /** The latest number known for `scope`: the database's or a later one heard since. */
  #latest(scope: Scope, read: number) {
    return Math.max(read, this.#log.lastSeq(scope) ?? 0);
  }

  #queued(userId: number, task: () => Promise<void>): Promise<void> {
    const run = (this.#userQueues.get(userId) ?? Promise.resolve()).then(task);
    const settled = run.catch(() => undefined);
    this.#userQueues.set(userId, settled);
    void settled.then(() => {
      if (this.#userQueues.get(userId) === settled) this.#userQueues.delete(userId);
    });
    return run;
  }

  #follow(stream: LiveStream, scope: Scope, seq: number) {
    stream.follow(scope, seq);
    this.#index(stream, scope);
  }

  #index(stream: LiveStream, scope: Scope) {
    const followers = this.#followers.get(scope) ?? new Set();
    followers.add(stream);
    this.#followers.set(scope, followers);
  }

  #unfollow(stream: LiveStream, scope: Scope, { forget = false } = {}) {
    if (forget) stream.unfollow(scope);
    else stream.pause(scope);
    const followers = this.#followers.get(scope);
    followers?.delete(stream);
    if (followers?.size === 0) this.#followers.delete(scope);
  }

  #forget(stream: LiveStream) {
    stream.end();
    const { userId } = stream.owner;
    const rest = (this.#streamsOfUser.get(userId) ?? []).filter((s) => s !== stream);
    if (rest.length > 0) this.#streamsOfUser.set(userId, rest);
    else {
      this.#streamsOfUser.delete(userId);
      this.#membershipEpoch.delete(userId);
    }
    for (const scope of [...stream.scopes]) this.#unfollow(stream, scope, { forget: true });
  }
}
