import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { createCookbook, createUser, signInAs } from '#server/test-support/factories';
import { useRecipeWorld } from '#server/test-support/recipe-factories';
import { expectRefused, rolesOf, withAuditEntries } from '#server/test-support/admin-factories';
import { roles } from '#server/db/schema';
import { ROLE_MESSAGES, type RoleAssignment } from '#shared/admin/roles.schemas';
import { LAST_SUPER_ADMIN_MESSAGE, ROLE_DUPLICATE_MESSAGE } from './roles.service';

describe('roles: GET/POST /api/roles, DELETE /api/roles/:id', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  const as = (who: Who | undefined) => injectAs(ctx.app, who);
  const asSuperAdmin = () => as(w.cookies.superAdmin);
  const notSuperAdmins = () => [w.cookies.memberA, w.cookies.adminA, w.cookies.editorA];

  const superAdminRoleId = async (userId: number) => {
    const [row] = await ctx.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.userId, userId), eq(roles.role, 'super_admin')));
    return row!.id;
  };

  describe('GET /api/roles', () => {
    it('lists every assignment with user and cookbook names; ?userId narrows it', async () => {
      const res = await asSuperAdmin().get('/api/roles');
      expect(res.statusCode).toBe(200);
      const all = res.json<RoleAssignment[]>();
      expect(all.map((r) => [r.user.name, r.role, r.cookbookName])).toEqual([
        ['Editor A', 'cookbook_editor', 'Book A'],
        ['Lonely Editor', 'cookbook_editor', 'Lonely Book'],
        ['Super Admin', 'super_admin', null],
      ]);
      expect(all[0]).toEqual({
        id: all[0]!.id,
        userId: w.users.editorA.id,
        role: 'cookbook_editor',
        cookbookId: w.books.a.id,
        cookbookName: 'Book A',
        user: { name: 'Editor A', email: w.users.editorA.email },
        createdAt: expect.any(String),
      });

      const mine = await asSuperAdmin().get(`/api/roles?userId=${w.users.superAdmin.id}`);
      expect(mine.json<RoleAssignment[]>().map((r) => [r.userId, r.role, r.cookbookId])).toEqual([
        [w.users.superAdmin.id, 'super_admin', null],
      ]);
      const nobody = await asSuperAdmin().get(`/api/roles?userId=${w.users.outsider.id}`);
      expect(nobody.json()).toEqual([]);
      expect((await asSuperAdmin().get('/api/roles?userId=abc')).statusCode).toBe(400);
    });

    it('answers 401 without a session and 403 to everyone but super admins', async () => {
      expect((await as(null).get('/api/roles')).statusCode).toBe(401);
      for (const who of notSuperAdmins()) {
        expect((await as(who).get('/api/roles')).statusCode).toBe(403);
        expect((await as(who).get(`/api/roles?userId=${w.users.editorA.id}`)).statusCode).toBe(403);
      }
    });
  });

  describe('POST /api/roles', () => {
    it('assigns a cookbook editor role and a super admin role, recording each', async () => {
      const user = await createUser(ctx.db, { name: 'New Editor' });
      const { res, entries } = await withAuditEntries(ctx.db, () =>
        asSuperAdmin().post('/api/roles', {
          userId: user.id,
          role: 'cookbook_editor',
          cookbookId: w.books.b.id,
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const role = res.json<RoleAssignment>();
      expect(role).toEqual({
        id: role.id,
        userId: user.id,
        role: 'cookbook_editor',
        cookbookId: w.books.b.id,
        cookbookName: 'Book B',
        user: { name: 'New Editor', email: user.email },
        createdAt: expect.any(String),
      });
      expect(entries).toEqual([
        {
          actorUserId: w.users.superAdmin.id,
          actorName: 'Super Admin',
          action: 'role.assign',
          entity: 'role',
          entityId: String(role.id),
          before: null,
          after: {
            id: role.id,
            userId: user.id,
            role: 'cookbook_editor',
            cookbookId: w.books.b.id,
          },
        },
      ]);

      const admin = await asSuperAdmin().post('/api/roles', {
        userId: user.id,
        role: 'super_admin',
      });
      expect(admin.statusCode).toBe(201);
      expect(admin.json<RoleAssignment>()).toMatchObject({ cookbookId: null, cookbookName: null });
      expect(await rolesOf(ctx.db, user.id)).toEqual([
        ['cookbook_editor', w.books.b.id],
        ['super_admin', null],
      ]);
      // The new super admin's session is one from its next request on.
      const session = await signInAs(ctx.db, user.id);
      expect((await as(session).get('/api/roles')).statusCode).toBe(200);
      // Taken away again: the world keeps a single super admin.
      const adminId = admin.json<RoleAssignment>().id;
      expect((await asSuperAdmin().delete(`/api/roles/${adminId}`)).statusCode).toBe(204);
      expect((await as(session).get('/api/roles')).statusCode).toBe(403);
    });

    it('refuses a role the user already has: 409, nothing changed', async () => {
      await expectRefused(
        ctx.db,
        409,
        () =>
          asSuperAdmin().post('/api/roles', {
            userId: w.users.editorA.id,
            role: 'cookbook_editor',
            cookbookId: w.books.a.id,
          }),
        ROLE_DUPLICATE_MESSAGE,
      );
      await expectRefused(
        ctx.db,
        409,
        () =>
          asSuperAdmin().post('/api/roles', {
            userId: w.users.superAdmin.id,
            role: 'super_admin',
            cookbookId: null,
          }),
        ROLE_DUPLICATE_MESSAGE,
      );
    });

    it('unknown user or cookbook: 404, nothing changed', async () => {
      await expectRefused(
        ctx.db,
        404,
        () => asSuperAdmin().post('/api/roles', { userId: 987_654, role: 'super_admin' }),
        'User not found',
      );
      await expectRefused(
        ctx.db,
        404,
        () =>
          asSuperAdmin().post('/api/roles', {
            userId: w.users.memberA.id,
            role: 'cookbook_editor',
            cookbookId: 987_654,
          }),
        'Cookbook not found',
      );
    });

    it('validates with the spec’s messages; a super admin role names no cookbook', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{}, ROLE_MESSAGES.userAndRoleRequired],
        [{ userId: w.users.memberA.id }, ROLE_MESSAGES.userAndRoleRequired],
        [{ role: 'super_admin' }, ROLE_MESSAGES.userAndRoleRequired],
        [{ userId: w.users.memberA.id, role: 'cookbook_editor' }, ROLE_MESSAGES.cookbookRequired],
        [
          { userId: w.users.memberA.id, role: 'cookbook_editor', cookbookId: null },
          ROLE_MESSAGES.cookbookRequired,
        ],
        [
          { userId: w.users.memberA.id, role: 'super_admin', cookbookId: w.books.a.id },
          ROLE_MESSAGES.superAdminIsGlobal,
        ],
      ];
      for (const [body, message] of cases) {
        const res = await expectRefused(ctx.db, 400, () => asSuperAdmin().post('/api/roles', body));
        const { fieldErrors } = res.json<{ fieldErrors: Record<string, string> }>();
        expect(Object.values(fieldErrors), JSON.stringify(body)).toContain(message);
      }
      await expectRefused(ctx.db, 400, () =>
        asSuperAdmin().post('/api/roles', { userId: w.users.memberA.id, role: 'family_admin' }),
      );
    });

    it('nobody but a super admin assigns roles, to themselves or others: 403, nothing changed', async () => {
      const cases: [Who, Record<string, unknown>][] = [
        [w.cookies.adminA, { userId: w.users.adminA.id, role: 'super_admin' }],
        [w.cookies.editorA, { userId: w.users.editorA.id, role: 'super_admin' }],
        [
          w.cookies.editorA,
          { userId: w.users.memberA.id, role: 'cookbook_editor', cookbookId: w.books.a.id },
        ],
        [
          w.cookies.adminA,
          { userId: w.users.adminA.id, role: 'cookbook_editor', cookbookId: w.books.a.id },
        ],
        [w.cookies.memberA, { userId: w.users.memberA.id, role: 'super_admin' }],
      ];
      for (const [who, body] of cases) {
        await expectRefused(ctx.db, 403, () => as(who).post('/api/roles', body));
      }
      await expectRefused(ctx.db, 401, () =>
        as(null).post('/api/roles', { userId: w.users.memberA.id, role: 'super_admin' }),
      );
    });
  });

  describe('DELETE /api/roles/:id', () => {
    it('removes an assignment and records it', async () => {
      const user = await createUser(ctx.db);
      const book = await createCookbook(ctx.db);
      const created = await asSuperAdmin().post('/api/roles', {
        userId: user.id,
        role: 'cookbook_editor',
        cookbookId: book.id,
      });
      const { id } = created.json<RoleAssignment>();
      const { res, entries } = await withAuditEntries(ctx.db, () =>
        asSuperAdmin().delete(`/api/roles/${id}`),
      );
      expect(res.statusCode, res.body).toBe(204);
      expect(await rolesOf(ctx.db, user.id)).toEqual([]);
      expect(entries).toMatchObject([
        {
          action: 'role.remove',
          entity: 'role',
          entityId: String(id),
          before: { id, userId: user.id, role: 'cookbook_editor', cookbookId: book.id },
          after: null,
        },
      ]);
    });

    it('unknown role: 404; non-super-admins: 403; nothing changed', async () => {
      await expectRefused(
        ctx.db,
        404,
        () => asSuperAdmin().delete('/api/roles/987654'),
        'Role not found',
      );
      const [editorRole] = await ctx.db
        .select({ id: roles.id })
        .from(roles)
        .where(eq(roles.userId, w.users.editorA.id));
      const superRole = await superAdminRoleId(w.users.superAdmin.id);
      for (const who of notSuperAdmins()) {
        for (const id of [editorRole!.id, superRole]) {
          await expectRefused(ctx.db, 403, () => as(who).delete(`/api/roles/${id}`));
        }
      }
      await expectRefused(ctx.db, 401, () => as(null).delete(`/api/roles/${superRole}`));
    });

    it('the last super admin’s role cannot be removed: 409, nothing changed', async () => {
      const onlyOne = await superAdminRoleId(w.users.superAdmin.id);
      const count = await ctx.db.select().from(roles).where(eq(roles.role, 'super_admin'));
      expect(count).toHaveLength(1);
      await expectRefused(
        ctx.db,
        409,
        () => asSuperAdmin().delete(`/api/roles/${onlyOne}`),
        LAST_SUPER_ADMIN_MESSAGE,
      );
    });

    it('with two super admins, removing each other’s role at once leaves exactly one', async () => {
      const other = await createUser(ctx.db, { name: 'Other Admin', superAdmin: true });
      const otherSession = await signInAs(ctx.db, other.id);
      // One may give up their own role while the other remains.
      const spare = await createUser(ctx.db, { name: 'Spare Admin', superAdmin: true });
      const spareRole = await superAdminRoleId(spare.id);
      const own = await as(await signInAs(ctx.db, spare.id)).delete(`/api/roles/${spareRole}`);
      expect(own.statusCode, own.body).toBe(204);

      const mine = await superAdminRoleId(w.users.superAdmin.id);
      const theirs = await superAdminRoleId(other.id);
      const answers = await Promise.all([
        asSuperAdmin().delete(`/api/roles/${theirs}`),
        as(otherSession).delete(`/api/roles/${mine}`),
      ]);
      // The loser answers 409 when both ran at once, or 403 when the winner's answer came
      // first (on a loaded machine the two can run one after the other): it is no longer a
      // super admin. Either way exactly one role is left.
      const [won, lost] = answers.map((r) => r.statusCode).sort();
      expect(won).toBe(204);
      expect([403, 409]).toContain(lost);
      const left = await ctx.db.select().from(roles).where(eq(roles.role, 'super_admin'));
      expect(left).toHaveLength(1);

      // Put the world back: the world's super admin is the only one again.
      if (left[0]!.userId !== w.users.superAdmin.id) {
        await ctx.db.insert(roles).values({ userId: w.users.superAdmin.id, role: 'super_admin' });
        await ctx.db.delete(roles).where(eq(roles.userId, other.id));
      }
      expect(await rolesOf(ctx.db, w.users.superAdmin.id)).toEqual([['super_admin', null]]);
    });
  });
});
