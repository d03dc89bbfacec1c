import type { Database } from '#server/db/client';
import { LimitReachedError, minutesInEnglish, minutesUntil } from '#server/lib/app-error';
import type { ErrorCode } from '#shared/api/error-codes';
import {
  countGenerationsSince,
  deleteGenerationsBefore,
  finishGenerationRow,
  insertGeneration,
  lockImageGenerations,
} from './generate-image.repository';

export type GenerationLimits = { perUserPerHour: number; perDay: number };

/** Why an attempt failed, as logged: a code, never the provider's words. */
export type GenerationFailure = 'timeout' | 'rate_limited' | 'refused' | 'bad_answer' | 'error';

const USER_WINDOW = '1 hour';
const DAY_WINDOW = '24 hours';
/** Rows older than this are no longer counted by any limit. */
const KEEP_WINDOW = '2 days';

/**
 * 429 with Retry-After: the route copies `retryAfterSeconds` to the header. `params` name the
 * limit and the minutes to wait, as the message does.
 */
export class GenerationLimitError extends LimitReachedError {
  constructor(
    code: Extract<ErrorCode, 'generation_limit' | 'generation_daily_limit'>,
    message: (limit: number, wait: string) => string,
    limit: number,
    retryAfterSeconds: number,
  ) {
    const minutes = minutesUntil(retryAfterSeconds);
    super(code, message(limit, minutesInEnglish(minutes)), retryAfterSeconds, { limit, minutes });
  }
}

/**
 * Counts an AI image generation before the provider is called, or refuses it with 429 when
 * the user's hourly limit or everyone's daily cap is reached. The count and the insert run
 * under one advisory lock in one transaction, so several server processes (or two clicks at
 * once) cannot both take the last slot. Every attempt counts, also one that then fails: the
 * provider did the work (and may bill it), and a failing provider is not retried in a loop.
 * Returns the log row's id for `finishGeneration`.
 */
export async function startGeneration(
  db: Database,
  userId: number,
  limits: GenerationLimits,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockImageGenerations(tx);
    const mine = await countGenerationsSince(tx, USER_WINDOW, userId);
    if (mine.count >= limits.perUserPerHour) {
      throw new GenerationLimitError(
        'generation_limit',
        (limit, wait) => `You can generate ${limit} images an hour: please try again in ${wait}.`,
        limits.perUserPerHour,
        mine.freeInSeconds,
      );
    }
    const everyone = await countGenerationsSince(tx, DAY_WINDOW);
    if (everyone.count >= limits.perDay) {
      throw new GenerationLimitError(
        'generation_daily_limit',
        (limit, wait) =>
          `This server has generated its ${limit} images for today: please try again in ${wait}.`,
        limits.perDay,
        everyone.freeInSeconds,
      );
    }
    await deleteGenerationsBefore(tx, KEEP_WINDOW);
    return insertGeneration(tx, userId);
  });
}

/** Records how an attempt ended (for operators); the attempt stays counted either way. */
export async function finishGeneration(
  db: Database,
  id: number,
  failure: GenerationFailure | null,
) {
  await finishGenerationRow(db, id, failure ? 'failed' : 'succeeded', failure);
}
