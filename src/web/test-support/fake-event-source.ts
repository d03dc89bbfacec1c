import type { EventSourceLike } from '#web/lib/live-events/live-connection';

/**
 * An EventSource for tests (jsdom has none): records the sources opened, and lets a test play
 * the server's events and the browser's errors. Pass `fakeEventSources().open` to a
 * LiveConnection, or `vi.stubGlobal('EventSource', FakeEventSource)` for the whole app.
 */
export class FakeEventSource implements EventSourceLike {
  /** Every source constructed through the global stub, oldest first. */
  static opened: FakeEventSource[] = [];

  readyState = 0;
  readonly #listeners = new Map<string, Set<(event: Event) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error('No EventSource was opened');
    return source;
  }

  get isClosed() {
    return this.readyState === 2;
  }

  addEventListener(type: string, listener: (event: Event) => void) {
    const listeners = this.#listeners.get(type) ?? new Set();
    listeners.add(listener);
    this.#listeners.set(type, listeners);
  }

  close() {
    this.readyState = 2;
  }

  /** The server sends `event: type`, `id: id`, `data: JSON`. */
  emit(type: string, data: unknown, id = '') {
    if (type === 'hello') this.readyState = 1;
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    for (const listener of this.#listeners.get(type) ?? []) listener(event);
  }

  /**
   * The connection fails: `retrying` (readyState CONNECTING) when the browser reconnects by
   * itself, otherwise CLOSED (an HTTP error) and it is given up.
   */
  fail({ retrying }: { retrying: boolean }) {
    this.readyState = retrying ? 0 : 2;
    for (const listener of this.#listeners.get('error') ?? []) listener(new Event('error'));
  }
}

/** A factory for LiveConnection that records what it opened. */
export function fakeEventSources() {
  const opened: FakeEventSource[] = [];
  return {
    opened,
    open: (url: string) => {
      const source = new FakeEventSource(url);
      opened.push(source);
      return source;
    },
    latest: () => opened.at(-1)!,
  };
}
