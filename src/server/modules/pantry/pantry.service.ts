import type { z } from 'zod';
import { accessError, requireAccess } from '#server/access/require-access';
import type { Database, DbOrTx } from '#server/db/client';
import { badRequest, conflict } from '#server/lib/app-error';
import { createOnce, type Created, type IdempotencyKey } from '#server/lib/idempotency';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { addToAmount, canonicalUnit } from '#shared/pantry/pantry-amount';
import { pantryEntryOf, readPantryLine, type PantryEntry } from '#shared/pantry/pantry-line';
import {
  LINE_WITHOUT_NAME_MESSAGE,
  PANTRY_ITEM_CHANGED_MESSAGE,
  type AddedPantryItem,
  type addPantryItemBodySchema,
  type AdjustPantryItemBody,
  type PantryItem,
  type updatePantryItemBodySchema,
} from '#shared/pantry/pantry.schemas';
import {
  adjustPantryQuantity,
  deletePantryItem,
  findFamilyPantry,
  findItemsByKey,
  findPantryItem,
  insertPantryItem,
  lockFamilyPantry,
  updatePantryItem,
  type PantryItemChanges,
  type PantryItemRow,
} from './pantry.repository';

/** A row as the API answers it (pantry.schemas.ts). */
export function toPantryItem(row: PantryItemRow): PantryItem {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The family's pantry (the route's rule admitted members only). */
export async function listPantry(db: Database, familyId: number): Promise<PantryItem[]> {
  return (await findFamilyPantry(db, familyId)).map(toPantryItem);
}

type AddBody = z.output<typeof addPantryItemBodySchema>;

/** The body as an item: its line read in any of the four languages, or its fields. */
function entryOf(body: AddBody): PantryEntry {
  if (body.name !== undefined) {
    return pantryEntryOf(body.name, body.quantity ?? null, body.unit || null);
  }
  const entry = readPantryLine(body.line ?? '');
  if (!entry) {
    throw badRequest('pantry_line_without_name', LINE_WITHOUT_NAME_MESSAGE, {
      fieldErrors: { line: LINE_WITHOUT_NAME_MESSAGE },
    });
  }
  return entry;
}

/** The earlier of two best-before dates: the one to watch. */
function earlierDay(a: string | null, b: string | null | undefined): string | null {
  if (!b) return a;
  return a === null || b < a ? b : a;
}

/**
 * Puts `entry` into the family's pantry (product rule: pantry-merge): an item of the same thing
 * (name key) whose amount adds up takes the entry's amount (converted into its unit), the
 * earlier best-before date and the staple mark; else the entry becomes a new item. The caller
 * holds the family's pantry lock (lockFamilyPantry) in the transaction `tx`.
 */
export async function mergeIntoPantry(
  tx: DbOrTx,
  familyId: number,
  entry: PantryEntry,
  extras: { bestBefore?: string | null; isStaple?: boolean } = {},
): Promise<AddedPantryItem> {
  for (const item of await findItemsByKey(tx, familyId, entry.nameKey)) {
    const amount = addToAmount(item, entry);
    if (!amount) continue;
    const merged = await updatePantryItem(tx, item.id, {
      ...amount,
      bestBefore: earlierDay(item.bestBefore, extras.bestBefore),
      isStaple: item.isStaple || extras.isStaple === true,
    });
    return { item: toPantryItem(merged!), merged: true };
  }
  const row = await insertPantryItem(tx, familyId, {
    ...entry,
    bestBefore: extras.bestBefore ?? null,
    isStaple: extras.isStaple ?? false,
  });
  return { item: toPantryItem(row), merged: false };
}

/**
 * Adds a line to the family's pantry (mergeIntoPantry). Adds to one family run one at a time
 * (an advisory lock), so concurrent adds never make two items of one thing. With an
 * Idempotency-Key a repeat answers the first result and adds nothing (docs/decisions/010).
 */
export async function addPantryItem(
  db: Database,
  familyId: number,
  body: AddBody,
  idempotency: IdempotencyKey | null = null,
): Promise<Created<AddedPantryItem>> {
  const entry = entryOf(body);
  return createOnce(
    db,
    idempotency,
    (added) => (added.merged ? 200 : 201),
    (handle) =>
      handle.transaction(async (tx) => {
        await lockFamilyPantry(tx, familyId);
        return mergeIntoPantry(tx, familyId, entry, body);
      }),
  );
}

type UpdateBody = z.output<typeof updatePantryItemBodySchema>;

/** The columns a PATCH changes; a new name or unit is read again for its key and aisle. */
function changesOf(current: PantryItemRow, body: UpdateBody): PantryItemChanges {
  const { version: _version, name, unit, ...rest } = body;
  const changes: PantryItemChanges = { ...rest };
  if (unit !== undefined) changes.unit = canonicalUnit(unit);
  if (name !== undefined || unit !== undefined) {
    const entry = pantryEntryOf(name ?? current.name, null, changes.unit ?? current.unit);
    if (name !== undefined) Object.assign(changes, { name: entry.name, nameKey: entry.nameKey });
    changes.category = entry.category;
  }
  return changes;
}

/**
 * Changes an item of one of the user's families; 404 for any other. With `version`
 * (product rule: pantry-versions) an item changed since answers 409 with the item as it is
 * now, so a stale device never undoes another's change.
 */
export async function editPantryItem(
  db: Database,
  user: CurrentUser,
  id: number,
  body: UpdateBody,
): Promise<PantryItem> {
  await requireAccess(db, user, 'pantryItem.edit', [id]);
  const current = await findPantryItem(db, id);
  if (!current) throw accessError('pantryItem.edit');
  const row = await updatePantryItem(db, id, changesOf(current, body), body.version);
  if (row) return toPantryItem(row);
  const now = body.version === undefined ? null : await findPantryItem(db, id);
  if (!now) throw accessError('pantryItem.edit');
  throw conflict('pantry_item_changed', PANTRY_ITEM_CHANGED_MESSAGE, { item: toPantryItem(now) });
}

/**
 * +/- for counted things (product rule: pantry-adjust): never below zero; at zero the item
 * stays, with amount 0, for the family to remove or refill. A change is not idempotent by
 * itself: one replayed from a device's offline queue carries its key, so a write that landed
 * but whose answer was lost is not counted twice (docs/decisions/048).
 */
export async function adjustPantryItem(
  db: Database,
  user: CurrentUser,
  id: number,
  { delta }: AdjustPantryItemBody,
  idempotency: IdempotencyKey | null = null,
): Promise<Created<PantryItem>> {
  await requireAccess(db, user, 'pantryItem.edit', [id]);
  return createOnce(db, idempotency, 200, async (tx) => {
    const row = await adjustPantryQuantity(tx, id, delta);
    if (!row) throw accessError('pantryItem.edit');
    return toPantryItem(row);
  });
}

export async function removePantryItem(db: Database, user: CurrentUser, id: number) {
  await requireAccess(db, user, 'pantryItem.edit', [id]);
  if (!(await deletePantryItem(db, id))) throw accessError('pantryItem.edit');
}
