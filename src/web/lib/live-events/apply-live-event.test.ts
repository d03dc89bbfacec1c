import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveNotice } from '#shared/events/events.schemas';
import {
  invalidated,
  item,
  itemsOf,
  pendingItemWrite,
  SEEDED,
  seededClient,
  week,
  weekKey,
} from '#web/test-support/live-cache-fixtures';
import { applyHello, applyNotice, applyResync } from './apply-live-event';
import { waitingInvalidations } from './invalidate-when-idle';
import { isRecentlyChanged, resetRecentChanges } from './recent-changes';

afterEach(resetRecentChanges);

describe('shopping item notices', () => {
  it("patches another device's ticks into every cached week, newer versions only", () => {
    const client = new QueryClient();
    client.setQueryData(weekKey(1, 'a'), week(1, 'a', [item(1), item(2, { version: 4 })]));
    client.setQueryData(weekKey(1, 'b'), week(1, 'b', [item(3, { checked: true, version: 2 })]));
    client.setQueryData(weekKey(2, 'a'), week(2, 'a', [item(1)]));
    const before = client.getQueryData(weekKey(1, 'a'));

    applyNotice(client, {
      kind: 'shopping-items',
      familyId: 1,
      items: [
        { id: 1, version: 2, checked: true },
        { id: 2, version: 3, checked: true }, // older than the cached 4: a stale notice
        { id: 3, version: 5, checked: true }, // newer, but the mark is the same
      ],
    });

    expect(itemsOf(client, weekKey(1, 'a'))).toEqual([
      item(1, { checked: true, version: 2 }),
      item(2, { version: 4 }),
    ]);
    expect(itemsOf(client, weekKey(1, 'b'))).toEqual([item(3, { checked: true, version: 5 })]);
    expect(itemsOf(client, weekKey(2, 'a'))).toEqual([item(1)]);
    expect(client.getQueryData(weekKey(1, 'a'))).not.toBe(before);
    // Only a row whose mark changed is highlighted; nothing is refetched.
    expect([1, 2, 3].map((id) => isRecentlyChanged(`shopping-item:${id}`))).toEqual([
      true,
      false,
      false,
    ]);
    expect(invalidated(client)).toEqual([]);
  });

  it('leaves an item alone while its own write is on the way', async () => {
    const client = new QueryClient();
    client.setQueryData(weekKey(1, 'a'), week(1, 'a', [item(1), item(2)]));
    const write = pendingItemWrite(client, 1);
    applyNotice(client, {
      kind: 'shopping-items',
      familyId: 1,
      items: [
        { id: 1, version: 2, checked: true },
        { id: 2, version: 2, checked: true },
      ],
    });
    expect(itemsOf(client, weekKey(1, 'a'))).toEqual([
      item(1),
      item(2, { checked: true, version: 2 }),
    ]);
    expect(isRecentlyChanged('shopping-item:1')).toBe(false);
    await write.finish();
  });

  it('reloads the family\u2019s lists when the notice names no items (too many)', () => {
    const client = seededClient();
    applyNotice(client, { kind: 'shopping-items', familyId: 1 });
    expect(invalidated(client)).toEqual([['shopping-lists', 1, 'week', '2026-03-08']]);
  });
});

