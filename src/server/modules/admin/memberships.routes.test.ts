import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { addMember, createFamily, createUser, signInAs } from '#server/test-support/factories';
import { createNote, useRecipeWorld } from '#server/test-support/recipe-factories';
import { createMealPlan, createStagedRecipe } from '#server/test-support/meal-plan-factories';
import {
  expectRefused,
  membershipsOf,
  stagedItemIdsOf,
  withAuditEntries,
} from '#server/test-support/admin-factories';
import { mealPlans, notes, shoppingLists } from '#server/db/schema';
import type { Membership } from '#shared/admin/users.schemas';
import type { RecipeDetail } from '#shared/recipes/recipes.schemas';

describe('memberships: /api/user-families and /api/admin/user-families/*', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  const as = (who: Who | undefined) => injectAs(ctx.app, who);
  const asSuperAdmin = () => as(w.cookies.superAdmin);
  const notSuperAdmins = () => [w.cookies.memberA, w.cookies.adminA, w.cookies.editorA];
  let familyC: { id: number; name: string };

  beforeAll(async () => {
    familyC = await createFamily(ctx.db, 'Family C');
  });

  describe('GET /api/user-families', () => {
    it('lists every membership with user and family names', async () => {
      const res = await asSuperAdmin().get('/api/user-families');
      expect(res.statusCode).toBe(200);
      const rows = res.json<Membership[]>();
      const adminA = rows.find((m) => m.userId === w.users.adminA.id);
      expect(adminA).toEqual({
        id: adminA!.id,
        userId: w.users.adminA.id,
        familyId: w.familyA.id,
        isAdmin: true,
        userName: 'Admin A',
        userEmail: w.users.adminA.email,
        familyName: 'Family A',
      });
      expect(rows.filter((m) => m.familyId === w.familyB.id).map((m) => m.userName)).toEqual([
        'Lonely Editor',
        'Member B',
      ]);
      expect(rows.some((m) => m.userId === w.users.outsider.id)).toBe(false);
      expect((await as(null).get('/api/user-families')).statusCode).toBe(401);
      for (const who of notSuperAdmins()) {
        expect((await as(who).get('/api/user-families')).statusCode).toBe(403);
      }
    });
  });

  describe('PUT /api/admin/user-families/change', () => {
    const change = (who: Who | undefined, body: Record<string, unknown>) =>
      as(who).put('/api/admin/user-families/change', body);

    it('adds a membership, then changes its flag; other families stay', async () => {
      const user = await createUser(ctx.db, { name: 'Changer' });
      await addMember(ctx.db, user.id, w.familyB.id);
      const added = await withAuditEntries(ctx.db, () =>
        change(w.cookies.superAdmin, { userId: user.id, familyId: familyC.id, isAdmin: false }),
      );
      expect(added.res.statusCode, added.res.body).toBe(200);
      const membership = added.res.json<Membership>();
      expect(membership).toMatchObject({
        userId: user.id,
        familyId: familyC.id,
        isAdmin: false,
        userName: 'Changer',
        familyName: 'Family C',
      });
      const audited = { id: membership.id, userId: user.id, familyId: familyC.id };
      expect(added.entries).toMatchObject([
        {
          action: 'membership.add',
          entity: 'membership',
          entityId: String(membership.id),
          before: null,
          after: { ...audited, isAdmin: false },
        },
      ]);

      const flagged = await withAuditEntries(ctx.db, () =>
        change(w.cookies.superAdmin, { userId: user.id, familyId: familyC.id, isAdmin: true }),
      );
      expect(flagged.res.statusCode).toBe(200);
      expect(flagged.res.json<Membership>()).toMatchObject({ id: membership.id, isAdmin: true });
      expect(flagged.entries).toMatchObject([
        {
          action: 'membership.update',
          before: { ...audited, isAdmin: false },
          after: { ...audited, isAdmin: true },
        },
      ]);
      // One membership per (user, family); family B stays.
      expect((await membershipsOf(ctx.db, user.id)).map((m) => [m.familyId, m.isAdmin])).toEqual([
        [w.familyB.id, false],
        [familyC.id, true],
      ]);
    });

    it('unknown user or family: 404, nothing changed', async () => {
      const body = { userId: w.users.outsider.id, familyId: familyC.id, isAdmin: false };
      await expectRefused(
        ctx.db,
        404,
        () => change(w.cookies.superAdmin, { ...body, userId: 987_654 }),
        'User not found',
      );
      await expectRefused(
        ctx.db,
        404,
        () => change(w.cookies.superAdmin, { ...body, familyId: 987_654 }),
        'Family not found',
      );
      await expectRefused(ctx.db, 400, () =>
        change(w.cookies.superAdmin, { ...body, familyId: null }),
      );
    });

    it('is for super admins only: a family admin cannot add or promote anyone', async () => {
      await expectRefused(ctx.db, 401, () =>
        change(null, { userId: w.users.memberA.id, familyId: w.familyA.id, isAdmin: true }),
      );
      for (const who of notSuperAdmins()) {
        await expectRefused(ctx.db, 403, () =>
          change(who, { userId: w.users.memberA.id, familyId: w.familyA.id, isAdmin: true }),
        );
        await expectRefused(ctx.db, 403, () =>
          change(who, { userId: w.users.outsider.id, familyId: w.familyA.id, isAdmin: false }),
        );
      }
    });
  });

  describe('PATCH /api/admin/user-families/:membershipId', () => {
    it('makes a member a family admin and back, recording each change', async () => {
      const user = await createUser(ctx.db, { name: 'Promoted' });
      const m = await addMember(ctx.db, user.id, w.familyA.id);
      const up = await withAuditEntries(ctx.db, () =>
        asSuperAdmin().patch(`/api/admin/user-families/${m.id}`, { isAdmin: true }),
      );
      expect(up.res.statusCode, up.res.body).toBe(200);
      expect(up.res.json<Membership>()).toMatchObject({ id: m.id, isAdmin: true });
      const audited = { id: m.id, userId: user.id, familyId: w.familyA.id };
      expect(up.entries).toMatchObject([
        {
          action: 'membership.update',
          entity: 'membership',
          entityId: String(m.id),
          before: { ...audited, isAdmin: false },
          after: { ...audited, isAdmin: true },
        },
      ]);
      const down = await asSuperAdmin().patch(`/api/admin/user-families/${m.id}`, {
        isAdmin: false,
      });
      expect(down.json<Membership>()).toMatchObject({ id: m.id, isAdmin: false });
      expect(await membershipsOf(ctx.db, user.id)).toEqual([
        { id: m.id, familyId: w.familyA.id, isAdmin: false },
      ]);
    });

    it('unknown membership: 404; non-super-admins: 403; nothing changed', async () => {
      await expectRefused(
        ctx.db,
        404,
        () => asSuperAdmin().patch('/api/admin/user-families/987654', { isAdmin: true }),
        'Membership not found',
      );
      const [memberA] = await membershipsOf(ctx.db, w.users.memberA.id);
      for (const who of notSuperAdmins()) {
        await expectRefused(ctx.db, 403, () =>
          as(who).patch(`/api/admin/user-families/${memberA!.id}`, { isAdmin: true }),
        );
      }
    });
  });

  describe('DELETE /api/admin/user-families/:membershipId', () => {
    it('removes the member: staged items go, notes, plans and lists stay, access ends at once', async () => {
      const leaver = await createUser(ctx.db, { name: 'Leaver' });
      const membership = await addMember(ctx.db, leaver.id, w.familyA.id);
      await addMember(ctx.db, leaver.id, w.familyB.id);
      const stagedInA = await createStagedRecipe(ctx.db, {
        familyId: w.familyA.id,
        userId: leaver.id,
        recipeId: w.recipes.stewA.id,
      });
      const stagedInB = await createStagedRecipe(ctx.db, {
        familyId: w.familyB.id,
        userId: leaver.id,
        recipeId: w.recipes.riceB.id,
      });
      const othersStaged = await createStagedRecipe(ctx.db, {
        familyId: w.familyA.id,
        userId: w.users.memberA.id,
        recipeId: w.recipes.soupA.id,
      });
      const note = await createNote(ctx.db, {
        recipeId: w.recipes.stewA.id,
        familyId: w.familyA.id,
        userId: leaver.id,
        text: 'Add more paprika',
      });
      const plan = await createMealPlan(ctx.db, {
        familyId: w.familyA.id,
        recipeId: w.recipes.stewA.id,
        createdBy: leaver.id,
      });
      await ctx.db.insert(shoppingLists).values({
        familyId: w.familyA.id,
        weekStartDate: '2030-01-06',
        weekEndDate: '2030-01-12',
      });
      const listsOfA = () =>
        ctx.db.select().from(shoppingLists).where(eq(shoppingLists.familyId, w.familyA.id));
      const listsBefore = await listsOfA();

      // Signed in, with a session the server has already seen (and cached).
      const session = as(await signInAs(ctx.db, leaver.id));
      const stagingOfA = `/api/families/${w.familyA.id}/staged-recipes`;
      expect((await session.get(stagingOfA)).statusCode).toBe(200);
      expect((await session.get(stagingOfA)).statusCode).toBe(200);

      const { res, entries } = await withAuditEntries(ctx.db, () =>
        asSuperAdmin().delete(`/api/admin/user-families/${membership.id}`),
      );
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe('');
      expect(entries).toEqual([
        {
          actorUserId: w.users.superAdmin.id,
          actorName: 'Super Admin',
          action: 'membership.remove',
          entity: 'membership',
          entityId: String(membership.id),
          before: {
            id: membership.id,
            userId: leaver.id,
            familyId: w.familyA.id,
            isAdmin: false,
            stagedItems: 1,
          },
          after: null,
        },
      ]);

      // The same session's next request no longer reaches family A; family B still works.
      const refused = await session.get(stagingOfA);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: 'Family not found' });
      expect((await session.get(`/api/families/${w.familyB.id}/staged-recipes`)).statusCode).toBe(
        200,
      );

      expect(await membershipsOf(ctx.db, leaver.id)).toMatchObject([{ familyId: w.familyB.id }]);
      expect(await stagedItemIdsOf(ctx.db, leaver.id)).toEqual([stagedInB.id]);
      expect(await stagedItemIdsOf(ctx.db, w.users.memberA.id)).toContain(othersStaged.id);
      expect(stagedInA.id).not.toBe(stagedInB.id);
      expect(await ctx.db.select().from(notes).where(eq(notes.id, note.id))).toHaveLength(1);
      expect(await ctx.db.select().from(mealPlans).where(eq(mealPlans.id, plan.id))).toHaveLength(
        1,
      );
      expect(await listsOfA()).toEqual(listsBefore);

      // The family still reads the note.
      const detail = await as(w.cookies.memberA).get(
        `/api/recipes/${w.recipes.stewA.id}?familyId=${w.familyA.id}`,
      );
      expect(detail.statusCode).toBe(200);
      expect(detail.json<RecipeDetail>().notes.map((n) => n.text)).toContain('Add more paprika');
    });

    it('unknown membership: 404; non-super-admins: 403; nothing changed', async () => {
      await expectRefused(
        ctx.db,
        404,
        () => asSuperAdmin().delete('/api/admin/user-families/987654'),
        'Membership not found',
      );
      const [memberA] = await membershipsOf(ctx.db, w.users.memberA.id);
      await expectRefused(ctx.db, 401, () =>
        as(null).delete(`/api/admin/user-families/${memberA!.id}`),
      );
      for (const who of notSuperAdmins()) {
        await expectRefused(ctx.db, 403, () =>
          as(who).delete(`/api/admin/user-families/${memberA!.id}`),
        );
      }
    });
  });
});
