import http from 'node:http';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { LIVE_EVENTS_PATH } from '#shared/events/events.schemas';

export interface ReceivedEvent {
  event: string;
  id: string | undefined;
  data: unknown;
}

export interface TestEventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every event so far, in order (heartbeats as event ':comment'). */
  readonly events: ReceivedEvent[];
  /** The last id received, as a browser would send it back in Last-Event-ID. */
  readonly lastEventId: string | undefined;
  /** True once the server ended the response. */
  readonly ended: boolean;
  /** Resolves with the first event from index `from` on that `matches`; rejects after `timeoutMs`. */
  waitFor(
    matches: (event: ReceivedEvent) => boolean,
    options?: { from?: number; timeoutMs?: number },
  ): Promise<ReceivedEvent>;
  /** Resolves when the server ended the response. */
  waitForEnd(timeoutMs?: number): Promise<void>;
  /** Hangs up, as a browser tab closing. */
  close(): void;
}

/**
 * A server-sent events client for tests: GET /api/events on a listening server with the
 * session cookie (and a Last-Event-ID), parsed by eventsource-parser, the events recorded.
 */
export async function openTestEventStream(
  baseUrl: string,
  cookie: string,
  options: { lastEventId?: string; lastEventIdInQuery?: boolean } = {},
): Promise<TestEventStream> {
  // node:http with no agent: one connection, closed with the stream (fetch's pool may open a
  // spare connection that keeps a closing server waiting for its headers).
  const url = new URL(LIVE_EVENTS_PATH, baseUrl);
  const { lastEventId: resumeFrom, lastEventIdInQuery } = options;
  if (resumeFrom !== undefined && lastEventIdInQuery)
    url.searchParams.set('lastEventId', resumeFrom);
  const request = http.get(url, {
    agent: false,
    headers: {
      cookie,
      accept: 'text/event-stream',
      ...(resumeFrom !== undefined && !lastEventIdInQuery && { 'last-event-id': resumeFrom }),
    },
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  request.on('error', () => undefined); // a hang-up after the response ends the stream below
  const events: ReceivedEvent[] = [];
  let lastEventId: string | undefined;
  let ended = false;
  const wakers = new Set<() => void>();
  const wake = () => {
    for (const waker of [...wakers]) waker();
  };
  const record = (message: EventSourceMessage) => {
    if (message.id !== undefined) lastEventId = message.id;
    events.push({
      event: message.event ?? 'message',
      id: message.id,
      data: JSON.parse(message.data),
    });
    wake();
  };
  const parser = createParser({
    onEvent: record,
    onComment: (comment) => {
      events.push({ event: ':comment', id: undefined, data: comment });
      wake();
    },
  });
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => parser.feed(chunk));
  // 'close' also when close() or the server hung up mid-stream: ended either way.
  response.on('close', () => {
    ended = true;
    wake();
  });

  /** Resolves when `done()` holds, checked now and at every event; rejects after the timeout. */
  const until = (done: () => boolean, timeoutMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (done()) return resolve();
      const timer = setTimeout(() => {
        wakers.delete(check);
        reject(
          new Error(
            `timed out after ${timeoutMs} ms waiting for ${what}; got ${JSON.stringify(events)}`,
          ),
        );
      }, timeoutMs);
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        wakers.delete(check);
        resolve();
      };
      wakers.add(check);
    });

  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    events,
    get lastEventId() {
      return lastEventId;
    },
    get ended() {
      return ended;
    },
    async waitFor(matches, { from = 0, timeoutMs = 5000 } = {}) {
      const found = () => events.slice(from).find(matches);
      await until(() => found() !== undefined || ended, timeoutMs, 'an event');
      const event = found();
      if (!event) throw new Error(`the stream ended first; got ${JSON.stringify(events)}`);
      return event;
    },
    waitForEnd: (timeoutMs = 5000) => until(() => ended, timeoutMs, 'the end of the stream'),
    close: () => request.destroy(),
  };
}
