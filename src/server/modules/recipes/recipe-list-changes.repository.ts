import { and, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { DATA_VERSION_KEYS } from '#server/db/data-versions';
import {
  appMeta,
  recipeListChanges,
  recipeListSnapshots,
  sessions,
  userFamilies,
} from '#server/db/schema';
import { qualified as q } from '#server/db/sql-helpers';

/**
 * The recipe list's change log and saved copies (drizzle/0016 and 0017, decision 032), and the
 * two counters a family's list version is made of (decision 025).
 */

/** A family's own list counter in app_meta (drizzle/0011). */
const familyListKey = (familyId: number) => `family_list_version/${familyId}`;

/** The global counter (moved by TRUNCATE) and the family's own, as one transaction sees them. */
export type ListCounters = { globalVersion: number; familyVersion: number };

export type ListKindName = 'cards' | 'search';

export async function readListCounters(tx: DbOrTx, familyId: number): Promise<ListCounters> {
  const rows = await tx
    .select({ key: appMeta.key, value: sql<string>`${q(appMeta.value)} #>> '{}'` })
    .from(appMeta)
    .where(inArray(appMeta.key, [DATA_VERSION_KEYS.recipeList, familyListKey(familyId)]));
  const valueOf = (key: string) => Number(rows.find((row) => row.key === key)?.value ?? 0);
  return {
    globalVersion: valueOf(DATA_VERSION_KEYS.recipeList),
    familyVersion: valueOf(familyListKey(familyId)),
  };
}

/** The log rows of the family's versions after `afterVersion`, up to `throughVersion`. */
export async function findListChanges(
  tx: DbOrTx,
  familyId: number,
  afterVersion: number,
  throughVersion: number,
) {
  return tx
    .select({ version: recipeListChanges.version, recipeIds: recipeListChanges.recipeIds })
    .from(recipeListChanges)
    .where(
      and(
        eq(recipeListChanges.familyId, familyId),
        gt(recipeListChanges.version, afterVersion),
        lte(recipeListChanges.version, throughVersion),
      ),
    );
}

/** A saved list: its bytes and encodings, and the versions they were read at. */
export type ListSnapshot = ListCounters & { identity: Buffer; br: Buffer; gzip: Buffer };

export async function findListSnapshot(
  tx: DbOrTx,
  familyId: number,
  kind: ListKindName,
): Promise<ListSnapshot | null> {
  const rows = await tx
    .select({
      globalVersion: recipeListSnapshots.globalVersion,
      familyVersion: recipeListSnapshots.familyVersion,
      identity: recipeListSnapshots.identity,
      br: recipeListSnapshots.br,
      gzip: recipeListSnapshots.gzip,
    })
    .from(recipeListSnapshots)
    .where(and(eq(recipeListSnapshots.familyId, familyId), eq(recipeListSnapshots.kind, kind)));
  const row = rows[0];
  if (!row) return null;
  return {
    ...row,
    identity: Buffer.from(row.identity),
    br: Buffer.from(row.br, 'base64'),
    gzip: Buffer.from(row.gzip, 'base64'),
  };
}

/**
 * Saves a copy of a list unless a newer one is there (another process may save too), and drops
 * the family's log rows older than `keepFromVersion`, which no patch needs any more.
 */
export async function saveListSnapshot(
  db: DbOrTx,
  familyId: number,
  kind: ListKindName,
  snapshot: ListSnapshot,
  keepFromVersion: number,
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(recipeListSnapshots)
      .values({
        familyId,
        kind,
        globalVersion: snapshot.globalVersion,
        familyVersion: snapshot.familyVersion,
        identity: snapshot.identity.toString(),
        br: snapshot.br.toString('base64'),
        gzip: snapshot.gzip.toString('base64'),
        savedAt: new Date(),
      })
      .onConflictDoUpdate({
        target: [recipeListSnapshots.familyId, recipeListSnapshots.kind],
        set: {
          globalVersion: sql`excluded.global_version`,
          familyVersion: sql`excluded.family_version`,
          identity: sql`excluded.identity`,
          br: sql`excluded.br`,
          gzip: sql`excluded.gzip`,
          savedAt: sql`excluded.saved_at`,
        },
        setWhere: sql`(excluded.global_version, excluded.family_version) >
          (${q(recipeListSnapshots.globalVersion)}, ${q(recipeListSnapshots.familyVersion)})`,
      });
    await tx
      .delete(recipeListChanges)
      .where(
        and(
          eq(recipeListChanges.familyId, familyId),
          lte(recipeListChanges.version, keepFromVersion - 1),
        ),
      );
  });
}

/** The families of users with a live session, most recently signed in first. */
export async function findRecentlyActiveFamilyIds(db: DbOrTx, limit: number) {
  const lastSignIn = sql<Date>`max(${q(sessions.createdAt)})`;
  const rows = await db
    .select({ familyId: userFamilies.familyId })
    .from(sessions)
    .innerJoin(userFamilies, eq(userFamilies.userId, sessions.userId))
    .where(gte(sessions.expiresAt, sql`now()`))
    .groupBy(userFamilies.familyId)
    .orderBy(desc(lastSignIn))
    .limit(limit);
  return rows.map((row) => row.familyId);
}
