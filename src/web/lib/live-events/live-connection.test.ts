import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEventSources } from '#web/test-support/fake-event-source';
import {
  LiveConnection,
  liveEventsUrl,
  retryDelayMs,
  type LiveEventHandlers,
} from './live-connection';

function setUp() {
  const sources = fakeEventSources();
  const handlers = {
    hello: vi.fn<LiveEventHandlers['hello']>(),
    notice: vi.fn<LiveEventHandlers['notice']>(),
    resync: vi.fn<LiveEventHandlers['resync']>(),
    sessionEnded: vi.fn<LiveEventHandlers['sessionEnded']>(),
  };
  const connection = new LiveConnection(sources.open, handlers);
  const statuses: string[] = [];
  connection.subscribe(() => statuses.push(connection.getSnapshot().status));
  return { sources, handlers, connection, statuses };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('live connection', () => {
  it('connects, goes live on hello and hands on the events it carries', () => {
    const { sources, handlers, connection, statuses } = setUp();
    expect(connection.getSnapshot()).toEqual({ status: 'stopped', closedBy: null });
    connection.start();
    connection.start(); // one stream per tab
    expect(sources.opened.map((source) => source.url)).toEqual(['/api/events']);
    expect(connection.getSnapshot().status).toBe('connecting');

    sources.latest().emit('hello', { resumed: false }, 'c1');
    expect(connection.getSnapshot()).toEqual({ status: 'live', closedBy: null });
    expect(handlers.hello).toHaveBeenCalledWith({ resumed: false }, { isFirst: true });

    const notice = { kind: 'shopping-items', familyId: 1, items: [] };
    sources.latest().emit('notice', notice, 'c2');
    sources.latest().emit('resync', { familyIds: [1], user: true }, 'c3');
    expect(handlers.notice).toHaveBeenCalledWith(notice);
    expect(handlers.resync).toHaveBeenCalledWith({ familyIds: [1], user: true });
    expect(statuses).toEqual(['connecting', 'live']);
  });

  it('ignores events it cannot read', () => {
    const { sources, handlers, connection } = setUp();
    connection.start();
    const source = sources.latest();
    source.emit('hello', { resumed: false });
    for (const listener of ['notice', 'resync']) {
      source.emit(listener, 'not an object');
      source.emit(listener, { something: 'else' });
    }
    expect(handlers.notice).not.toHaveBeenCalled();
    expect(handlers.resync).not.toHaveBeenCalled();
  });

  it("is down while the browser reconnects by itself, and live again on that stream's hello", () => {
    const { sources, handlers, connection } = setUp();
    connection.start();
    sources.latest().emit('hello', { resumed: false }, 'c1');
    sources.latest().fail({ retrying: true });
    expect(connection.getSnapshot().status).toBe('down');
    vi.advanceTimersByTime(60_000);
    expect(sources.opened).toHaveLength(1); // the browser's own retry, not a new source
    expect(sources.latest().isClosed).toBe(false);

    sources.latest().emit('hello', { resumed: true }, 'c2');
    expect(connection.getSnapshot().status).toBe('live');
    expect(handlers.hello).toHaveBeenLastCalledWith({ resumed: true }, { isFirst: false });
  });

  it('opens a new stream itself after an HTTP error, with backoff and the last cursor', () => {
    const { sources, connection, statuses } = setUp();
    connection.start();
    sources.latest().emit('hello', { resumed: false }, 'f1:4');
    sources.latest().emit('notice', { kind: 'staging', familyId: 1 }, 'f1:5 u:2');
    sources.latest().fail({ retrying: false });
    expect(connection.getSnapshot().status).toBe('down');
    expect(sources.latest().isClosed).toBe(true);

    // 1 s, then 2 s, 4 s … each failure waits longer.
    const waits = [1000, 2000, 4000, 8000];
    for (const wait of waits) {
      const before = sources.opened.length;
      vi.advanceTimersByTime(wait - 1);
      expect(sources.opened).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(sources.opened).toHaveLength(before + 1);
      // Down until a stream says hello: the indicator does not blink at every attempt.
      expect(connection.getSnapshot().status).toBe('down');
      sources.latest().fail({ retrying: false });
    }
    expect(sources.latest().url).toBe(`/api/events?lastEventId=${encodeURIComponent('f1:5 u:2')}`);

    expect(statuses).toEqual(['connecting', 'live', 'down']);

    // A stream that says hello resets the wait.
    vi.advanceTimersByTime(16_000);
    sources.latest().emit('hello', { resumed: true }, 'f1:5 u:2');
    sources.latest().fail({ retrying: false });
    const before = sources.opened.length;
    vi.advanceTimersByTime(1000);
    expect(sources.opened).toHaveLength(before + 1);
  });

  it('waits 1 s doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(liveEventsUrl(null)).toBe('/api/events');
    expect(liveEventsUrl('a b&c')).toBe('/api/events?lastEventId=a%20b%26c');
  });

  it('Retry reconnects at once when down, and cancels the waiting reconnection', () => {
    const { sources, connection } = setUp();
    connection.start();
    connection.retry(); // connecting: nothing to do
    expect(sources.opened).toHaveLength(1);
    sources.latest().fail({ retrying: false });
    vi.advanceTimersByTime(1000);
    sources.latest().fail({ retrying: false }); // now waiting 2 s
    connection.retry();
    expect(sources.opened).toHaveLength(3);
    expect(connection.getSnapshot().status).toBe('connecting');
    vi.advanceTimersByTime(60_000);
    expect(sources.opened).toHaveLength(3);

    // Down while the browser retries: Retry replaces that source.
    sources.latest().emit('hello', { resumed: false }, 'c9');
    sources.latest().fail({ retrying: true });
    connection.retry();
    expect(sources.opened[2]!.isClosed).toBe(true);
    expect(sources.latest().url).toBe('/api/events?lastEventId=c9');
  });

  it('stops for good when the server closes the stream, Resume only after superseded', () => {
    const { sources, handlers, connection } = setUp();
    connection.start();
    sources.latest().emit('hello', { resumed: false }, 'c1');
    sources.latest().emit('closed', { reason: 'superseded' });
    expect(connection.getSnapshot()).toEqual({ status: 'stopped', closedBy: 'superseded' });
    expect(sources.latest().isClosed).toBe(true);
    vi.advanceTimersByTime(120_000);
    expect(sources.opened).toHaveLength(1);
    expect(handlers.sessionEnded).not.toHaveBeenCalled();

    connection.retry();
    expect(sources.opened).toHaveLength(2);
    expect(sources.latest().url).toBe('/api/events?lastEventId=c1');

    sources.latest().emit('closed', { reason: 'session-expired' });
    expect(connection.getSnapshot()).toEqual({ status: 'stopped', closedBy: 'session-expired' });
    expect(handlers.sessionEnded).toHaveBeenCalledExactlyOnceWith('session-expired');
    connection.retry();
    expect(sources.opened).toHaveLength(2);
  });

  it('tells the app when the server closed the stream at sign-out', () => {
    const { sources, handlers, connection } = setUp();
    connection.start();
    sources.latest().emit('closed', { reason: 'signed-out' });
    expect(handlers.sessionEnded).toHaveBeenCalledExactlyOnceWith('signed-out');
    expect(connection.getSnapshot().closedBy).toBe('signed-out');
  });

  it('opens a new stream at once after a removal from a family, with the last cursor', () => {
    const { sources, handlers, connection } = setUp();
    connection.start();
    sources.latest().emit('hello', { resumed: false }, 'f1:4,f2:7,u3:2');
    const first = sources.latest();
    first.emit('closed', { reason: 'removed-from-family' });
    expect(first.isClosed).toBe(true);
    expect(sources.opened).toHaveLength(2);
    expect(sources.latest().url).toBe(liveEventsUrl('f1:4,f2:7,u3:2'));
    expect(connection.getSnapshot()).toEqual({ status: 'connecting', closedBy: null });
    sources.latest().emit('hello', { resumed: true }, 'f2:7,u3:2');
    expect(connection.getSnapshot()).toEqual({ status: 'live', closedBy: null });
    expect(handlers.sessionEnded).not.toHaveBeenCalled();
  });

  it('stop() closes the stream and the waiting reconnection; start() opens it again', () => {
    const { sources, connection } = setUp();
    connection.start();
    sources.latest().fail({ retrying: false });
    connection.stop();
    expect(connection.getSnapshot()).toEqual({ status: 'stopped', closedBy: null });
    vi.advanceTimersByTime(60_000);
    expect(sources.opened).toHaveLength(1);

    connection.start();
    expect(sources.opened).toHaveLength(2);
    const first = sources.latest();
    connection.stop();
    expect(first.isClosed).toBe(true);
    // A late event of a closed source changes nothing.
    first.emit('hello', { resumed: false });
    expect(connection.getSnapshot().status).toBe('stopped');
  });

  it('stays stopped, quietly, where there is no EventSource', () => {
    const connection = new LiveConnection(null, {
      hello: vi.fn(),
      notice: vi.fn(),
      resync: vi.fn(),
      sessionEnded: vi.fn(),
    });
    connection.start();
    connection.retry();
    expect(connection.getSnapshot()).toEqual({ status: 'stopped', closedBy: null });
  });
});
