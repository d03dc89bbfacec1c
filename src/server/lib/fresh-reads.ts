/**
 * Shares one read among concurrent callers without ever handing a caller a read that began
 * before it asked. A read already on its way when a call comes may have missed a commit the
 * caller has seen (its own write, say), so the caller waits for the next read instead; every
 * call that comes while a read is on its way shares that one next read. Under load this turns
 * one query per request into about two per query round trip (decision 022;
 * product rule: list-budget), and a caller waits at most one extra round trip.
 */
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;

  const start = () => {
    const current = read();
    running = current;
    const clear = () => {
      if (running === current) running = null;
    };
    current.then(clear, clear);
    return current;
  };

  return () => {
    if (!running) return start();
    const after = running.then(
      () => undefined,
      () => undefined,
    );
    queued ??= after.then(() => {
      queued = null;
      return start();
    });
    return queued;
  };
}
