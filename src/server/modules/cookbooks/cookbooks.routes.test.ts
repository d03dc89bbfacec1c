import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import {
  addMember,
  createCookbook,
  createFamily,
  createUser,
  grantEditor,
  signInAs,
} from '#server/test-support/factories';

describe('GET /api/user/cookbook-roles', () => {
  const ctx = useTestApp();
  const ids = {} as Record<'publicBook' | 'bookA' | 'bookB' | 'privateLonely', number>;
  const cookies = {} as Record<
    'member' | 'editor' | 'globalEditor' | 'superAdmin',
    { cookie: string }
  >;

  beforeAll(async () => {
    const familyA = await createFamily(ctx.db);
    const familyB = await createFamily(ctx.db);
    ids.publicBook = (await createCookbook(ctx.db, { isPublic: true })).id;
    ids.bookA = (await createCookbook(ctx.db, { familyId: familyA.id, isDefault: true })).id;
    ids.bookB = (await createCookbook(ctx.db, { familyId: familyB.id, isDefault: true })).id;
    ids.privateLonely = (await createCookbook(ctx.db)).id;

    const member = await createUser(ctx.db);
    const editor = await createUser(ctx.db);
    const globalEditor = await createUser(ctx.db);
    const superAdmin = await createUser(ctx.db, { superAdmin: true });
    for (const u of [member, editor, globalEditor]) await addMember(ctx.db, u.id, familyA.id);
    await grantEditor(ctx.db, editor.id, ids.privateLonely);
    await grantEditor(ctx.db, globalEditor.id, null);
    cookies.member = await signInAs(ctx.db, member.id);
    cookies.editor = await signInAs(ctx.db, editor.id);
    cookies.globalEditor = await signInAs(ctx.db, globalEditor.id);
    cookies.superAdmin = await signInAs(ctx.db, superAdmin.id);
  });

  const rolesOf = async (who: keyof typeof cookies) => {
    const res = await injectAs(ctx.app, cookies[who]).get('/api/user/cookbook-roles');
    expect(res.statusCode).toBe(200);
    return res.json<{ cookbookId: number; name: string; canEdit: boolean; canView: boolean }[]>();
  };

  it('a member views public and own-family cookbooks and edits none', async () => {
    expect(await rolesOf('member')).toMatchObject([
      { cookbookId: ids.publicBook, canEdit: false, canView: true },
      { cookbookId: ids.bookA, canEdit: false, canView: true },
    ]);
  });

  it('names each cookbook, for the cookbook select of the recipe form', async () => {
    const roles = await rolesOf('editor');
    expect(roles.find((r) => r.cookbookId === ids.privateLonely)?.name).toEqual(expect.any(String));
    expect(roles.every((r) => r.name.length > 0)).toBe(true);
  });

  it('a cookbook editor edits (and so views) only their cookbook', async () => {
    const roles = await rolesOf('editor');
    expect(roles.filter((r) => r.canEdit).map((r) => r.cookbookId)).toEqual([ids.privateLonely]);
    expect(roles.map((r) => r.cookbookId)).not.toContain(ids.bookB);
  });

  it('a global editor and a super admin edit every cookbook', async () => {
    for (const who of ['globalEditor', 'superAdmin'] as const) {
      const roles = await rolesOf(who);
      expect(roles).toHaveLength(4);
      expect(roles.every((r) => r.canEdit && r.canView)).toBe(true);
    }
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/cookbook-roles' });
    expect(res.statusCode).toBe(401);
  });
});
