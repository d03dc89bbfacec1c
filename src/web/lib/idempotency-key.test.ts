import { afterEach, describe, expect, it, vi } from 'vitest';
import { idempotencyKeyFor, newIdempotencyKey } from './idempotency-key';
import { idempotencyKeySchema } from '#shared/validation/idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotencyKeyFor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives one action (one variables object) one key, and every other action its own', () => {
    const action = { recipeId: 1, text: 'x' };
    const key = idempotencyKeyFor(action);
    expect(idempotencyKeyFor(action)).toBe(key);
    expect(idempotencyKeyFor({ recipeId: 1, text: 'x' })).not.toBe(key);
    expect(key).toMatch(UUID_V4);
    expect(idempotencyKeySchema.parse(key)).toBe(key);
  });

  it('makes UUIDs without crypto.randomUUID (plain-http pages lack it)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});
