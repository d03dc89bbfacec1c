// Where the real exports of other recipe apps are (../shared/corpus/migrations beside this
// checkout, or MIGRATIONS_CORPUS_DIR): test data read at test time, never copied into the
// repository. Null where there is none; the `corpus` Vitest project runs only where there is,
// and scripts/test.mjs warns where it is not.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function find() {
  const candidates = [
    process.env.MIGRATIONS_CORPUS_DIR,
    path.resolve(root, '../shared/corpus/migrations'),
    '/work/shared/corpus/migrations',
  ];
  return candidates.find((dir) => dir && existsSync(path.join(dir, 'README.md'))) ?? null;
}

/** @type {string | null} */
export const MIGRATIONS_CORPUS_DIR = find();
