import { serverBusy } from '#server/lib/app-error';

/**
 * What a refused caller is told to wait: a full queue of encodes drains in a few seconds, and
 * the upload form retries once after this (recipe-editor/api/upload-image.ts).
 */
export const ENCODE_RETRY_AFTER_SECONDS = 3;

/**
 * A counting semaphore for CPU-heavy work in this process. sharp runs on libuv's thread pool,
 * which also serves file and DNS work: a few uploads re-encoded at once must not take every
 * thread (nor every core) from the requests around them. Waiters queue in order; past
 * `maxWaiting` a caller is told the server is busy instead of holding its upload in memory.
 * Per process by design: it guards this process's cores, not a shared resource.
 */
export class EncodeSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly size: number,
    readonly maxWaiting: number,
  ) {}

  get busy(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.size) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) {
      return Promise.reject(serverBusy(ENCODE_RETRY_AFTER_SECONDS));
    }
    // The slot passes straight to the waiter: `running` stays as it is.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
