import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { createTestDatabase } from '#server/test-support/test-db';
import type { DatabaseHandle } from './client';
import { units } from './schema';
import { runMigrations } from './migrate';
import { STANDARD_UNITS } from '#shared/units/standard-units';

describe('migrations', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('insert exactly the standard units', async () => {
    const rows = await handle.db
      .select({
        name: units.name,
        abbreviation: units.abbreviation,
        kind: units.kind,
        system: units.system,
        toBase: units.toBase,
      })
      .from(units)
      .orderBy(asc(units.id));
    expect(rows).toEqual(STANDARD_UNITS.map((u) => ({ ...u })));
  });

  it('can run again on a migrated database without changing it', async () => {
    await runMigrations(handle);
    expect(await handle.db.$count(units)).toBe(STANDARD_UNITS.length);
  });
});
