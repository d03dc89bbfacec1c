/**
 * An import worker thread (import-reader.ts): reads pages and pasted text off the event loop.
 * Built as its own entry point beside the server bundle (scripts/server-build.mjs).
 */
import { serveTasks } from '#server/lib/worker-pool/serve-tasks';
import type { ExtractedRecipe } from '#shared/import/extracted-recipe';
import { readRecipePage } from './page/read-page';
import { readRecipeText } from './text/parse-recipe-text';
import type { TextReading } from './text/recipe-from-text';

export type ImportTask =
  /** The page's bytes as fetched, read as UTF-8 here: decoding 5 MB is no work for the event loop. */
  | { kind: 'page'; body: Uint8Array; pageUrl: string }
  | { kind: 'text'; text: string; forModel: boolean };

export type ImportTaskResult = ExtractedRecipe | null | TextReading;

/** As the server read pages before (Buffer#toString): a BOM stays, bad bytes become U+FFFD. */
const utf8 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');

serveTasks<ImportTask, ImportTaskResult>((task) =>
  task.kind === 'page'
    ? readRecipePage(utf8(task.body), task.pageUrl)
    : readRecipeText(task.text, { forModel: task.forModel }),
);
