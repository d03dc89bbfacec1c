import { afterEach, describe, expect, it } from 'vitest';
import type { TestTask } from '#server/test-support/worker-pool-test-worker';
import {
  TaskOverBudget,
  WALL_FACTOR,
  WorkerPool,
  WorkerPoolBusy,
  WorkerPoolClosed,
} from './worker-pool';

type Answer = { value: string; threadId: number };
const FILE = new URL('../../test-support/worker-pool-test-worker.ts', import.meta.url);

describe('WorkerPool', () => {
  let pool: WorkerPool<TestTask, Answer>;
  const open = (options: Partial<ConstructorParameters<typeof WorkerPool>[0]> = {}) =>
    (pool = new WorkerPool<TestTask, Answer>({
      file: FILE,
      size: 1,
      budgetMs: 500,
      maxQueued: 10,
      idleMs: 60_000,
      ...options,
    }));
  afterEach(() => pool?.close());

  it('runs tasks in a worker thread and passes errors back', async () => {
    open();
    const answer = await pool.run({ do: 'echo', value: 'soup' });
    expect(answer.value).toBe('soup');
    expect(answer.threadId).toBeGreaterThan(0);
    await expect(pool.run({ do: 'throw' })).rejects.toMatchObject({
      name: 'RangeError',
      message: 'no such recipe',
    });
    // The same worker serves on: an error in a task is no reason to replace it.
    expect((await pool.run({ do: 'echo', value: 'stew' })).threadId).toBe(answer.threadId);
    expect(pool.counts.started).toBe(1);
  }, 30_000);

  it('terminates a worker past its budget and serves the next task with a new one', async () => {
    open({ budgetMs: 300 });
    const first = await pool.run({ do: 'echo', value: 'warm' });
    // The event loop stays free while the worker spins: timers here keep firing.
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 10);
    const started = performance.now();
    const spun = pool.run({ do: 'spin' });
    const waiting = pool.run({ do: 'echo', value: 'next' });
    await expect(spun).rejects.toBeInstanceOf(TaskOverBudget);
    const elapsed = performance.now() - started;
    clearInterval(ticking);
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(3000);
    expect(ticks).toBeGreaterThan(5);
    // The task that waited behind it runs on a new worker, within its own budget.
    const next = await waiting;
    expect(next.value).toBe('next');
    expect(next.threadId).not.toBe(first.threadId);
    expect(pool.counts).toEqual({ started: 2, overBudget: 1 });
    expect(pool.workers).toBe(1);
  }, 30_000);

  // Linux: the budget is the worker thread's CPU time, read from /proc.
  it.runIf(process.platform === 'linux')(
    'counts CPU time, not time spent waiting, up to a limit of wall-clock time',
    async () => {
      open({ budgetMs: 300 });
      // Twice the budget idle: the task is no slower for it than a page on a busy machine.
      expect((await pool.run({ do: 'block', ms: 600 })).value).toBe('blocked');
      const started = performance.now();
      await expect(pool.run({ do: 'block', ms: 10_000 })).rejects.toBeInstanceOf(TaskOverBudget);
      const elapsed = performance.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(300 * WALL_FACTOR - 10);
      expect(elapsed).toBeLessThan(5000);
    },
    30_000,
  );

  it('refuses tasks past its queue, and rejects what waits when closed', async () => {
    open({ maxQueued: 2, budgetMs: 20_000 });
    await pool.run({ do: 'echo', value: 'warm' });
    const running = pool.run({ do: 'spin' }); // taken at once by the idle worker
    const queued = [pool.run({ do: 'echo', value: 'a' }), pool.run({ do: 'echo', value: 'b' })];
    await expect(pool.run({ do: 'echo', value: 'c' })).rejects.toBeInstanceOf(WorkerPoolBusy);
    const outcomes = [running, ...queued].map((task) => task.catch((error: unknown) => error));
    await pool.close();
    for (const outcome of await Promise.all(outcomes)) {
      expect(outcome).toBeInstanceOf(WorkerPoolClosed);
    }
    expect(pool.workers).toBe(0);
    await expect(pool.run({ do: 'echo', value: 'd' })).rejects.toBeInstanceOf(WorkerPoolClosed);
  }, 30_000);

  it('runs up to its size at once', async () => {
    open({ size: 2 });
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((value) => pool.run({ do: 'echo', value })),
    );
    expect(answers.map((answer) => answer.value)).toEqual(['a', 'b', 'c', 'd']);
    expect(pool.counts.started).toBe(2);
  }, 30_000);

  it('ends idle workers', async () => {
    open({ idleMs: 50 });
    await pool.run({ do: 'echo', value: 'a' });
    expect(pool.workers).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pool.workers).toBe(0);
    expect((await pool.run({ do: 'echo', value: 'b' })).value).toBe('b');
  }, 30_000);

  it('will not start without its worker module', () => {
    expect(() => open({ file: new URL('./no-such-worker.ts', import.meta.url) })).toThrow(
      /worker module not found/,
    );
  });
});
