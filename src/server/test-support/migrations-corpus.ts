import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_CORPUS_DIR } from '../../../scripts/migrations-corpus.mjs';
import { readUpload, type UploadFile } from '#server/modules/app-import/archive/read-upload';

/** The corpus folder; the `corpus` project runs only where it exists (vitest.config.ts). */
export function migrationsCorpusDir(): string {
  if (!MIGRATIONS_CORPUS_DIR) throw new Error('No migrations corpus: set MIGRATIONS_CORPUS_DIR');
  return MIGRATIONS_CORPUS_DIR;
}

/** A real export file's bytes, read at test time (never copied into the repository). */
export function corpusFile(name: string): Buffer {
  return readFileSync(path.join(migrationsCorpusDir(), name));
}

/** A real export file unpacked as an upload is, with every guard. */
export function corpusUpload(name: string): Promise<UploadFile[]> {
  return readUpload(name, corpusFile(name));
}
