import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, DbOrTx } from '#server/db/client';
import { idempotencyKeys } from '#server/db/schema';
import { IDEMPOTENCY_MISMATCH_MESSAGE } from '#shared/validation/idempotency';
import { AppError } from './app-error';

/**
 * Idempotency-Key for the creating routes (docs/decisions/010-idempotency-keys.md).
 *
 * The key row is inserted first, in the same transaction as what the request creates, and
 * gets the answer before that transaction commits. A repeat with the same (user, key):
 * - while the first is in flight, waits on the primary key (PostgreSQL's INSERT ... ON
 *   CONFLICT DO NOTHING waits for the other transaction; PGlite runs them one at a time);
 * - once it committed, finds the row and replays its status and body, creating nothing;
 * - if the first failed, finds no row (the transaction rolled back) and runs afresh.
 * A repeat with another method, route or body is refused with 422.
 */

/** How long a key is remembered. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** Expired rows deleted per keyed request: enough to keep up, small enough to be cheap. */
const PRUNE_BATCH = 100;

export type IdempotencyKey = { userId: number; key: string; requestHash: string };

/** What a creating service answers: the body, and whether it is a replay of an earlier one. */
export type Created<T> = { status: number; body: T; replayed: boolean };

/** JSON with sorted keys, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The request's key, or null when it sent none. The route's `headers` schema
 * (idempotencyHeadersSchema) has already refused a malformed one. The hash covers the
 * method, the route and the validated body, so a key reused for something else is caught.
 */
export function readIdempotencyKey(request: FastifyRequest): IdempotencyKey | null {
  const key = request.headers['idempotency-key'];
  const user = request.currentUser;
  if (typeof key !== 'string' || !user) return null;
  const requestHash = createHash('sha256')
    .update(canonicalJson([request.method, request.routeOptions.url, request.body]))
    .digest('hex');
  return { userId: user.id, key, requestHash };
}

/** Sends a Created answer; a replay is marked so logs and clients can tell. */
export function sendCreated<T>(reply: FastifyReply, created: Created<T>) {
  if (created.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(created.status).send(created.body);
}

/** Deletes a batch of expired keys, skipping rows another transaction holds (never waits). */
async function pruneExpiredKeys(db: Database) {
  await db.execute(sql`
    delete from ${idempotencyKeys}
    where (user_id, key) in (
      select user_id, key from ${idempotencyKeys}
      where created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})
      limit ${PRUNE_BATCH}
      for update skip locked
    )`);
}

/**
 * Runs `create` once per key. Without a key it simply runs `create(db)`. With one, `create`
 * runs in a transaction that also holds the key row, and must do all its reads and writes
 * through the handle it is given (a pooled connection waiting here must not be needed).
 * `status` may depend on what was created (201 a new row, 200 added to one that was there);
 * a replay answers the status the first request had.
 */
export async function createOnce<T>(
  db: Database,
  idempotency: IdempotencyKey | null,
  status: number | ((body: T) => number),
  create: (tx: DbOrTx) => Promise<T>,
): Promise<Created<T>> {
  const statusOf = (body: T) => (typeof status === 'number' ? status : status(body));
  if (!idempotency) {
    const body = await create(db);
    return { status: statusOf(body), body, replayed: false };
  }
  const { userId, key, requestHash } = idempotency;
  await pruneExpiredKeys(db);
  const thisKey = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      // Committed by an earlier request (this statement sees it: READ COMMITTED).
      const [stored] = await tx.select().from(idempotencyKeys).where(thisKey);
      if (stored && stored.requestHash !== requestHash) {
        throw new AppError('idempotency_key_reused', 422, IDEMPOTENCY_MISMATCH_MESSAGE);
      }
      // Neither can happen with the row written in one transaction; answer safely anyway.
      if (!stored || stored.status === null) {
        throw new AppError(
          'request_in_progress',
          409,
          'The same request is in progress; try again',
        );
      }
      return { status: stored.status, body: stored.response as T, replayed: true };
    }
    const body = await create(tx);
    const answered = statusOf(body);
    await tx.update(idempotencyKeys).set({ status: answered, response: body }).where(thisKey);
    return { status: answered, body, replayed: false };
  });
}
