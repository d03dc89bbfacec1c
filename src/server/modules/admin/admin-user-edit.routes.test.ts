import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { addMember, createUser, signInAs } from '#server/test-support/factories';
import { createNote, useRecipeWorld } from '#server/test-support/recipe-factories';
import { createStagedRecipe } from '#server/test-support/meal-plan-factories';
import {
  expectRefused,
  membershipsOf,
  rolesOf,
  stagedItemIdsOf,
  storedUser,
  withAuditEntries,
} from '#server/test-support/admin-factories';
import { notes } from '#server/db/schema';
import { USER_MESSAGES } from '#shared/admin/users.schemas';
import { EMAIL_TAKEN_MESSAGE } from './admin-users.service';
import { LAST_SUPER_ADMIN_MESSAGE } from './roles.service';

describe('editing a user: PATCH /api/admin/users/:id, PUT /api/admin/users/:id/family', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  const as = (who: Who | undefined) => injectAs(ctx.app, who);
  const notSuperAdmins = () => [w.cookies.memberA, w.cookies.adminA, w.cookies.editorA];

  describe('PATCH /api/admin/users/:id', () => {
    const patch = (who: Who | undefined, id: number, body: Record<string, unknown>) =>
      as(who).patch(`/api/admin/users/${id}`, body);

    it('changes name and email and grants, then removes, the super admin role', async () => {
      const user = await createUser(ctx.db, { name: 'Old Name', email: 'old@example.test' });
      const granted = await withAuditEntries(ctx.db, () =>
        patch(w.cookies.superAdmin, user.id, {
          name: 'New Name',
          email: 'New@Example.test',
          isSuperAdmin: true,
        }),
      );
      expect(granted.res.statusCode, granted.res.body).toBe(200);
      expect(granted.res.json()).toEqual({ id: user.id });
      expect(await storedUser(ctx.db, user.id)).toMatchObject({
        name: 'New Name',
        email: 'New@Example.test',
      });
      expect(await rolesOf(ctx.db, user.id)).toEqual([['super_admin', null]]);
      expect(granted.entries).toMatchObject([
        {
          actorUserId: w.users.superAdmin.id,
          action: 'user.update',
          entity: 'user',
          entityId: String(user.id),
          before: { id: user.id, name: 'Old Name', email: 'old@example.test', isSuperAdmin: false },
          after: { id: user.id, name: 'New Name', email: 'New@Example.test', isSuperAdmin: true },
        },
      ]);

      // Their own email in another case is no clash.
      const removed = await withAuditEntries(ctx.db, () =>
        patch(w.cookies.superAdmin, user.id, {
          name: 'New Name',
          email: 'new@example.test',
          isSuperAdmin: false,
        }),
      );
      expect(removed.res.statusCode, removed.res.body).toBe(200);
      expect(await rolesOf(ctx.db, user.id)).toEqual([]);
      expect(removed.entries).toHaveLength(1);
      expect(removed.entries[0]).toMatchObject({
        before: { email: 'New@Example.test', isSuperAdmin: true },
        after: { email: 'new@example.test', isSuperAdmin: false },
      });
    });

    it('keeps other roles when the super admin flag changes', async () => {
      const res = await patch(w.cookies.superAdmin, w.users.editorA.id, {
        name: 'Editor A',
        email: w.users.editorA.email,
        isSuperAdmin: false,
      });
      expect(res.statusCode).toBe(200);
      expect(await rolesOf(ctx.db, w.users.editorA.id)).toEqual([
        ['cookbook_editor', w.books.a.id],
      ]);
    });

    it('refuses another user’s email in any case: 409, nothing changed', async () => {
      const user = await createUser(ctx.db);
      await expectRefused(
        ctx.db,
        409,
        () =>
          patch(w.cookies.superAdmin, user.id, {
            name: 'Someone',
            email: w.users.memberA.email.toUpperCase(),
            isSuperAdmin: false,
          }),
        EMAIL_TAKEN_MESSAGE,
      );
    });

    it('refuses an unknown user with 404, nothing changed', async () => {
      await expectRefused(
        ctx.db,
        404,
        () =>
          patch(w.cookies.superAdmin, 987_654, {
            name: 'Nobody',
            email: 'nobody@example.test',
            isSuperAdmin: true,
          }),
        'User not found',
      );
    });

    it('the last super admin cannot remove their own flag; with another one they can', async () => {
      const me = w.users.superAdmin;
      const unflag = (who: Who) =>
        patch(who, me.id, { name: 'Super Admin', email: me.email, isSuperAdmin: false });
      await expectRefused(
        ctx.db,
        409,
        () => unflag(w.cookies.superAdmin),
        LAST_SUPER_ADMIN_MESSAGE,
      );
      expect(await rolesOf(ctx.db, me.id)).toEqual([['super_admin', null]]);

      // A second super admin gives up their own flag while the first remains.
      const second = await createUser(ctx.db, { name: 'Second', superAdmin: true });
      const res = await patch(await signInAs(ctx.db, second.id), second.id, {
        name: 'Second',
        email: second.email,
        isSuperAdmin: false,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await rolesOf(ctx.db, second.id)).toEqual([]);
    });

    it('nobody but a super admin changes a flag, their own included: 403, nothing changed', async () => {
      for (const [who, user] of [
        [w.cookies.adminA, w.users.adminA],
        [w.cookies.editorA, w.users.editorA],
        [w.cookies.memberA, w.users.memberA],
      ] as const) {
        await expectRefused(ctx.db, 403, () =>
          patch(who, user.id, { name: user.name, email: user.email, isSuperAdmin: true }),
        );
      }
      await expectRefused(ctx.db, 401, () =>
        patch(null, w.users.memberA.id, {
          name: 'x y',
          email: 'x@example.test',
          isSuperAdmin: true,
        }),
      );
    });

    it('validates name and email, writing nothing', async () => {
      const user = await createUser(ctx.db);
      const res = await expectRefused(ctx.db, 400, () =>
        patch(w.cookies.superAdmin, user.id, { name: 'A', email: 'nope', isSuperAdmin: false }),
      );
      expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toMatchObject({
        name: USER_MESSAGES.nameTooShort,
        email: USER_MESSAGES.invalidEmail,
      });
    });
  });

  describe('PUT /api/admin/users/:id/family', () => {
    const setFamily = (who: Who | undefined, userId: number, body: Record<string, unknown>) =>
      as(who).put(`/api/admin/users/${userId}/family`, body);

    it('makes the family the only one; families left lose the user’s staged items', async () => {
      const user = await createUser(ctx.db, { name: 'Mover' });
      const inA = await addMember(ctx.db, user.id, w.familyA.id, true);
      const inB = await addMember(ctx.db, user.id, w.familyB.id);
      await createStagedRecipe(ctx.db, { familyId: w.familyA.id, userId: user.id });
      const keptInB = await createStagedRecipe(ctx.db, {
        familyId: w.familyB.id,
        userId: user.id,
      });
      const note = await createNote(ctx.db, {
        recipeId: w.recipes.stewA.id,
        familyId: w.familyA.id,
        userId: user.id,
      });

      const { res, entries } = await withAuditEntries(ctx.db, () =>
        setFamily(w.cookies.superAdmin, user.id, { familyId: w.familyB.id, isFamilyAdmin: true }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id: user.id });
      // The kept membership is the same row, now with the admin flag.
      expect(await membershipsOf(ctx.db, user.id)).toEqual([
        { id: inB.id, familyId: w.familyB.id, isAdmin: true },
      ]);
      expect(await stagedItemIdsOf(ctx.db, user.id)).toEqual([keptInB.id]);
      expect(await ctx.db.select().from(notes).where(eq(notes.id, note.id))).toHaveLength(1);
      const m = (id: number, familyId: number, isAdmin: boolean) => ({
        id,
        userId: user.id,
        familyId,
        isAdmin,
      });
      expect(entries).toMatchObject([
        {
          action: 'user.set_family',
          entity: 'user',
          entityId: String(user.id),
          before: { memberships: [m(inA.id, w.familyA.id, true), m(inB.id, w.familyB.id, false)] },
          after: { memberships: [m(inB.id, w.familyB.id, true)], removedStagedItems: 1 },
        },
      ]);

      const none = await setFamily(w.cookies.superAdmin, user.id, {
        familyId: null,
        isFamilyAdmin: false,
      });
      expect(none.statusCode).toBe(200);
      expect(await membershipsOf(ctx.db, user.id)).toEqual([]);
      expect(await stagedItemIdsOf(ctx.db, user.id)).toEqual([]);
    });

    it('a user in no family cannot be a family admin: 400, nothing changed', async () => {
      const res = await expectRefused(ctx.db, 400, () =>
        setFamily(w.cookies.superAdmin, w.users.memberA.id, {
          familyId: null,
          isFamilyAdmin: true,
        }),
      );
      expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toMatchObject({
        isFamilyAdmin: 'A user in no family cannot be a family admin',
      });
    });

    it('unknown user or family: 404; non-super-admins: 403; nothing changed', async () => {
      await expectRefused(
        ctx.db,
        404,
        () =>
          setFamily(w.cookies.superAdmin, 987_654, {
            familyId: w.familyA.id,
            isFamilyAdmin: false,
          }),
        'User not found',
      );
      await expectRefused(
        ctx.db,
        404,
        () =>
          setFamily(w.cookies.superAdmin, w.users.memberA.id, {
            familyId: 987_654,
            isFamilyAdmin: false,
          }),
        'Family not found',
      );
      for (const who of notSuperAdmins()) {
        await expectRefused(ctx.db, 403, () =>
          setFamily(who, w.users.memberB.id, { familyId: w.familyA.id, isFamilyAdmin: true }),
        );
      }
    });
  });
});
