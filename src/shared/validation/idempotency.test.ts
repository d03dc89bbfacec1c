import { describe, expect, it } from 'vitest';
import { idempotencyHeadersSchema, idempotencyKeySchema } from './idempotency';

describe('idempotencyKeySchema', () => {
  it('takes UUIDs and other short keys of safe characters', () => {
    for (const key of [
      '5f0c7a3e-8a9b-4c1d-9e2f-0a1b2c3d4e5f',
      'a',
      'note:42.1_x',
      'k'.repeat(100),
    ]) {
      expect(idempotencyKeySchema.parse(key)).toBe(key);
    }
  });

  it('refuses empty, long, spaced, joined and control-character keys', () => {
    for (const bad of ['', 'k'.repeat(101), 'a b', 'a, b', 'a\u0000', 'ключ', 'a/b']) {
      expect(idempotencyKeySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('idempotencyHeadersSchema', () => {
  it('makes the key optional and lets other headers through', () => {
    expect(idempotencyHeadersSchema.parse({ cookie: 'x' })).toEqual({ cookie: 'x' });
    expect(idempotencyHeadersSchema.safeParse({ 'idempotency-key': '' }).success).toBe(false);
  });
});
