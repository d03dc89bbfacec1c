/**
 * Every format we read, in the order they are tried: specific formats first, each told by
 * names and markers only it has; schema.org JSON-LD last, as it is what several apps hold.
 */
import type { UploadFile } from '../archive/read-upload';
import type { AppFormatReader } from './app-export';
import { chowdownReader } from './chowdown';
import { copyMeThatReader } from './copymethat';
import { familyCookbookReader } from './family-cookbook';
import { mealieBackupReader } from './mealie-backup';
import { mealieV0Reader } from './mealie-v0';
import { myRecipeBoxReader } from './myrecipebox';
import { nextcloudReader } from './nextcloud';
import { paprikaReader } from './paprika';
import { planToEatReader } from './plantoeat';
import { schemaOrgReader } from './schema-org';
import { tandoorReader } from './tandoor';

export const APP_FORMAT_READERS: readonly AppFormatReader[] = [
  // Our own export first: its family.json marker is ours alone, and its README.md and JSON
  // files must not be taken for another app's.
  familyCookbookReader,
  paprikaReader,
  mealieBackupReader,
  mealieV0Reader,
  tandoorReader,
  nextcloudReader,
  copyMeThatReader,
  chowdownReader,
  planToEatReader,
  myRecipeBoxReader,
  schemaOrgReader,
];

/** The reader of an upload's format, or null when none knows it. */
export function readerFor(files: readonly UploadFile[]): AppFormatReader | null {
  return APP_FORMAT_READERS.find((reader) => reader.detect(files)) ?? null;
}
