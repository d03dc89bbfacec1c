import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, families } from '#server/db/schema';
import { snapshotTables } from '#server/test-support/bad-input';
import { createUser, signInAs } from '#server/test-support/factories';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useRecipeWorld } from '#server/test-support/recipe-factories';
import { useTestApp } from '#server/test-support/test-app';
import { FAMILY_MESSAGES, type FamilyMember } from '#shared/admin/families.schemas';

/**
 * The profile page's My Family card: GET /api/families/{id}/members for its members, and
 * PATCH /api/families/{id}/name for its family admins and super admins.
 */
describe('family profile routes', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  let outsideSuperAdmin: { cookie: string };

  beforeAll(async () => {
    // A super admin of no family at all.
    const user = await createUser(ctx.db, { name: 'Roaming Admin', superAdmin: true });
    outsideSuperAdmin = await signInAs(ctx.db, user.id);
  });

  const familyName = async (id: number) =>
    (await ctx.db.select().from(families).where(eq(families.id, id)))[0]!.name;
  const rename = (who: Who, id: number, payload: unknown) =>
    injectAs(ctx.app, who).patch(`/api/families/${id}/name`, payload as Record<string, unknown>);

  /** Sends the request and checks it was refused with `status` and changed nothing. */
  async function expectRefused(status: number, send: () => ReturnType<typeof rename>) {
    const before = await snapshotTables(ctx.db);
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(await snapshotTables(ctx.db)).toEqual(before);
    return res;
  }

  describe('GET /api/families/{id}/members', () => {
    it('lists the members by name with their Admin flag', async () => {
      const res = await injectAs(ctx.app, w.cookies.memberA).get(
        `/api/families/${w.familyA.id}/members`,
      );
      expect(res.statusCode).toBe(200);
      const members = res.json<FamilyMember[]>();
      expect(members.map((m) => m.name)).toEqual([
        'Admin A',
        'Editor A',
        'Member A',
        'Super Admin',
      ]);
      expect(members.find((m) => m.name === 'Admin A')).toMatchObject({
        id: w.users.adminA.id,
        email: w.users.adminA.email,
        isFamilyAdmin: true,
      });
      expect(members.filter((m) => m.isFamilyAdmin)).toHaveLength(1);
      expect(members.every((m) => Number.isInteger(m.membershipId))).toBe(true);
    });

    it('a non-member gets 404, anonymous 401', async () => {
      const url = `/api/families/${w.familyA.id}/members`;
      expect((await injectAs(ctx.app, w.cookies.memberB).get(url)).statusCode).toBe(404);
      expect((await injectAs(ctx.app, null).get(url)).statusCode).toBe(401);
      expect(
        (await injectAs(ctx.app, w.cookies.memberA).get('/api/families/999999/members')).statusCode,
      ).toBe(404);
    });

    it("a super admin of no family reads any family's members (the admin Families page)", async () => {
      const res = await injectAs(ctx.app, outsideSuperAdmin).get(
        `/api/families/${w.familyA.id}/members`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<FamilyMember[]>().some((m) => m.name === 'Admin A')).toBe(true);
      const missing = await injectAs(ctx.app, outsideSuperAdmin).get(
        '/api/families/999999/members',
      );
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('PATCH /api/families/{id}/name', () => {
    it('a family admin renames their family (trimmed) and the change is in the audit log', async () => {
      const res = await rename(w.cookies.adminA, w.familyA.id, { name: '  The A Team  ' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id: w.familyA.id, name: 'The A Team' });
      expect(await familyName(w.familyA.id)).toBe('The A Team');
      const [entry] = await ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(w.familyA.id)));
      expect(entry).toMatchObject({
        actorUserId: w.users.adminA.id,
        action: 'family.rename',
        entity: 'family',
        before: { name: 'Family A' },
        after: { name: 'The A Team' },
      });
    });

    it('the same name again writes nothing', async () => {
      const current = await familyName(w.familyA.id);
      const before = await snapshotTables(ctx.db);
      const res = await rename(w.cookies.adminA, w.familyA.id, { name: current });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: w.familyA.id, name: current });
      expect(await snapshotTables(ctx.db)).toEqual(before);
    });

    it('a super admin renames any family, member or not', async () => {
      const res = await rename(outsideSuperAdmin, w.familyB.id, { name: 'Family B2' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await familyName(w.familyB.id)).toBe('Family B2');
      const res2 = await rename(w.cookies.superAdmin, w.familyB.id, { name: 'Family B' });
      expect(res2.statusCode, res2.body).toBe(200);
      expect(await familyName(w.familyB.id)).toBe('Family B');
    });

    it("an empty name (after trimming) answers 400 'Family name cannot be empty'", async () => {
      for (const name of ['', '   ']) {
        const res = await expectRefused(400, () =>
          rename(w.cookies.adminA, w.familyA.id, { name }),
        );
        expect(res.json()).toMatchObject({ fieldErrors: { name: FAMILY_MESSAGES.nameEmpty } });
        expect(res.json<{ message: string }>().message).toContain(FAMILY_MESSAGES.nameEmpty);
      }
      await expectRefused(400, () => rename(w.cookies.adminA, w.familyA.id, {}));
      await expectRefused(400, () =>
        rename(w.cookies.adminA, w.familyA.id, { name: 'x'.repeat(101) }),
      );
    });

    it('plain members and cookbook editors get 403; other families and unknown ids 404', async () => {
      await expectRefused(403, () => rename(w.cookies.memberA, w.familyA.id, { name: 'Nope' }));
      await expectRefused(403, () => rename(w.cookies.editorA, w.familyA.id, { name: 'Nope' }));
      // Admin of A, but no member of B: B is not theirs to see.
      await expectRefused(404, () => rename(w.cookies.adminA, w.familyB.id, { name: 'Nope' }));
      await expectRefused(404, () => rename(w.cookies.memberB, w.familyA.id, { name: 'Nope' }));
      await expectRefused(404, () => rename(outsideSuperAdmin, 999999, { name: 'Nope' }));
      await expectRefused(401, () => rename(null, w.familyA.id, { name: 'Nope' }));
    });
  });
});
