/**
 * A small pool of worker threads for CPU-bound work the event loop must not wait on (reading
 * an imported page, product rule: import-budget). Each task has a CPU-time budget from the moment a
 * worker takes it; past it the worker is terminated (V8 stops even a tight loop), the task rejects
 * with TaskOverBudget and a new worker starts for the tasks still waiting. CPU time is the worker
 * thread's own (Linux /proc), so a busy machine does not fail a task that waited for a core;
 * a task past `budgetMs × WALL_FACTOR` of wall-clock time stops all the same, and where a
 * thread's CPU time cannot be read the budget is wall-clock time. Workers start on demand, end
 * after a while idle (their memory returns), and hold the process open only while busy.
 * Docs: docs/decisions/028-import-worker-pool.md.
 *
 * The worker's module calls serveTasks (serve-tasks.ts). A `.ts` module (development, tests)
 * is loaded through tsx by tsx-worker.mjs; the built server passes its bundled `.js` file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';
import type { FromWorker, PoolWorkerData, ToWorker } from './serve-tasks';

export type WorkerPoolOptions = {
  /** The worker's module. */
  file: URL;
  /** Workers at most. */
  size: number;
  /** CPU time one task may use once a worker has it. */
  budgetMs: number;
  /** Tasks that may wait for a worker; past it run() rejects with WorkerPoolBusy. */
  maxQueued: number;
  /** An idle worker ends after this long; the next task starts another. */
  idleMs: number;
  /** Each worker's heap; past it the worker dies and its task rejects with TaskOverBudget. */
  resourceLimits?: ResourceLimits;
  /** The workers' nice value (Linux, per thread): above 0 the event loop wins a busy core. */
  niceness?: number;
};

/** A task stops after this many budgets of wall-clock time, however little CPU it had. */
export const WALL_FACTOR = 3;
/** How often a running task's CPU time is looked at, at most. */
const CHECK_MS = 100;

/**
 * CPU time (ms) one thread of this process has used: user plus system time from Linux's
 * /proc, in USER_HZ ticks (100 a second on every Linux). Null where that cannot be read.
 */
export function threadCpuMs(kernelThreadId: number): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${kernelThreadId}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in ')': state is the first.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

/** A task stopped for taking longer than its budget, or more memory than a worker has. */
export class TaskOverBudget extends Error {
  constructor(readonly kind: 'time' | 'memory') {
    super(kind === 'time' ? 'task ran past its time budget' : 'task ran out of worker memory');
    this.name = 'TaskOverBudget';
  }
}

/** More tasks waiting than the pool queues. */
export class WorkerPoolBusy extends Error {
  constructor() {
    super('every worker is busy and the queue is full');
    this.name = 'WorkerPoolBusy';
  }
}

export class WorkerPoolClosed extends Error {
  constructor() {
    super('the worker pool is closed');
    this.name = 'WorkerPoolClosed';
  }
}

type Job = {
  id: number;
  task: unknown;
  transfer: Transferable[];
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
};

type Slot = {
  worker: Worker;
  ready: boolean;
  /** The worker thread's kernel id, where its CPU time can be read. */
  kernelThreadId: number | null;
  job: Job | null;
  /** The running job's budget, or the idle worker's end. */
  timer: NodeJS.Timeout | null;
};

const TSX_ENTRY = new URL('./tsx-worker.mjs', import.meta.url);

export class WorkerPool<Task, Result> {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private readonly exits = new Set<Promise<number>>();
  private nextId = 1;
  private closed = false;
  /** Workers started and ended over the pool's life, for tests and benches. */
  readonly counts = { started: 0, overBudget: 0 };

  constructor(private readonly options: WorkerPoolOptions) {
    // A wrong path would otherwise only show at the first task, as a failed import.
    if (!existsSync(fileURLToPath(options.file))) {
      throw new Error(`worker module not found: ${fileURLToPath(options.file)}`);
    }
  }

  get workers(): number {
    return this.slots.size;
  }

  get queued(): number {
    return this.queue.length;
  }

  /**
   * Runs `task` in a worker. What `transfer` lists (ArrayBuffers holding a page, say) moves to
   * the worker when it takes the task instead of being copied, and is unusable here after.
   */
  run(task: Task, transfer: Transferable[] = []): Promise<Result> {
    if (this.closed) return Promise.reject(new WorkerPoolClosed());
    if (this.queue.length >= this.options.maxQueued) return Promise.reject(new WorkerPoolBusy());
    return new Promise<Result>((resolve, reject) => {
      const id = this.nextId++;
      const settle = resolve as (result: unknown) => void;
      this.queue.push({ id, task, transfer, resolve: settle, reject });
      this.dispatch();
    });
  }

