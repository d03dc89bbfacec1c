import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { eventSequences, sessions, userFamilies } from '#server/db/schema';
import { qualified as q } from '#server/db/sql-helpers';
import { userScope, type Scope } from './scope-notice';

/** The last number of each scope (0 for one that never had a notice). */
export async function findScopeSeqs(
  db: Database,
  scopes: readonly Scope[],
): Promise<Map<Scope, number>> {
  const seqs = new Map<Scope, number>(scopes.map((scope) => [scope, 0]));
  if (scopes.length === 0) return seqs;
  const rows = await db
    .select({ scope: eventSequences.scope, seq: eventSequences.seq })
    .from(eventSequences)
    .where(inArray(eventSequences.scope, [...scopes]));
  for (const row of rows) seqs.set(row.scope as Scope, row.seq);
  return seqs;
}

/**
 * What a stream follows for `userId`, in one statement (one snapshot): the user's own scope
 * and each of the user's families now (not as a cached session user had them), with the
 * last number of each (0 for one that never had a notice).
 */
export async function findUserScopes(db: Database, userId: number): Promise<Map<Scope, number>> {
  const followed = sql`select ${userScope(userId)} as scope
    union all select 'family:' || ${q(userFamilies.familyId)} from ${userFamilies}
    where ${q(userFamilies.userId)} = ${userId}`;
  const result: unknown = await db.execute(
    sql`select f.scope, coalesce(${q(eventSequences.seq)}, 0)::text as seq from (${followed}) f
      left join ${eventSequences} on ${q(eventSequences.scope)} = f.scope`,
  );
  // Both drivers answer raw SQL with `{ rows }`; the shared Database type leaves it unknown.
  const { rows } = result as { rows: { scope: Scope; seq: string }[] };
  return new Map(rows.map((row) => [row.scope, Number(row.seq)]));
}

/** When a live session ends, or null if it already has. */
export async function findSessionExpiry(db: Database, idHash: string, now: Date) {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)));
  return row?.expiresAt ?? null;
}
