// A worker thread's entry in development and tests, where the worker's module is TypeScript:
// Node 20 does not apply `--import tsx` from a Worker's execArgv to the worker's own entry, so
// tsx is registered here and the module imported after (worker-pool.ts). The built server
// starts its bundled JavaScript workers directly and never loads this file.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
