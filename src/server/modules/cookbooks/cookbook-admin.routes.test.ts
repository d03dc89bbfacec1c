import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cookbooks } from '#server/db/schema';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { setCookbookActive, useRecipeWorld } from '#server/test-support/recipe-factories';
import {
  auditEntriesSince,
  expectRefused,
  lastAuditId,
} from '#server/test-support/family-admin-factories';
import { COOKBOOK_MESSAGES, type Cookbook } from '#shared/cookbooks/cookbooks.schemas';

describe('the cookbook routes', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  const as = (who: Who | undefined) => injectAs(ctx.app, who);
  const names = (res: { json: () => unknown }) => (res.json() as Cookbook[]).map((c) => c.name);

  describe('GET /api/cookbooks', () => {
    it('lists the cookbooks each user may view: public, linked to a family, or edited', async () => {
      const list = (who: Who) => as(who).get('/api/cookbooks');
      expect(names(await list(w.cookies.memberA))).toEqual(['Book A', 'Public Book']);
      expect(names(await list(w.cookies.adminA))).toEqual(['Book A', 'Public Book']);
      expect(names(await list(w.cookies.editorA))).toEqual(['Book A', 'Public Book']);
      expect(names(await list(w.cookies.memberB))).toEqual(['Book B', 'Public Book']);
      expect(names(await list(w.cookies.lonelyEditor))).toEqual([
        'Book B',
        'Lonely Book',
        'Public Book',
      ]);
      expect(names(await list(w.cookies.outsider))).toEqual(['Public Book']);
      // A super admin sees every cookbook, linked to their family or not.
      expect(names(await list(w.cookies.superAdmin))).toEqual([
        'Book A',
        'Book B',
        'Lonely Book',
        'Public Book',
      ]);
    });

    it('describes each cookbook: default badge, recipe count, dates', async () => {
      const res = await as(w.cookies.superAdmin).get('/api/cookbooks');
      expect(res.statusCode).toBe(200);
      const byName = new Map(res.json<Cookbook[]>().map((c) => [c.name, c]));
      expect(byName.get('Book A')).toEqual({
        id: w.books.a.id,
        name: 'Book A',
        description: null,
        imageUrl: null,
        isPublic: false,
        isDefaultFamilyCookbook: true,
        recipeCount: 2,
        createdAt: w.books.a.createdAt.toISOString(),
      });
      expect(byName.get('Public Book')).toMatchObject({
        isPublic: true,
        isDefaultFamilyCookbook: false,
        recipeCount: 1,
      });
      expect(byName.get('Lonely Book')).toMatchObject({ isDefaultFamilyCookbook: false });
    });

    it('still lists a cookbook the user switched off: the profile switches it back on', async () => {
      await setCookbookActive(ctx.db, w.users.memberB.id, w.books.b.id, false);
      expect(names(await as(w.cookies.memberB).get('/api/cookbooks'))).toEqual([
        'Book B',
        'Public Book',
      ]);
      await setCookbookActive(ctx.db, w.users.memberB.id, w.books.b.id, true);
    });

    it('answers 401 without a session', async () => {
      expect((await as(null).get('/api/cookbooks')).statusCode).toBe(401);
    });
  });

  describe('POST /api/cookbooks', () => {
    it('creates a cookbook and records who did it', async () => {
      const since = await lastAuditId(ctx.db);
      const res = await as(w.cookies.superAdmin).post('/api/cookbooks', {
        name: '  Sunday Roasts ',
        description: 'Slow and golden',
        isPublic: true,
      });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json<Cookbook>();
      expect(created).toMatchObject({
        name: 'Sunday Roasts',
        description: 'Slow and golden',
        imageUrl: null,
        isPublic: true,
        isDefaultFamilyCookbook: false,
        recipeCount: 0,
      });
      const [stored] = await ctx.db.select().from(cookbooks).where(eq(cookbooks.id, created.id));
      expect(stored).toMatchObject({ name: 'Sunday Roasts', isPublic: true });
      expect(await auditEntriesSince(ctx.db, since)).toEqual([
        {
          actorUserId: w.users.superAdmin.id,
          actorName: 'Super Admin',
          action: 'cookbook.create',
          entity: 'cookbook',
          entityId: String(created.id),
          before: null,
          after: created,
        },
      ]);
      // Public: every family sees it now.
      expect(names(await as(w.cookies.outsider).get('/api/cookbooks'))).toContain('Sunday Roasts');
    });

    it('a private cookbook without a description; an empty description is none', async () => {
      const res = await as(w.cookies.superAdmin).post('/api/cookbooks', {
        name: 'Secret Stash',
        description: '   ',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<Cookbook>()).toMatchObject({ description: null, isPublic: false });
      expect(names(await as(w.cookies.memberA).get('/api/cookbooks'))).not.toContain(
        'Secret Stash',
      );
    });

    it("refuses a missing or empty name with 'Cookbook name is required'", async () => {
      for (const body of [{}, { name: '' }, { name: '   ' }, { name: null, isPublic: true }]) {
        const res = await expectRefused(ctx.db, 400, () =>
          as(w.cookies.superAdmin).post('/api/cookbooks', body),
        );
        expect(res.json<{ message: string; fieldErrors: Record<string, string> }>()).toMatchObject({
          message: expect.stringContaining(COOKBOOK_MESSAGES.nameRequired) as string,
          fieldErrors: { name: COOKBOOK_MESSAGES.nameRequired },
        });
      }
    });

    it('answers 403 to everyone but a super admin, 401 without a session', async () => {
      const body = { name: 'Not Allowed', description: null, isPublic: false };
      for (const who of ['memberA', 'adminA', 'editorA', 'lonelyEditor'] as const) {
        await expectRefused(ctx.db, 403, () => as(w.cookies[who]).post('/api/cookbooks', body));
      }
      await expectRefused(ctx.db, 401, () => as(null).post('/api/cookbooks', body));
    });
  });

  describe('PATCH /api/cookbooks/:id', () => {
    it('updates the cookbook and records it before and after', async () => {
      const since = await lastAuditId(ctx.db);
      const before = (await as(w.cookies.superAdmin).get('/api/cookbooks'))
        .json<Cookbook[]>()
        .find((c) => c.id === w.books.lonely.id)!;
      const res = await as(w.cookies.superAdmin).patch(`/api/cookbooks/${w.books.lonely.id}`, {
        name: 'Lonely Book, revised',
        description: 'Sauces only',
        isPublic: false,
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = res.json<Cookbook>();
      expect(after).toEqual({
        ...before,
        name: 'Lonely Book, revised',
        description: 'Sauces only',
      });
      expect(await auditEntriesSince(ctx.db, since)).toEqual([
        expect.objectContaining({
          action: 'cookbook.update',
          entity: 'cookbook',
          entityId: String(w.books.lonely.id),
          before,
          after,
        }),
      ]);
    });

    it('answers 404 for an unknown cookbook and 400 for a bad id or name', async () => {
      const body = { name: 'Ghost', isPublic: false };
      await expectRefused(ctx.db, 404, () =>
        as(w.cookies.superAdmin).patch('/api/cookbooks/2000000000', body),
      );
      await expectRefused(ctx.db, 400, () =>
        as(w.cookies.superAdmin).patch('/api/cookbooks/0', body),
      );
      await expectRefused(
        ctx.db,
        400,
        () => as(w.cookies.superAdmin).patch(`/api/cookbooks/${w.books.a.id}`, { name: ' ' }),
        COOKBOOK_MESSAGES.nameRequired,
      );
    });

    it('answers 403 to a family admin and to the editor of that very cookbook', async () => {
      const body = { name: 'Taken Over', isPublic: true };
      for (const who of ['memberA', 'adminA', 'editorA'] as const) {
        await expectRefused(ctx.db, 403, () =>
          as(w.cookies[who]).patch(`/api/cookbooks/${w.books.a.id}`, body),
        );
      }
    });
  });
});
