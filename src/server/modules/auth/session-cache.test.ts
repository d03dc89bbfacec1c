import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';
import type { CurrentUser } from './sessions';

const user = (id: number): CurrentUser => ({
  id,
  email: `u${id}@example.test`,
  name: `User ${id}`,
  picture: null,
  isSuperAdmin: false,
  familyIds: [1],
});
const now = new Date('2026-11-22T12:00:00Z');
const later = new Date('2026-11-22T13:00:00Z');

describe('SessionCache', () => {
  it('returns a user only for the auth version it was stored at', () => {
    const cache = new SessionCache();
    cache.set('a', { user: user(1), expiresAt: later, authVersion: '7' });
    expect(cache.get('a', '7', now)).toEqual(user(1));
    expect(cache.get('a', '8', now)).toBeUndefined();
    // A miss on a newer version drops the entry for good.
    expect(cache.get('a', '7', now)).toBeUndefined();
  });

  it('stops at the session expiry even when nothing else changed', () => {
    const cache = new SessionCache();
    cache.set('a', { user: user(1), expiresAt: later, authVersion: '1' });
    expect(cache.get('a', '1', later)).toBeUndefined();
  });

  it('drops the least recently used entry past its size', () => {
    const cache = new SessionCache(2);
    cache.set('a', { user: user(1), expiresAt: later, authVersion: '1' });
    cache.set('b', { user: user(2), expiresAt: later, authVersion: '1' });
    expect(cache.get('a', '1', now)?.id).toBe(1);
    cache.set('c', { user: user(3), expiresAt: later, authVersion: '1' });
    expect(cache.size).toBe(2);
    expect(cache.get('b', '1', now)).toBeUndefined();
    expect(cache.get('a', '1', now)?.id).toBe(1);
    expect(cache.get('c', '1', now)?.id).toBe(3);
  });
});
