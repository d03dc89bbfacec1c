import { eventsContracts } from '#shared/events/events.contracts';
import type {
  ClosedEvent,
  HelloEvent,
  LiveNotice,
  ResyncEvent,
} from '#shared/events/events.schemas';
import { urlOf } from '#web/lib/api-call';

/**
 * The tab's one live event stream (`GET /api/events`, product rule: live-sync), as a small state
 * machine around an EventSource, kept free of React and of the cache so it can be tested with a
 * fake EventSource:
 *
 * - 'connecting' until the server's `hello`, then 'live';
 * - 'down' on an error. While the EventSource is CONNECTING the browser retries by itself
 *   (sending Last-Event-ID); once it is CLOSED (an HTTP error: 5xx, 401, a proxy's page) it
 *   never will, so a new one is opened after 1 s, 2 s, 4 s … up to 30 s, carrying the last
 *   cursor seen as `?lastEventId=` so the server can replay what was missed. Either way it
 *   stays 'down' until a stream says hello (no blinking indicator at every attempt); only a
 *   reconnection the user asked for (Retry) is 'connecting' again;
 * - 'stopped' when the server says `closed` (its reason is kept: the indicator offers Resume
 *   after 'superseded'), when stopped by the app, or where there is no EventSource at all;
 *   except after 'removed-from-family', when a new stream opens at once ('connecting').
 */

export type LiveStatus = 'connecting' | 'live' | 'down' | 'stopped';
export type ClosedReason = ClosedEvent['reason'];

export interface LiveState {
  readonly status: LiveStatus;
  /** Why the server closed the stream; null for every other state. */
  readonly closedBy: ClosedReason | null;
}

/** What the connection uses of an EventSource: the browser's, or a test's fake. */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

export type OpenEventSource = (url: string) => EventSourceLike;

/** What the stream's events are for; apply-live-event.ts does the cache work. */
export interface LiveEventHandlers {
  hello(event: HelloEvent, info: { isFirst: boolean }): void;
  notice(notice: LiveNotice): void;
  resync(event: ResyncEvent): void;
  /** The server closed the stream because the session ended (signed out, expired). */
  sessionEnded(reason: 'signed-out' | 'session-expired'): void;
}

/** The stream's address: the browser's EventSource loads it itself. */
export const LIVE_EVENTS_PATH = urlOf(eventsContracts.openLiveEvents);
export const RETRY_MIN_MS = 1000;
export const RETRY_MAX_MS = 30_000;
/** EventSource.CLOSED: the browser gave up and will not reconnect by itself. */
const CLOSED = 2;

/** The wait before the nth (from 0) reconnection of our own: 1 s doubling to 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** attempt);
}

export function liveEventsUrl(lastEventId: string | null): string {
  return lastEventId
    ? `${LIVE_EVENTS_PATH}?lastEventId=${encodeURIComponent(lastEventId)}`
    : LIVE_EVENTS_PATH;
}

/** The browser's EventSource, or null where there is none (jsdom, very old browsers). */
export function browserEventSource(): OpenEventSource | null {
  if (typeof EventSource === 'undefined') return null;
  return (url) => new EventSource(url);
}

const CLOSED_REASONS: readonly ClosedReason[] = [
  'signed-out',
  'session-expired',
  'superseded',
  'removed-from-family',
];

/** An unknown reason (a newer server's) is treated as the one the user may resume after. */
function closedReason(reason: unknown): ClosedReason {
  return CLOSED_REASONS.find((known) => known === reason) ?? 'superseded';
}

const STOPPED: LiveState = { status: 'stopped', closedBy: null };

function parseData(event: Event): Record<string, unknown> | null {
  try {
    const data = JSON.parse((event as MessageEvent<string>).data) as unknown;
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export class LiveConnection {
  #state: LiveState = STOPPED;
  #source: EventSourceLike | null = null;
  #retryTimer: ReturnType<typeof setTimeout> | null = null;
  #attempt = 0;
  #lastEventId: string | null = null;
  #hellos = 0;
  readonly #listeners = new Set<() => void>();

  constructor(
    private readonly open: OpenEventSource | null,
    private readonly handlers: LiveEventHandlers,
  ) {}

  readonly getSnapshot = (): LiveState => this.#state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** Opens the stream unless it is open or about to reopen. */
  start(): void {
    if (this.#source || this.#retryTimer) return;
    this.#connect();
  }

  /** Closes the stream for good (sign-out, unmount); start() opens it again. */
  stop(): void {
    this.#closeSource();
    this.#cancelRetry();
    this.#setState(STOPPED);
  }

  /** The indicator's Retry / Resume: reconnects at once when down, or after 'superseded'. */
  readonly retry = (): void => {
    const { status, closedBy } = this.#state;
    if (status !== 'down' && !(status === 'stopped' && closedBy === 'superseded')) return;
    this.#closeSource();
    this.#cancelRetry();
    this.#attempt = 0;
    this.#connect({ asked: true });
  };

  #connect({ asked = false } = {}) {
    if (!this.open) {
      this.#setState(STOPPED);
      return;
    }
    const source = this.open(liveEventsUrl(this.#lastEventId));
    this.#source = source;
    if (asked || this.#state.status !== 'down') {
      this.#setState({ status: 'connecting', closedBy: null });
    }
    const on = (type: string, listener: (event: Event) => void) =>
      source.addEventListener(type, (event) => {
        // A closed source's late events (a fake's, or one already queued) are not ours.
        if (source === this.#source) listener(event);
      });
    on('hello', (event) => {
      this.#remember(event);
      this.#attempt = 0;
      this.#setState({ status: 'live', closedBy: null });
      const isFirst = this.#hellos++ === 0;
      this.handlers.hello({ resumed: parseData(event)?.resumed === true }, { isFirst });
    });
    on('notice', (event) => {
      this.#remember(event);
      const data = parseData(event);
      if (typeof data?.kind === 'string') this.handlers.notice(data as unknown as LiveNotice);
    });
    on('resync', (event) => {
      this.#remember(event);
      const data = parseData(event);
      if (Array.isArray(data?.familyIds)) this.handlers.resync(data as unknown as ResyncEvent);
    });
    on('closed', (event) => {
      const reason = closedReason(parseData(event)?.reason);
      // The response ends next; without close() the browser would reconnect.
      this.#closeSource();
      this.#cancelRetry();
      if (reason === 'removed-from-family') {
        // Still signed in: a new stream follows the families that remain, from this cursor.
        this.#connect();
        return;
      }
      this.#setState({ status: 'stopped', closedBy: reason });
      if (reason === 'signed-out' || reason === 'session-expired') {
        this.handlers.sessionEnded(reason);
      }
    });
    on('error', () => {
      if (source.readyState === CLOSED) {
        this.#closeSource();
        this.#scheduleRetry();
      }
      this.#setState({ status: 'down', closedBy: null });
    });
  }

  #remember(event: Event) {
    const id = (event as MessageEvent).lastEventId;
    if (id) this.#lastEventId = id;
  }

  #scheduleRetry() {
    this.#cancelRetry();
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      this.#connect();
    }, retryDelayMs(this.#attempt++));
  }

  #cancelRetry() {
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
  }

  #closeSource() {
    this.#source?.close();
    this.#source = null;
  }

  #setState(next: LiveState) {
    if (next.status === this.#state.status && next.closedBy === this.#state.closedBy) return;
    this.#state = next;
    for (const listener of this.#listeners) listener();
  }
}
