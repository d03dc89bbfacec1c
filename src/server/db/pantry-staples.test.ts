import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '#server/test-support/test-db';
import type { Database, DatabaseHandle } from './client';
import { families, pantryItems } from './schema';

/**
 * drizzle/0020 (product rule: pantry-staples): every family has water as a staple, however it
 * was created, exactly once, also when a transaction brings a family back with its pantry.
 */
describe('the default staple', () => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
  });
  afterAll(async () => {
    await handle?.close();
  });

  const pantryOf = (familyId: number) =>
    db
      .select({ name: pantryItems.name, isStaple: pantryItems.isStaple })
      .from(pantryItems)
      .where(eq(pantryItems.familyId, familyId));

  it('gives a new family water, as a staple', async () => {
    const [family] = await db.insert(families).values({ name: 'Fresh' }).returning();
    expect(await pantryOf(family!.id)).toEqual([{ name: 'water', isStaple: true }]);
  });

  it('adds no second water to a family whose pantry arrives in the same transaction', async () => {
    const familyId = await db.transaction(async (tx) => {
      const [family] = await tx.insert(families).values({ name: 'Restored' }).returning();
      await tx.insert(pantryItems).values([
        {
          familyId: family!.id,
          name: 'Water',
          nameKey: 'water',
          category: 'Other',
          isStaple: true,
        },
        { familyId: family!.id, name: 'rice', nameKey: 'rice', category: 'Pantry' },
      ]);
      return family!.id;
    });
    expect(await pantryOf(familyId)).toEqual([
      { name: 'Water', isStaple: true },
      { name: 'rice', isStaple: false },
    ]);
  });

  it('lets a family be created and deleted in one transaction', async () => {
    await db.transaction(async (tx) => {
      const [family] = await tx.insert(families).values({ name: 'Brief' }).returning();
      await tx.delete(families).where(eq(families.id, family!.id));
    });
    expect(await db.select().from(families).where(eq(families.name, 'Brief'))).toEqual([]);
  });
});
