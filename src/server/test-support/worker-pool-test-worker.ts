/**
 * The worker of src/server/lib/worker-pool/worker-pool.test.ts: answers, throws, spins past any
 * budget, or waits idle.
 */
import { threadId } from 'node:worker_threads';
import { serveTasks } from '#server/lib/worker-pool/serve-tasks';

export type TestTask =
  { do: 'echo'; value: string } | { do: 'throw' } | { do: 'spin' } | { do: 'block'; ms: number };

serveTasks((task: TestTask) => {
  if (task.do === 'throw') throw new RangeError('no such recipe');
  if (task.do === 'spin') for (;;);
  // Blocks the thread without using the CPU, as a thread waiting for a core would.
  if (task.do === 'block') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, task.ms);
  return { value: task.do === 'echo' ? task.value : 'blocked', threadId };
});
