/**
 * The worker thread that reads uploaded exports (app-export-reader.ts): unpacking, parsing
 * JSON, CSV and HTML of a whole export is CPU work the event loop must not wait on. Built as
 * its own entry point beside the server bundle (scripts/server-build.mjs).
 */
import { serveTasks } from '#server/lib/worker-pool/serve-tasks';
import { readAppExport, type AppReadOutcome } from './read-app-export';

export type AppExportTask = { name: string; bytes: Uint8Array };

serveTasks<AppExportTask, AppReadOutcome>((task) =>
  readAppExport(
    task.name,
    Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength),
  ),
);
