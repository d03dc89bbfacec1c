/**
 * The worker side of worker-pool.ts: a worker's module calls serveTasks once with the function
 * that handles one task. The pool hands a worker one task at a time; the answer (or the error's
 * name and message) goes back by structured clone.
 */
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

export type ToWorker = { id: number; task: unknown };
export type FromWorker =
  | { type: 'ready'; kernelThreadId: number | null }
  | { type: 'done'; id: number; result: unknown }
  | { type: 'failed'; id: number; name: string; message: string };

/** What the pool passes every worker (tsx-worker.mjs reads `entry`). */
export type PoolWorkerData = { entry?: string; niceness?: number };

/** This thread's id in the kernel (Linux /proc), for its CPU time and priority; else null. */
function kernelThreadId(): number | null {
  try {
    const id = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function serveTasks<Task, Result>(handle: (task: Task) => Result | Promise<Result>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  const send = (message: FromWorker) => port.postMessage(message);
  const threadId = kernelThreadId();
  const { niceness } = (workerData ?? {}) as PoolWorkerData;
  if (threadId !== null && niceness) {
    // On Linux the nice value is per thread: the event loop's thread keeps its own, and wins
    // a busy core from this one. The budget counts this thread's CPU time, not its waiting.
    try {
      os.setPriority(threadId, niceness);
    } catch {
      // Not allowed here: the worker runs at the process's priority.
    }
  }
  port.on('message', ({ id, task }: ToWorker) => {
    void (async () => {
      try {
        send({ type: 'done', id, result: await handle(task as Task) });
      } catch (error) {
        const { name, message } = error instanceof Error ? error : new Error(String(error));
        send({ type: 'failed', id, name, message });
      }
    })();
  });
  // Sent once the module and everything it imports has loaded: a task's budget starts after.
  send({ type: 'ready', kernelThreadId: threadId });
}
