import type { Database } from '#server/db/client';
import { LimitReachedError, minutesInEnglish, minutesUntil } from '#server/lib/app-error';
import {
  countImportsSince,
  deleteImportsBefore,
  insertImportAttempt,
  lockImportLog,
} from './import.repository';

const USER_WINDOW = '1 hour';
/** Rows older than this are no longer counted. */
const KEEP_WINDOW = '1 day';

/**
 * 429 with Retry-After: the route copies `retryAfterSeconds` to the header. `params` name the
 * limit and the minutes to wait, as the message does.
 */
export class ImportLimitError extends LimitReachedError {
  constructor(perHour: number, retryAfterSeconds: number) {
    const minutes = minutesUntil(retryAfterSeconds);
    super(
      'import_limit',
      `You can import ${perHour} recipes an hour: please try again in ${minutesInEnglish(minutes)}.`,
      retryAfterSeconds,
      { limit: perHour, minutes },
    );
  }
}

/**
 * Counts an import attempt before anything is fetched, or refuses it with 429 once the user
 * made `perHour` in the last hour. Counted in the database under an advisory lock, so several
 * server processes (or two clicks at once) share one count. Failed attempts count too: each
 * one made a request to another site on the user's behalf.
 */
export async function countImportAttempt(db: Database, userId: number, perHour: number) {
  await db.transaction(async (tx) => {
    await lockImportLog(tx, userId);
    const mine = await countImportsSince(tx, userId, USER_WINDOW);
    if (mine.count >= perHour) {
      throw new ImportLimitError(perHour, mine.freeInSeconds);
    }
    await deleteImportsBefore(tx, KEEP_WINDOW);
    await insertImportAttempt(tx, userId);
  });
}
