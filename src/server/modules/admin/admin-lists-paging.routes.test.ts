import { describe, expect, it } from 'vitest';
import { families, roles, userFamilies, users } from '#server/db/schema';
import { expectRefused } from '#server/test-support/admin-factories';
import {
  PAGERS,
  pagerName,
  rowCount,
  useAdminListWorld,
} from '#server/test-support/admin-list-world';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import type { AdminFamily } from '#shared/admin/families.schemas';
import { ADMIN_LIST_MAX, ADMIN_LIST_PAGE } from '#shared/admin/list-query.schemas';
import type { RoleAssignment } from '#shared/admin/roles.schemas';
import type { AdminUser, Membership, UserWithFamily } from '#shared/admin/users.schemas';

/**
 * The admin lists that grow with the install are paged on the server (product rule: admin-lists)
 * (?limit=&offset=, default 50, at most 200) and send the number of matching rows in
 * X-Total-Count; bad paging parameters answer 400.
 */
describe('admin lists: paging, X-Total-Count and bad parameters', () => {
  const ctx = useTestApp();
  const { w, asAdmin, list } = useAdminListWorld(ctx);

  /** Each paged list, how many rows it has without a search, and a search it has rows for. */
  const LISTS = [
    { url: '/api/users', total: () => rowCount(ctx.db, users), search: 'pager' },
    { url: '/api/user-families', total: () => rowCount(ctx.db, userFamilies), search: 'pager' },
    {
      url: '/api/admin/users-with-families',
      search: 'pager',
      // A row per membership, and one per user in no family.
      total: async () => {
        const all = await list<UserWithFamily>('/api/admin/users-with-families?limit=200');
        return all.rows.length;
      },
    },
    { url: '/api/admin/families', total: () => rowCount(ctx.db, families), search: 'quokka' },
    { url: '/api/roles', total: () => rowCount(ctx.db, roles), search: 'walrus' },
  ] as const;

  it('every list pages its whole order with limit and offset and sends the total', async () => {
    for (const { url, total } of LISTS) {
      const expected = await total();
      expect(expected, url).toBeLessThan(ADMIN_LIST_MAX);
      const all = await list<{ id: number }>(`${url}?limit=${ADMIN_LIST_MAX}`);
      expect(all.total, url).toBe(expected);
      expect(all.rows, url).toHaveLength(expected);
      const page = await list<{ id: number }>(`${url}?limit=3&offset=2`);
      expect(page.total, url).toBe(expected);
      expect(page.rows, url).toEqual(all.rows.slice(2, 5));
      const last = await list<{ id: number }>(`${url}?limit=5&offset=${expected - 2}`);
      expect(last.rows, url).toEqual(all.rows.slice(-2));
      const past = await list<{ id: number }>(`${url}?offset=${expected + 10}`);
      expect(past, url).toEqual({ rows: [], total: expected });
    }
  });

  it(`answers ${ADMIN_LIST_PAGE} rows by default, in the list's order`, async () => {
    const first = await list<AdminUser>('/api/users');
    expect(first.rows).toHaveLength(ADMIN_LIST_PAGE);
    expect(first.total).toBe(await rowCount(ctx.db, users));
    const names = first.rows.map((u) => u.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    // A search is paged the same way: 55 pagers, 50 and then 5.
    const pagers = await list<AdminUser>('/api/users?search=pager');
    expect(pagers.total).toBe(PAGERS);
    expect(pagers.rows.map((u) => u.name)).toEqual(
      Array.from({ length: ADMIN_LIST_PAGE }, (_, i) => pagerName(i + 1)),
    );
    const rest = await list<AdminUser>(`/api/users?search=pager&offset=${ADMIN_LIST_PAGE}`);
    expect(rest.rows.map((u) => u.name)).toEqual([
      'Pager 51',
      'Pager 52',
      'Pager 53',
      'Pager 54',
      'Pager 55',
    ]);
    expect(rest.total).toBe(PAGERS);
  });

  it('a search past its last page answers no rows and still the total', async () => {
    for (const { url, search } of LISTS) {
      const all = await list<unknown>(`${url}?search=${search}&limit=1`);
      expect(all.total, url).toBeGreaterThan(1);
      const past = await list<unknown>(`${url}?search=${search}&offset=${all.total}`);
      expect(past, url).toEqual({ rows: [], total: all.total });
    }
    const none = await list<unknown>('/api/users?search=no-such-person');
    expect(none).toEqual({ rows: [], total: 0 });
  });

  it('user families: by user name, then family name; users with families the same', async () => {
    const memberships = await list<Membership>('/api/user-families?search=quokka');
    expect(memberships.rows.map((m) => [m.userName, m.familyName])).toEqual([
      ['Pager 01', 'Quokka One'],
      ['Pager 01', 'Quokka Two'],
      ['Pager 02', 'Quokka Three'],
    ]);
    const second = await list<Membership>('/api/user-families?search=quokka&limit=1&offset=1');
    expect(second).toEqual({ rows: [memberships.rows[1]], total: 3 });

    const withFamilies = await list<UserWithFamily>(
      '/api/admin/users-with-families?search=quokka&limit=2&offset=1',
    );
    expect(withFamilies.total).toBe(3);
    expect(withFamilies.rows.map((r) => [r.name, r.familyName])).toEqual([
      ['Pager 01', 'Quokka Two'],
      ['Pager 02', 'Quokka Three'],
    ]);
  });

  it('families: the page keeps its default cookbook and counts', async () => {
    const page = await list<AdminFamily>('/api/admin/families?search=quokka&limit=1');
    expect(page.total).toBe(3);
    expect(page.rows).toEqual([
      {
        id: w.families.quokkaOne.id,
        name: 'Quokka One',
        createdAt: w.families.quokkaOne.createdAt.toISOString(),
        defaultCookbookId: w.quokkaBook.id,
        defaultCookbookName: 'Quokka Book',
        memberCount: 1,
        cookbookCount: 1,
      },
    ]);
    const next = await list<AdminFamily>('/api/admin/families?search=quokka&limit=5&offset=1');
    expect(next.rows.map((f) => [f.name, f.memberCount, f.defaultCookbookId])).toEqual([
      ['Quokka Three', 1, null],
      ['Quokka Two', 1, null],
    ]);
  });

  it('roles: ?userId= narrows the paged list and its total', async () => {
    const pager3 = w.pager(3).id;
    const all = await list<RoleAssignment>(`/api/roles?userId=${pager3}`);
    expect(all.total).toBe(4);
    const page = await list<RoleAssignment>(`/api/roles?userId=${pager3}&limit=2&offset=1`);
    expect(page).toEqual({ rows: all.rows.slice(1, 3), total: 4 });
    expect(page.rows).toHaveLength(2);
  });

  it('the largest page is 200 rows', async () => {
    const res = await asAdmin().get(`/api/users?limit=${ADMIN_LIST_MAX}`);
    expect(res.statusCode).toBe(200);
  });

  const BAD_PARAMS = [
    'limit=0',
    `limit=${ADMIN_LIST_MAX + 1}`,
    'limit=abc',
    'limit=1.5',
    'limit=',
    'offset=-1',
    'offset=abc',
    'limit=10&limit=20',
    `search=${'x'.repeat(101)}`,
    'search=%00',
  ];

  it('refuses bad paging and search parameters with a 400 and changes nothing', async () => {
    for (const { url } of LISTS) {
      for (const params of BAD_PARAMS) {
        const res = await expectRefused(ctx.db, 400, () => asAdmin().get(`${url}?${params}`));
        expect(res.json<{ message: string }>().message, `${url}?${params}`).toBeTruthy();
      }
    }
    await expectRefused(ctx.db, 400, () => asAdmin().get('/api/roles?userId=abc&limit=5'));
    await expectRefused(ctx.db, 400, () => asAdmin().get('/api/roles?page=2'));
  });

  it('stays for super admins only, whatever the parameters', async () => {
    for (const { url } of LISTS) {
      const query = `${url}?search=pager&limit=5&offset=0`;
      await expectRefused(ctx.db, 401, () => injectAs(ctx.app, null).get(query));
      const refused = await expectRefused(ctx.db, 403, () =>
        injectAs(ctx.app, w.cookies.member).get(query),
      );
      expect(refused.headers['x-total-count']).toBeUndefined();
    }
  });
});
