import { describe, expect, it } from 'vitest';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { createUser, signInAs } from '#server/test-support/factories';
import type { Unit } from '#shared/recipes/categories.schemas';

describe('GET /api/units', () => {
  const ctx = useTestApp();

  it('needs a session', async () => {
    const res = await injectAs(ctx.app, null).get('/api/units');
    expect(res.statusCode).toBe(401);
  });

  it('lists the standard units for a select: volume, mass, counts, others; small to large', async () => {
    const user = await createUser(ctx.db);
    const res = await injectAs(ctx.app, await signInAs(ctx.db, user.id)).get('/api/units');
    expect(res.statusCode).toBe(200);
    const units = res.json<Unit[]>();
    expect(units.map((u) => u.name)).toEqual([
      'milliliter',
      'teaspoon',
      'tablespoon',
      'fluid ounce',
      'cup',
      'liter',
      'gram',
      'ounce',
      'pound',
      'kilogram',
      'can',
      'clove',
      'piece',
      'slice',
      'pinch',
    ]);
    expect(units[0]).toEqual({ id: expect.any(Number), name: 'milliliter', abbreviation: 'ml' });
    expect(units.find((u) => u.name === 'pinch')?.abbreviation).toBeNull();
  });
});
