import { describe, expect, it } from 'vitest';
import { pagerEmail, pagerName, useAdminListWorld } from '#server/test-support/admin-list-world';
import { useTestApp } from '#server/test-support/test-app';
import type { AdminFamily } from '#shared/admin/families.schemas';
import type { RoleAssignment } from '#shared/admin/roles.schemas';
import type { AdminUser, Membership, UserWithFamily } from '#shared/admin/users.schemas';

/**
 * The admin lists search on the server (product rule: admin-lists), in any case, anywhere in
 * the text (ILIKE), with %, _ and \ in the search text matching themselves (each case has a
 * decoy that an unescaped pattern would match as well).
 */
describe('admin lists: ?search= by name and email, special characters literal', () => {
  const ctx = useTestApp();
  const { w, list } = useAdminListWorld(ctx);
  const q = (search: string) => `search=${encodeURIComponent(search)}`;

  async function userNames(search: string) {
    const res = await list<AdminUser>(`/api/users?${q(search)}`);
    expect(res.total).toBe(res.rows.length);
    return res.rows.map((u) => u.name);
  }

  it('users: by name or email, in any case, anywhere in the text', async () => {
    expect(await userNames('pAGER 0')).toEqual(
      Array.from({ length: 9 }, (_, i) => pagerName(i + 1)),
    );
    // Only the email has it ('Pager 07' has no '@').
    const byEmail = await list<AdminUser>(`/api/users?${q('PAGER-07@LIST')}`);
    expect(byEmail.total).toBe(1);
    expect(byEmail.rows[0]).toMatchObject({ name: 'Pager 07', email: pagerEmail(7) });
    // Surrounding white space is not part of the search.
    expect(await userNames('  Root Admin ')).toEqual(['Root Admin']);
    // An empty search is no search.
    const all = await list<AdminUser>('/api/users?search=');
    expect(all.total).toBeGreaterThan(60);
  });

  it('users: %, _ and \\ match only themselves', async () => {
    expect(await userNames('100%')).toEqual(['Percent 100% Pure']);
    expect(await userNames('%')).toEqual(['Percent 100% Pure']);
    expect(await userNames('r_s')).toEqual(['Under_score Kid']);
    expect(await userNames('_')).toEqual(['Under_score Kid']);
    expect(await userNames('k\\s')).toEqual(['Back\\slash Man']);
    expect(await userNames('\\')).toEqual(['Back\\slash Man']);
    expect(await userNames('%_\\')).toEqual([]);
  });

  it('user families: by user name, user email and family name', async () => {
    const names = async (search: string) => {
      const res = await list<Membership>(`/api/user-families?${q(search)}`);
      expect(res.total).toBe(res.rows.length);
      return res.rows.map((m) => `${m.userName} / ${m.familyName}`);
    };
    expect(await names('QUOKKA t')).toEqual(['Pager 01 / Quokka Two', 'Pager 02 / Quokka Three']);
    expect(await names('pager 02')).toEqual(['Pager 02 / Quokka Three']);
    expect(await names(pagerEmail(1))).toEqual(['Pager 01 / Quokka One', 'Pager 01 / Quokka Two']);
    expect(await names('fifty%')).toEqual(['Percent 100% Pure / Fifty% Club']);
    // Pager 05 is in no family: no membership to find.
    expect(await names('pager 05')).toEqual([]);
  });

  it('users with families: the same search, users in no family included', async () => {
    const rows = async (search: string) => {
      const res = await list<UserWithFamily>(`/api/admin/users-with-families?${q(search)}`);
      expect(res.total).toBe(res.rows.length);
      return res.rows.map((r) => [r.name, r.familyName]);
    };
    expect(await rows('pager 05')).toEqual([['Pager 05', null]]);
    expect(await rows(pagerEmail(1).toUpperCase())).toEqual([
      ['Pager 01', 'Quokka One'],
      ['Pager 01', 'Quokka Two'],
    ]);
    // By family name: only the rows of that family, not the user's other families.
    expect(await rows('quokka two')).toEqual([['Pager 01', 'Quokka Two']]);
    expect(await rows('fifty%')).toEqual([['Percent 100% Pure', 'Fifty% Club']]);
    expect(await rows('under_')).toEqual([['Under_score Kid', null]]);
  });

  it('families: by name', async () => {
    const names = async (search: string) => {
      const res = await list<AdminFamily>(`/api/admin/families?${q(search)}`);
      expect(res.total).toBe(res.rows.length);
      return res.rows.map((f) => f.name);
    };
    expect(await names('QUOKKA')).toEqual(['Quokka One', 'Quokka Three', 'Quokka Two']);
    expect(await names('fifty')).toEqual(['Fifty% Club', 'Fifty5 Club']);
    expect(await names('y%')).toEqual(['Fifty% Club']);
    expect(await names('pager')).toEqual([]);
  });

  it('roles: by user name, user email and cookbook name, with or without ?userId=', async () => {
    const found = async (search: string, userId?: number) => {
      const narrow = userId === undefined ? '' : `&userId=${userId}`;
      const res = await list<RoleAssignment>(`/api/roles?${q(search)}${narrow}`);
      expect(res.total).toBe(res.rows.length);
      return res.rows.map((r) => `${r.user.name}: ${r.cookbookName}`);
    };
    expect(await found('walrus book a')).toEqual([
      'Pager 03: Walrus Book A',
      'Pager 04: Walrus Book A',
    ]);
    expect(await found('pager 04')).toEqual(['Pager 04: Walrus Book A']);
    expect(await found(pagerEmail(3))).toEqual([
      'Pager 03: Walrus Book A',
      'Pager 03: Walrus Book B',
      'Pager 03: Walrus_Book C',
      'Pager 03: WalrusXBook D',
    ]);
    expect(await found('walrus_book')).toEqual(['Pager 03: Walrus_Book C']);
    expect(await found('walrus', w.pager(4).id)).toEqual(['Pager 04: Walrus Book A']);
    expect(await found('book b', w.pager(4).id)).toEqual([]);
    expect(await found('root admin')).toEqual(['Root Admin: null']);
  });
});
