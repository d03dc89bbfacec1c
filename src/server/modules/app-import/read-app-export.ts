/**
 * An uploaded export, read: unpacked with every guard (archive/read-upload.ts), its format
 * found, its recipes read. Pure and CPU-bound: the import worker runs it (app-import-worker.ts),
 * and the command line too. A refusal is an answer, not an error, so its code crosses the
 * worker's boundary whole.
 */
import { ArchiveRefused } from './archive/archive-refused';
import { readUpload } from './archive/read-upload';
import type { AppExport } from './formats/app-export';
import { readerFor } from './formats/readers';

export type AppReadOutcome =
  | { ok: true; export: AppExport }
  | {
      ok: false;
      code: ArchiveRefused['code'] | 'app_import_unknown_format';
      message: string;
      params?: ArchiveRefused['params'];
    };

export const UNKNOWN_FORMAT_MESSAGE =
  'The file is no export we can read: Paprika, Nextcloud Cookbook, Tandoor, Mealie, Copy Me That, Chowdown, Plan to Eat, MyRecipeBox or schema.org recipes';

export async function readAppExport(name: string, bytes: Buffer): Promise<AppReadOutcome> {
  try {
    const files = await readUpload(name, bytes);
    const reader = readerFor(files);
    if (!reader) {
      return { ok: false, code: 'app_import_unknown_format', message: UNKNOWN_FORMAT_MESSAGE };
    }
    return { ok: true, export: reader.read(files) };
  } catch (error) {
    if (error instanceof ArchiveRefused)
      return { ok: false, code: error.code, message: error.message, params: error.params };
    throw error;
  }
}
