import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../test-support/test-db';
import { createCookbook, createUser } from '../test-support/factories';
import type { DatabaseHandle } from './client';
import { openDataVersions, type DataVersionSource } from './data-versions';
import { users } from './schema';

describe('data versions', () => {
  let handle: DatabaseHandle;
  let versions: DataVersionSource;

  beforeAll(async () => {
    handle = await createTestDatabase();
    versions = await openDataVersions(handle.db);
  });
  afterAll(async () => {
    await versions.close();
    await handle.close();
  });

  it('moves the recipe list version, not the auth version, when a cookbook is written', async () => {
    const before = await versions.current();
    await createCookbook(handle.db, { name: 'Versioned' });
    const after = await versions.current();
    expect(Number(after.recipeList)).toBeGreaterThan(Number(before.recipeList));
    expect(after.auth).toBe(before.auth);
  });

  it('moves the auth version as soon as a user changes, in the same process', async () => {
    const user = await createUser(handle.db);
    const before = await versions.current();
    await handle.db.update(users).set({ name: 'Renamed' }).where(eq(users.id, user.id));
    expect(Number((await versions.current()).auth)).toBeGreaterThan(Number(before.auth));
  });

  it('stays put for a write that is rolled back', async () => {
    const before = await versions.current();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.update(users).set({ name: 'Nobody' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await versions.current()).toEqual(before);
  });

  it('hands out snapshots that later writes do not change', async () => {
    const snapshot = await versions.current();
    const copy = { ...snapshot };
    await createUser(handle.db);
    expect(snapshot).toEqual(copy);
  });
});
