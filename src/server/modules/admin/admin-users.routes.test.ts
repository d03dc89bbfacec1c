import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { addMember, createFamily, createUser } from '#server/test-support/factories';
import { useRecipeWorld } from '#server/test-support/recipe-factories';
import {
  expectRefused,
  membershipsOf,
  rolesOf,
  storedUser,
  withAuditEntries,
} from '#server/test-support/admin-factories';
import { admitIdentity } from '#server/modules/auth/sign-in.service';
import { USER_MESSAGES, type AdminUser, type UserWithFamily } from '#shared/admin/users.schemas';
import { EMAIL_TAKEN_MESSAGE } from './admin-users.service';

describe('admin users: GET /api/users, POST /api/admin/users, GET /api/admin/users-with-families', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  const as = (who: Who | undefined) => injectAs(ctx.app, who);
  const asSuperAdmin = () => as(w.cookies.superAdmin);
  /** Everyone signed in who is not a super admin, the elevated ones included. */
  const notSuperAdmins = () => [
    w.cookies.memberA,
    w.cookies.adminA,
    w.cookies.editorA,
    w.cookies.outsider,
  ];
  const newUserBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Nora Newcomer',
    email: `nora-${Math.random().toString(36).slice(2, 8)}@example.test`,
    familyId: w.familyA.id,
    isAdmin: false,
    ...overrides,
  });

  describe('GET /api/users', () => {
    let signedIn: { id: number };

    beforeAll(async () => {
      signedIn = await createUser(ctx.db, {
        name: 'aaron Early',
        oidcIssuer: 'https://accounts.google.com',
        oidcSub: 'sub-aaron',
      });
    });

    it('lists every user by name with the super admin and signed-in flags', async () => {
      const res = await asSuperAdmin().get('/api/users');
      expect(res.statusCode).toBe(200);
      const listed = res.json<AdminUser[]>();
      const names = listed.map((u) => u.name);
      // By name in any case: 'aaron' before 'Admin', 'Admin' before 'Outsider'.
      expect(names[0]).toBe('aaron Early');
      expect(names.indexOf('Admin A')).toBeLessThan(names.indexOf('Outsider'));
      const byId = new Map(listed.map((u) => [u.id, u]));
      for (const user of Object.values(w.users)) expect(byId.has(user.id)).toBe(true);
      expect(byId.get(w.users.superAdmin.id)).toMatchObject({
        isSuperAdmin: true,
        hasSignedIn: false,
      });
      expect(byId.get(w.users.editorA.id)).toMatchObject({ isSuperAdmin: false });
      expect(byId.get(signedIn.id)).toMatchObject({ isSuperAdmin: false, hasSignedIn: true });
      expect(byId.get(w.users.memberA.id)).toEqual({
        id: w.users.memberA.id,
        name: 'Member A',
        email: w.users.memberA.email,
        picture: 'https://img.test/a.png',
        isSuperAdmin: false,
        hasSignedIn: false,
        createdAt: w.users.memberA.createdAt.toISOString(),
      });
    });

    it('answers 401 without a session and 403 to everyone but super admins', async () => {
      expect((await as(null).get('/api/users')).statusCode).toBe(401);
      for (const who of notSuperAdmins()) {
        expect((await as(who).get('/api/users')).statusCode).toBe(403);
      }
    });
  });

  describe('POST /api/admin/users', () => {
    it('creates a user without a sign-in identity, in the family, and records it', async () => {
      const body = newUserBody({ name: '  Nora Newcomer ', isAdmin: true });
      const { res, entries } = await withAuditEntries(ctx.db, () =>
        asSuperAdmin().post('/api/admin/users', body),
      );
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json<{ id: number }>();
      expect(Object.keys(res.json<object>())).toEqual(['id']);
      expect(await storedUser(ctx.db, id)).toMatchObject({
        name: 'Nora Newcomer',
        email: body.email,
        oidcIssuer: null,
        oidcSub: null,
      });
      const memberships = await membershipsOf(ctx.db, id);
      expect(memberships).toEqual([
        { id: memberships[0]!.id, familyId: w.familyA.id, isAdmin: true },
      ]);
      expect(await rolesOf(ctx.db, id)).toEqual([]);
      expect(entries).toEqual([
        {
          actorUserId: w.users.superAdmin.id,
          actorName: 'Super Admin',
          action: 'user.create',
          entity: 'user',
          entityId: String(id),
          before: null,
          after: {
            id,
            name: 'Nora Newcomer',
            email: body.email,
            membership: {
              id: memberships[0]!.id,
              userId: id,
              familyId: w.familyA.id,
              isAdmin: true,
            },
          },
        },
      ]);
    });

    it('the family admin flag defaults to false', async () => {
      const { isAdmin: _omitted, ...body } = newUserBody();
      const res = await asSuperAdmin().post('/api/admin/users', body);
      expect(res.statusCode).toBe(201);
      const [membership] = await membershipsOf(ctx.db, res.json<{ id: number }>().id);
      expect(membership).toMatchObject({ familyId: w.familyA.id, isAdmin: false });
    });

    it('the first Google sign-in with that email (in any case) links the new user (decision 002)', async () => {
      const body = newUserBody({ email: 'Invited.Person@Example.test' });
      const res = await asSuperAdmin().post('/api/admin/users', body);
      const { id } = res.json<{ id: number }>();
      const outcome = await admitIdentity(
        ctx.db,
        { openSignup: false },
        {
          issuer: 'https://accounts.google.com',
          sub: 'google-sub-invited',
          email: 'invited.person@example.test',
          name: 'Invited Person',
          picture: null,
        },
      );
      expect(outcome).toEqual({ kind: 'admitted', userId: id, how: 'linked_invitation' });
      expect(await storedUser(ctx.db, id)).toMatchObject({
        oidcIssuer: 'https://accounts.google.com',
        oidcSub: 'google-sub-invited',
      });
      expect(await membershipsOf(ctx.db, id)).toMatchObject([{ familyId: w.familyA.id }]);
      const listed = (await asSuperAdmin().get('/api/users')).json<AdminUser[]>();
      expect(listed.find((u) => u.id === id)).toMatchObject({ hasSignedIn: true });
    });

    it('refuses an email already used, in any case: 409 and nothing changed', async () => {
      const taken = w.users.memberB.email.toUpperCase();
      await expectRefused(
        ctx.db,
        409,
        () => asSuperAdmin().post('/api/admin/users', newUserBody({ email: taken })),
        EMAIL_TAKEN_MESSAGE,
      );
      await expectRefused(
        ctx.db,
        409,
        () => asSuperAdmin().post('/api/admin/users', newUserBody({ email: ` ${taken} ` })),
        EMAIL_TAKEN_MESSAGE,
      );
    });

    it('refuses an unknown family with 404 and nothing changed', async () => {
      await expectRefused(
        ctx.db,
        404,
        () => asSuperAdmin().post('/api/admin/users', newUserBody({ familyId: 987_654 })),
        'Family not found',
      );
    });

    it('validates with the spec’s messages, writing nothing', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: ' N ' }, 'name', USER_MESSAGES.nameTooShort],
        [{ email: 'not-an-email' }, 'email', USER_MESSAGES.invalidEmail],
        [{ familyId: undefined }, 'familyId', USER_MESSAGES.selectFamily],
        [{ familyId: 0 }, 'familyId', 'Expected an id: a whole number from 1 to 2147483647'],
        [{ isSuperAdmin: true }, 'request', ''],
      ];
      for (const [overrides, field, message] of cases) {
        const res = await expectRefused(ctx.db, 400, () =>
          asSuperAdmin().post('/api/admin/users', newUserBody(overrides)),
        );
        const { fieldErrors } = res.json<{ fieldErrors: Record<string, string> }>();
        if (message) expect(fieldErrors[field], JSON.stringify(overrides)).toBe(message);
      }
    });

    it('is for super admins only: 401 / 403, nothing changed', async () => {
      await expectRefused(ctx.db, 401, () => as(null).post('/api/admin/users', newUserBody()));
      for (const who of notSuperAdmins()) {
        await expectRefused(ctx.db, 403, () => as(who).post('/api/admin/users', newUserBody()));
      }
    });
  });

  describe('GET /api/admin/users-with-families', () => {
    it('has a row per membership and one null row for a user in no family', async () => {
      const twoFamilies = await createUser(ctx.db, { name: 'Two Families' });
      const family = await createFamily(ctx.db, 'Another Family');
      const a = await addMember(ctx.db, twoFamilies.id, w.familyA.id, true);
      const b = await addMember(ctx.db, twoFamilies.id, family.id);
      const res = await asSuperAdmin().get('/api/admin/users-with-families');
      expect(res.statusCode).toBe(200);
      const rows = res.json<UserWithFamily[]>();
      const base = { id: twoFamilies.id, name: 'Two Families', email: twoFamilies.email };
      expect(rows.filter((r) => r.id === twoFamilies.id)).toEqual([
        {
          ...base,
          membershipId: b.id,
          familyId: family.id,
          familyName: 'Another Family',
          isFamilyAdmin: false,
        },
        {
          ...base,
          membershipId: a.id,
          familyId: w.familyA.id,
          familyName: 'Family A',
          isFamilyAdmin: true,
        },
      ]);
      expect(rows.filter((r) => r.id === w.users.outsider.id)).toEqual([
        {
          id: w.users.outsider.id,
          name: 'Outsider',
          email: w.users.outsider.email,
          membershipId: null,
          familyId: null,
          familyName: null,
          isFamilyAdmin: false,
        },
      ]);
      for (const who of notSuperAdmins()) {
        expect((await as(who).get('/api/admin/users-with-families')).statusCode).toBe(403);
      }
    });
  });
});
