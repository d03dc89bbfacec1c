import { asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { units } from '#server/db/schema';
import { qualified as q } from '#server/db/sql-helpers';

/** Volume first (the commonest in recipes), then mass, counts and the rest. */
const kindOrder = sql`array_position(array['volume', 'mass', 'count', 'other']::text[], ${q(units.kind)})`;

/**
 * Every unit in the order a select shows them: by kind, within a kind from small to large
 * (teaspoon before cup), units without a size by name.
 */
export async function findUnitsForSelect(db: DbOrTx) {
  return db
    .select({ id: units.id, name: units.name, abbreviation: units.abbreviation })
    .from(units)
    .orderBy(
      kindOrder,
      sql`${q(units.toBase)} asc nulls last`,
      sql`lower(${q(units.name)})`,
      asc(units.id),
    );
}

/** Which of `ids` are units. */
export async function findExistingUnitIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: units.id }).from(units).where(inArray(units.id, ids));
  return new Set(rows.map((row) => row.id));
}
