import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { pantryItems } from '#server/db/schema';

/** Any fixed number; it only has to differ from the other advisory locks of this app. */
const PANTRY_ADD_LOCK_KEY = 744_044;

const itemColumns = {
  id: pantryItems.id,
  familyId: pantryItems.familyId,
  name: pantryItems.name,
  nameKey: pantryItems.nameKey,
  quantity: pantryItems.quantity,
  unit: pantryItems.unit,
  bestBefore: pantryItems.bestBefore,
  category: pantryItems.category,
  isStaple: pantryItems.isStaple,
  version: pantryItems.version,
  createdAt: pantryItems.createdAt,
  updatedAt: pantryItems.updatedAt,
};

export type PantryItemRow = NonNullable<Awaited<ReturnType<typeof findPantryItem>>>;
export type NewPantryItem = Pick<
  typeof pantryItems.$inferInsert,
  'name' | 'nameKey' | 'quantity' | 'unit' | 'bestBefore' | 'category' | 'isStaple'
>;
export type PantryItemChanges = Partial<NewPantryItem>;

/** The family's items by category, then name as people read it, then id (product rule: pantry-order). */
export function findFamilyPantry(db: DbOrTx, familyId: number) {
  return db
    .select(itemColumns)
    .from(pantryItems)
    .where(eq(pantryItems.familyId, familyId))
    .orderBy(asc(pantryItems.category), asc(sql`lower(${pantryItems.name})`), asc(pantryItems.id));
}

export async function findPantryItem(db: DbOrTx, id: number) {
  const rows = await db.select(itemColumns).from(pantryItems).where(eq(pantryItems.id, id));
  return rows[0] ?? null;
}

/**
 * Adds to one family's pantry run one after the other until commit, so two devices adding
 * '500 g rice' at once make one item of 1000 g, never two items (product rule: pantry-merge).
 */
export async function lockFamilyPantry(tx: DbOrTx, familyId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PANTRY_ADD_LOCK_KEY}, ${familyId})`);
}

/** The family's items of this key, oldest first. */
export function findItemsByKey(db: DbOrTx, familyId: number, nameKey: string) {
  return db
    .select(itemColumns)
    .from(pantryItems)
    .where(and(eq(pantryItems.familyId, familyId), eq(pantryItems.nameKey, nameKey)))
    .orderBy(asc(pantryItems.id));
}

export async function insertPantryItem(db: DbOrTx, familyId: number, values: NewPantryItem) {
  const [row] = await db
    .insert(pantryItems)
    .values({ ...values, familyId })
    .returning(itemColumns);
  return row!;
}

/**
 * Changes the item and moves its version; with `expectedVersion` only if it is still at that
 * version. Null when nothing was written (gone, or moved on).
 */
export async function updatePantryItem(
  db: DbOrTx,
  id: number,
  changes: PantryItemChanges,
  expectedVersion?: number,
) {
  const rows = await db
    .update(pantryItems)
    .set({ ...changes, version: sql`${pantryItems.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(pantryItems.id, id),
        expectedVersion === undefined ? undefined : eq(pantryItems.version, expectedVersion),
      ),
    )
    .returning(itemColumns);
  return rows[0] ?? null;
}

/**
 * Adds `delta` to the amount in one statement (an unknown amount counts as none), never below
 * zero, so two devices' taps both count. Null when the item is gone.
 */
export async function adjustPantryQuantity(db: DbOrTx, id: number, delta: number) {
  const rows = await db
    .update(pantryItems)
    .set({
      quantity: sql`greatest(0, coalesce(${pantryItems.quantity}, 0) + ${String(delta)}::numeric)`,
      version: sql`${pantryItems.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(pantryItems.id, id))
    .returning(itemColumns);
  return rows[0] ?? null;
}

/** True when the item was there to delete. */
export async function deletePantryItem(db: DbOrTx, id: number) {
  const rows = await db
    .delete(pantryItems)
    .where(eq(pantryItems.id, id))
    .returning({ id: pantryItems.id });
  return rows.length > 0;
}

/** Each item's id and version: what the shopping list's pantry fingerprint is made of. */
export function findPantryVersions(db: DbOrTx, familyId: number) {
  return db
    .select({ id: pantryItems.id, version: pantryItems.version })
    .from(pantryItems)
    .where(eq(pantryItems.familyId, familyId));
}