  /** Rejects the waiting and running tasks and ends every worker. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new WorkerPoolClosed());
    for (const slot of [...this.slots]) {
      slot.job?.reject(new WorkerPoolClosed());
      slot.job = null;
      this.retire(slot);
    }
    await Promise.all(this.exits);
  }

  private dispatch() {
    while (this.queue.length > 0 && !this.closed) {
      const idle = [...this.slots].find((slot) => slot.ready && !slot.job);
      if (idle) {
        this.assign(idle, this.queue.shift()!);
        continue;
      }
      // Workers already starting will take the waiting tasks; else start one if there is room.
      const starting = [...this.slots].filter((slot) => !slot.ready).length;
      if (starting >= this.queue.length || this.slots.size >= this.options.size) return;
      this.start();
    }
  }

  private start() {
    const { file, resourceLimits, niceness } = this.options;
    const typescript = file.pathname.endsWith('.ts');
    const workerData: PoolWorkerData = { niceness, entry: typescript ? file.href : undefined };
    const worker = new Worker(typescript ? TSX_ENTRY : file, { workerData, resourceLimits });
    this.counts.started++;
    const slot: Slot = { worker, ready: false, kernelThreadId: null, job: null, timer: null };
    this.slots.add(slot);
    worker.on('message', (message: FromWorker) => this.onMessage(slot, message));
    worker.on('error', (error) => this.onFailure(slot, error));
    worker.on('exit', (code) => this.onFailure(slot, new Error(`worker exited (${code})`)));
  }

  private assign(slot: Slot, job: Job) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = job;
    slot.worker.ref();
    slot.worker.postMessage({ id: job.id, task: job.task } satisfies ToWorker, job.transfer);
    const { budgetMs } = this.options;
    const startedAt = performance.now();
    const cpuAtStart = slot.kernelThreadId === null ? null : threadCpuMs(slot.kernelThreadId);
    const check = () => {
      const wallMs = performance.now() - startedAt;
      const cpuNow = cpuAtStart === null ? null : threadCpuMs(slot.kernelThreadId!);
      const usedMs = cpuNow === null ? wallMs : cpuNow - cpuAtStart!;
      if (usedMs < budgetMs && wallMs < budgetMs * WALL_FACTOR) {
        // At most the budget left: the thread cannot use more CPU than time passes.
        slot.timer = setTimeout(check, Math.max(10, Math.min(CHECK_MS, budgetMs - usedMs)));
        return;
      }
      // Whatever the worker is doing, it is not answering this task in time.
      slot.job = null;
      this.retire(slot);
      this.counts.overBudget++;
      job.reject(new TaskOverBudget('time'));
      this.dispatch();
    };
    slot.timer = setTimeout(check, Math.min(CHECK_MS, budgetMs));
  }

  private onMessage(slot: Slot, message: FromWorker) {
    if (message.type === 'ready') {
      slot.ready = true;
      slot.kernelThreadId = message.kernelThreadId;
    } else {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      if (slot.timer) clearTimeout(slot.timer);
      slot.job = null;
      if (message.type === 'done') job.resolve(message.result);
      else job.reject(Object.assign(new Error(message.message), { name: message.name }));
    }
    this.dispatch();
    if (!slot.job && this.slots.has(slot)) this.idle(slot);
  }

  private idle(slot: Slot) {
    slot.worker.unref();
    slot.timer = setTimeout(() => this.retire(slot), this.options.idleMs);
    slot.timer.unref();
  }

  /** A worker that failed or exited on its own: its task fails, a new one serves the queue. */
  private onFailure(slot: Slot, error: Error) {
    if (!this.slots.has(slot)) return; // retired: its 'exit' follows the terminate
    this.retire(slot);
    const job = slot.job;
    slot.job = null;
    if (job) {
      const outOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      if (outOfMemory) this.counts.overBudget++;
      job.reject(outOfMemory ? new TaskOverBudget('memory') : error);
    }
    // A worker that could not even start (a broken module) would fail again for every task.
    if (!slot.ready) for (const waiting of this.queue.splice(0)) waiting.reject(error);
    this.dispatch();
  }

  private retire(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    if (!this.slots.delete(slot)) return;
    const exit = slot.worker.terminate();
    this.exits.add(exit);
    void exit.finally(() => this.exits.delete(exit));
  }
}