describe('notices that invalidate', () => {
  const cases: Array<[LiveNotice, QueryKey[]]> = [
    [
      { kind: 'meal-plans', familyId: 1, ids: [5] },
      [
        ['meal-plans', 1, '2026-03-08', '2027-03-13'],
        ['shopping-lists', 1, 'week', '2026-03-08'],
      ],
    ],
    [{ kind: 'staging', familyId: 1, ids: [5] }, [['staged-recipes', 1]]],
    [
      { kind: 'pantry', familyId: 2, ids: [4] },
      [
        ['pantry', 2],
        ['pantry', 2, 'cookable', {}],
        ['shopping-lists', 2, 'week', '2026-03-08'],
      ],
    ],
    [
      { kind: 'shopping-lists', familyId: 2, ids: [9] },
      [['shopping-lists', 2, 'week', '2026-03-08']],
    ],
    [
      { kind: 'hidden', familyId: 1, ids: [101] },
      [
        ['recipes', 'list', 'accessible'],
        ['recipes', 'marks', 1],
        ['recipes', 'detail', 101, 1],
        ['user', 'favorites'],
        ['pantry', 1, 'cookable', {}],
      ],
    ],
    [{ kind: 'notes', familyId: 1, ids: [102] }, [['recipes', 'detail', 102, 1]]],
    [
      { kind: 'notes', familyId: 1 },
      [
        ['recipes', 'detail', 101, 1],
        ['recipes', 'detail', 102, 1],
      ],
    ],
    [
      { kind: 'recipes', familyId: 1 },
      [
        ['meal-plans', 1, '2026-03-08', '2027-03-13'],
        ['shopping-lists', 1, 'week', '2026-03-08'],
        ['staged-recipes', 1],
        ['recipes', 'list', 'family', 1],
        ['recipes', 'list', 'accessible'],
        ['recipes', 'search-index', 1],
        ['recipes', 'detail', 101, 1],
        ['recipes', 'detail', 102, 1],
        ['user', 'favorites'],
        ['pantry', 1, 'cookable', {}],
      ],
    ],
    [
      { kind: 'favorites', familyId: null, ids: [101] },
      [
        ['recipes', 'list', 'accessible'],
        ['recipes', 'marks', 1],
        ['recipes', 'marks', 2],
        ['recipes', 'detail', 101, 1],
        ['user', 'favorites'],
        ['pantry', 1, 'cookable', {}],
        ['pantry', 2, 'cookable', {}],
      ],
    ],
    [{ kind: 'members', familyId: 2, ids: [7] }, [['families', 2, 'members']]],
    [
      { kind: 'memberships', familyId: null, ids: [1] },
      [
        ['families'],
        ['families', 1, 'members'],
        ['families', 2, 'members'],
        ['user-families', 'membership', 7, 1],
        ['auth', 'user'],
      ],
    ],
    [
      { kind: 'roles', familyId: null, ids: [3] },
      [
        ['auth', 'is-super-admin'],
        ['user', 'cookbook-roles'],
        ['cookbooks', 'list'],
      ],
    ],
  ];

  it.each(cases)('%o invalidates what shows it', (notice, expected) => {
    const client = seededClient();
    applyNotice(client, notice);
    expect(invalidated(client)).toEqual(expect.arrayContaining(expected));
    expect(invalidated(client)).toHaveLength(expected.length);
  });

  it('ignores a kind it does not know (a newer server)', () => {
    const client = seededClient();
    applyNotice(client, { kind: 'calendar-feeds', familyId: 1 } as unknown as LiveNotice);
    expect(invalidated(client)).toEqual([]);
  });

  it('waits while a mutation is in flight, then runs once the mutations settle', async () => {
    const client = seededClient();
    const write = pendingItemWrite(client, 1);
    applyNotice(client, { kind: 'meal-plans', familyId: 1 });
    applyNotice(client, { kind: 'meal-plans', familyId: 1 }); // merged with the first
    applyNotice(client, { kind: 'staging', familyId: 1 });
    expect(invalidated(client)).toEqual([]);
    expect(waitingInvalidations(client)).toBe(3);

    await write.finish();
    await vi.waitFor(() => expect(waitingInvalidations(client)).toBe(0));
    expect(invalidated(client)).toEqual(
      expect.arrayContaining([
        ['meal-plans', 1, '2026-03-08', '2027-03-13'],
        ['shopping-lists', 1, 'week', '2026-03-08'],
        ['staged-recipes', 1],
      ]),
    );
    expect(invalidated(client)).toHaveLength(3);
  });
});

describe('resync and hello', () => {
  it('resync reloads what the named families show, and the user\u2019s own data when asked', () => {
    const client = seededClient();
    applyResync(client, { familyIds: [2], user: false });
    expect(invalidated(client)).toEqual(
      expect.arrayContaining([
        ['meal-plans', 2, '2026-03-08', '2027-03-13'],
        ['shopping-lists', 2, 'week', '2026-03-08'],
        ['staged-recipes', 2],
        ['recipes', 'list', 'family', 2],
        ['recipes', 'marks', 2],
        ['families', 2, 'members'],
      ]),
    );
    expect(invalidated(client)).not.toContainEqual(['staged-recipes', 1]);
    expect(invalidated(client)).not.toContainEqual(['auth', 'user']);

    const again = seededClient();
    applyResync(again, { familyIds: [], user: true });
    expect(invalidated(again)).toEqual(
      expect.arrayContaining([['user', 'favorites'], ['families'], ['user', 'cookbook-roles']]),
    );
    expect(invalidated(again)).not.toContainEqual(['staged-recipes', 1]);
  });

  const STATIC = [['auth', 'config'], ['auth', 'demo-users'], ['units'], ['images', 'config']];

  it('first hello: reloads what was fetched before it, never the static data', () => {
    const client = seededClient(1000);
    client.setQueryData(['staged-recipes', 1], [], { updatedAt: 3000 }); // after the hello
    applyHello(client, { resumed: false }, { isFirst: true, receivedAt: 2000 });
    const reloaded = invalidated(client);
    expect(reloaded).toContainEqual(['meal-plans', 1, '2026-03-08', '2027-03-13']);
    expect(reloaded).toContainEqual(['auth', 'user']);
    expect(reloaded).not.toContainEqual(['staged-recipes', 1]);
    for (const key of STATIC) expect(reloaded).not.toContainEqual(key);
    expect(reloaded).toHaveLength(SEEDED.length - STATIC.length - 1);
  });

  it('a later hello that could not resume reloads everything; a resumed one nothing', () => {
    const client = seededClient(1000);
    applyHello(client, { resumed: true }, { isFirst: false, receivedAt: 500 });
    expect(invalidated(client)).toEqual([]);
    applyHello(client, { resumed: false }, { isFirst: false, receivedAt: 500 });
    expect(invalidated(client)).toHaveLength(SEEDED.length - STATIC.length);
  });
});
