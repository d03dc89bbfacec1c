import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cookbooks, families } from '#server/db/schema';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { createFamily } from '#server/test-support/factories';
import { useRecipeWorld } from '#server/test-support/recipe-factories';
import {
  auditEntriesSince,
  expectRefused,
  lastAuditId,
  linksOfFamily,
} from '#server/test-support/family-admin-factories';
import {
  FAMILY_MESSAGES,
  type AdminFamily,
  type FamilyWriteResult,
} from '#shared/admin/families.schemas';
import { COOKBOOK_LIMITS, type Cookbook } from '#shared/cookbooks/cookbooks.schemas';
import { defaultCookbookName } from './admin-families.service';

describe('the family admin routes', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  const as = (who: Who | undefined) => injectAs(ctx.app, who);
  const asSuper = () => as(w.cookies.superAdmin);
  const listFamilies = async () => {
    const res = await asSuper().get('/api/admin/families');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminFamily[]>();
  };

  describe('GET /api/admin/families', () => {
    it('lists every family with its default cookbook and counts', async () => {
      expect(await listFamilies()).toEqual([
        {
          id: w.familyA.id,
          name: 'Family A',
          createdAt: w.familyA.createdAt.toISOString(),
          defaultCookbookId: w.books.a.id,
          defaultCookbookName: 'Book A',
          // memberA, adminA, editorA, superAdmin.
          memberCount: 4,
          cookbookCount: 1,
        },
        {
          id: w.familyB.id,
          name: 'Family B',
          createdAt: w.familyB.createdAt.toISOString(),
          defaultCookbookId: w.books.b.id,
          defaultCookbookName: 'Book B',
          memberCount: 2,
          cookbookCount: 1,
        },
      ]);
    });

    it('shows a family stored without a default cookbook as having none', async () => {
      const bare = await createFamily(ctx.db, 'Bare Family');
      expect((await listFamilies()).find((f) => f.id === bare.id)).toMatchObject({
        defaultCookbookId: null,
        defaultCookbookName: null,
        memberCount: 0,
        cookbookCount: 0,
      });
    });
  });

  describe('POST /api/admin/families', () => {
    it("creates the family with its default cookbook '<name> Cookbook'", async () => {
      const since = await lastAuditId(ctx.db);
      const res = await asSuper().post('/api/admin/families', { name: '  The Millers ' });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json<FamilyWriteResult>();
      expect(created).toEqual({
        id: expect.any(Number) as number,
        name: 'The Millers',
        defaultCookbookId: expect.any(Number) as number,
      });
      const [book] = await ctx.db
        .select()
        .from(cookbooks)
        .where(eq(cookbooks.id, created.defaultCookbookId!));
      expect(book).toMatchObject({ name: 'The Millers Cookbook', isPublic: false });
      expect(await linksOfFamily(ctx.db, created.id)).toEqual([
        { cookbookId: created.defaultCookbookId, isDefault: true },
      ]);
      expect((await listFamilies()).find((f) => f.id === created.id)).toMatchObject({
        defaultCookbookName: 'The Millers Cookbook',
        memberCount: 0,
        cookbookCount: 1,
      });
      const grid = (await asSuper().get('/api/cookbooks')).json<Cookbook[]>();
      expect(grid.find((c) => c.id === created.defaultCookbookId)).toMatchObject({
        isDefaultFamilyCookbook: true,
      });
      expect(await auditEntriesSince(ctx.db, since)).toEqual([
        {
          actorUserId: w.users.superAdmin.id,
          actorName: 'Super Admin',
          action: 'family.create',
          entity: 'family',
          entityId: String(created.id),
          before: null,
          after: { ...created, defaultCookbookName: 'The Millers Cookbook' },
        },
      ]);
    });

    it('keeps the default cookbook name within the cookbook name limit', async () => {
      const long = 'Long'.repeat(25);
      const res = await asSuper().post('/api/admin/families', { name: long });
      expect(res.statusCode, res.body).toBe(201);
      const [book] = await ctx.db
        .select({ name: cookbooks.name })
        .from(cookbooks)
        .where(eq(cookbooks.id, res.json<FamilyWriteResult>().defaultCookbookId!));
      expect(book!.name).toHaveLength(COOKBOOK_LIMITS.name);
      expect(book!.name).toBe(`${long.slice(0, 91)} Cookbook`);
      // Never cut inside an emoji (a surrogate pair).
      expect(defaultCookbookName(`${'x'.repeat(90)}🍲🍲`)).toBe(`${'x'.repeat(90)} Cookbook`);
    });

    it("refuses an empty name with 'Family name cannot be empty'", async () => {
      for (const name of ['', '   ']) {
        await expectRefused(
          ctx.db,
          400,
          () => asSuper().post('/api/admin/families', { name }),
          FAMILY_MESSAGES.nameEmpty,
        );
      }
      await expectRefused(ctx.db, 400, () => asSuper().post('/api/admin/families', {}));
    });
  });

  describe('PATCH /api/admin/families/:id', () => {
    it('renames the family and records the old and new name', async () => {
      const family = await createFamily(ctx.db, 'Smiths');
      const created = (
        await asSuper().post('/api/admin/families', { name: 'Joneses' })
      ).json<FamilyWriteResult>();
      const since = await lastAuditId(ctx.db);
      const res = await asSuper().patch(`/api/admin/families/${created.id}`, {
        name: 'The Joneses',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ...created, name: 'The Joneses' });
      expect(await auditEntriesSince(ctx.db, since)).toEqual([
        expect.objectContaining({
          action: 'family.rename',
          entity: 'family',
          entityId: String(created.id),
          before: { id: created.id, name: 'Joneses' },
          after: { id: created.id, name: 'The Joneses' },
        }),
      ]);
      // The other family is untouched; one stored without a default answers null.
      const [smiths] = await ctx.db.select().from(families).where(eq(families.id, family.id));
      expect(smiths!.name).toBe('Smiths');
      const renamed = await asSuper().patch(`/api/admin/families/${family.id}`, {
        name: 'Smythes',
      });
      expect(renamed.json()).toEqual({ id: family.id, name: 'Smythes', defaultCookbookId: null });
    });

    it('answers 404 for an unknown family and 400 for a bad id or empty name', async () => {
      await expectRefused(ctx.db, 404, () =>
        asSuper().patch('/api/admin/families/2000000000', { name: 'Ghosts' }),
      );
      await expectRefused(ctx.db, 400, () =>
        asSuper().patch('/api/admin/families/-1', { name: 'Ghosts' }),
      );
      await expectRefused(
        ctx.db,
        400,
        () => asSuper().patch(`/api/admin/families/${w.familyA.id}`, { name: ' ' }),
        FAMILY_MESSAGES.nameEmpty,
      );
    });
  });

  it('answers 403 to a family admin, a cookbook editor and a member; 401 anonymous', async () => {
    const calls = (who: Who | null) => [
      () => as(who).get('/api/admin/families'),
      () => as(who).post('/api/admin/families', { name: 'Sneaky' }),
      () => as(who).patch(`/api/admin/families/${w.familyA.id}`, { name: 'Sneaky' }),
    ];
    for (const who of ['adminA', 'editorA', 'memberA', 'outsider'] as const) {
      for (const call of calls(w.cookies[who])) await expectRefused(ctx.db, 403, call);
    }
    for (const call of calls(null)) await expectRefused(ctx.db, 401, call);
  });
});
