import { asc, eq } from 'drizzle-orm';
import type { App } from '#server/app';
import type { Database } from '#server/db/client';
import { pantryItems } from '#server/db/schema';
import { addMember, createFamily, createUser, signInAs } from './factories';
import { injectAs, type Headers, type Who } from './inject-as';

/** Every pantry row, in id order: compare before and after a refused request. */
export function pantrySnapshot(db: Database) {
  return db.select().from(pantryItems).orderBy(asc(pantryItems.id));
}

/** Two families: A with two members (two devices of one family), B with one, the stranger. */
export async function buildPantryWorld(db: Database) {
  const familyA = await createFamily(db, 'Pantry A');
  const familyB = await createFamily(db, 'Pantry B');
  const person = async (name: string, familyId: number) => {
    const user = await createUser(db, { name });
    await addMember(db, user.id, familyId);
    return { id: user.id, ...(await signInAs(db, user.id)) };
  };
  return {
    familyA,
    familyB,
    memberA: await person('Pantry Parent', familyA.id),
    partnerA: await person('Pantry Partner', familyA.id),
    stranger: await person('Pantry Stranger', familyB.id),
  };
}

export type PantryWorld = Awaited<ReturnType<typeof buildPantryWorld>>;

/** The pantry calls as `who`. */
export function pantryCalls(app: App, who: Who) {
  const as = injectAs(app, who);
  return {
    list: (familyId: number) => as.get(`/api/families/${familyId}/pantry`),
    add: (familyId: number, body: object, headers?: Headers) =>
      as.post(`/api/families/${familyId}/pantry`, body, headers),
    edit: (id: number, body: object) => as.patch(`/api/pantry-items/${id}`, body),
    adjust: (id: number, delta: unknown, headers?: Headers) =>
      as.post(`/api/pantry-items/${id}/adjust`, { delta }, headers),
    remove: (id: number) => as.delete(`/api/pantry-items/${id}`),
  };
}

/** A family's pantry as 'quantity unit name' lines in id order, staples marked. */
export async function pantryLines(db: Database, familyId: number) {
  const rows = await db
    .select()
    .from(pantryItems)
    .where(eq(pantryItems.familyId, familyId))
    .orderBy(asc(pantryItems.id));
  return rows.map((row) =>
    [row.quantity, row.unit, row.name, row.isStaple ? '(staple)' : null]
      .filter((part) => part !== null)
      .join(' '),
  );
}
