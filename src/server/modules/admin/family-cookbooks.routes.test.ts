import { describe, expect, it } from 'vitest';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { createCookbook, createFamily } from '#server/test-support/factories';
import { useRecipeWorld } from '#server/test-support/recipe-factories';
import { snapshotTables } from '#server/test-support/bad-input';
import {
  auditEntriesSince,
  expectRefused,
  lastAuditId,
  linksOfFamily,
} from '#server/test-support/family-admin-factories';
import { FAMILY_COOKBOOK_MESSAGES, type FamilyCookbookLink } from '#shared/admin/families.schemas';
import type { Cookbook } from '#shared/cookbooks/cookbooks.schemas';

describe('family cookbook links and default cookbooks', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  const as = (who: Who | undefined) => injectAs(ctx.app, who);
  const asSuper = () => as(w.cookies.superAdmin);
  const link = (who: Who | undefined, familyId: number, cookbookId: number) =>
    as(who).post('/api/family-cookbooks', { familyId, cookbookId });
  const unlink = (who: Who | undefined, familyId: number, cookbookId: number) =>
    as(who).send('DELETE', '/api/family-cookbooks', { familyId, cookbookId });
  const setDefault = (who: Who | undefined, familyId: number, cookbookId: number) =>
    as(who).patch(`/api/families/${familyId}/default-cookbook`, { cookbookId });
  const cookbookNames = async (who: Who) =>
    (await as(who).get('/api/cookbooks')).json<Cookbook[]>().map((c) => c.name);

  it('GET /api/family-cookbooks lists every link', async () => {
    const res = await asSuper().get('/api/family-cookbooks');
    expect(res.statusCode).toBe(200);
    expect(res.json<FamilyCookbookLink[]>()).toEqual([
      { familyId: w.familyA.id, cookbookId: w.books.a.id, isDefault: true },
      { familyId: w.familyB.id, cookbookId: w.books.b.id, isDefault: true },
    ]);
  });

  describe('POST and DELETE /api/family-cookbooks', () => {
    it('links a private cookbook to a family and unlinks it, recording both', async () => {
      const since = await lastAuditId(ctx.db);
      const linked = await link(w.cookies.superAdmin, w.familyA.id, w.books.lonely.id);
      expect(linked.statusCode, linked.body).toBe(201);
      const expected = { familyId: w.familyA.id, cookbookId: w.books.lonely.id, isDefault: false };
      expect(linked.json()).toEqual(expected);
      expect(await cookbookNames(w.cookies.memberA)).toContain('Lonely Book');

      const unlinked = await unlink(w.cookies.superAdmin, w.familyA.id, w.books.lonely.id);
      expect(unlinked.statusCode, unlinked.body).toBe(204);
      expect(unlinked.body).toBe('');
      expect(await cookbookNames(w.cookies.memberA)).not.toContain('Lonely Book');
      expect(await linksOfFamily(ctx.db, w.familyA.id)).toEqual([
        { cookbookId: w.books.a.id, isDefault: true },
      ]);

      const id = `${w.familyA.id}:${w.books.lonely.id}`;
      expect(await auditEntriesSince(ctx.db, since)).toEqual([
        expect.objectContaining({
          actorUserId: w.users.superAdmin.id,
          action: 'family_cookbook.link',
          entity: 'family_cookbook',
          entityId: id,
          before: null,
          after: expected,
        }),
        expect.objectContaining({
          action: 'family_cookbook.unlink',
          entity: 'family_cookbook',
          entityId: id,
          before: expected,
          after: null,
        }),
      ]);
    });

    it('refuses a second link with 409', async () => {
      await expectRefused(
        ctx.db,
        409,
        () => link(w.cookies.superAdmin, w.familyA.id, w.books.a.id),
        FAMILY_COOKBOOK_MESSAGES.alreadyLinked,
      );
    });

    it("refuses to toggle a public cookbook's access either way", async () => {
      await expectRefused(
        ctx.db,
        409,
        () => link(w.cookies.superAdmin, w.familyA.id, w.books.public.id),
        FAMILY_COOKBOOK_MESSAGES.publicCookbook,
      );
      // Linked already (as the demo data links its public cookbook): it stays linked.
      const shared = await createCookbook(ctx.db, { isPublic: true, familyId: w.familyB.id });
      await expectRefused(
        ctx.db,
        409,
        () => unlink(w.cookies.superAdmin, w.familyB.id, shared.id),
        FAMILY_COOKBOOK_MESSAGES.publicCookbook,
      );
    });

    it("refuses to unlink the family's default: another must become the default first", async () => {
      await expectRefused(
        ctx.db,
        409,
        () => unlink(w.cookies.superAdmin, w.familyA.id, w.books.a.id),
        FAMILY_COOKBOOK_MESSAGES.unlinkDefault,
      );
    });

    it('answers 404 for an unknown family, cookbook or link, 400 for bad ids', async () => {
      const missing = 2_000_000_000;
      for (const send of [link, unlink]) {
        await expectRefused(ctx.db, 404, () => send(w.cookies.superAdmin, missing, w.books.b.id));
        await expectRefused(ctx.db, 404, () => send(w.cookies.superAdmin, w.familyA.id, missing));
        await expectRefused(ctx.db, 400, () => send(w.cookies.superAdmin, 0, w.books.b.id));
      }
      await expectRefused(
        ctx.db,
        404,
        () => unlink(w.cookies.superAdmin, w.familyA.id, w.books.b.id),
        FAMILY_COOKBOOK_MESSAGES.notLinked,
      );
      await expectRefused(ctx.db, 400, () =>
        as(w.cookies.superAdmin).send('DELETE', '/api/family-cookbooks', {
          familyId: String(w.familyA.id),
          cookbookId: w.books.a.id,
        }),
      );
    });
  });

  describe('PATCH /api/families/:id/default-cookbook', () => {
    it('links a new default, keeps the old one linked, and records the change', async () => {
      const family = await createFamily(ctx.db, 'Switchers');
      const first = await createCookbook(ctx.db, { familyId: family.id, isDefault: true });
      const second = await createCookbook(ctx.db, { name: 'Second Book' });
      const since = await lastAuditId(ctx.db);

      const res = await setDefault(w.cookies.superAdmin, family.id, second.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ familyId: family.id, cookbookId: second.id });
      expect(await linksOfFamily(ctx.db, family.id)).toEqual([
        { cookbookId: first.id, isDefault: false },
        { cookbookId: second.id, isDefault: true },
      ]);
      // Back to the first, which is linked already.
      expect((await setDefault(w.cookies.superAdmin, family.id, first.id)).statusCode).toBe(200);
      expect(await linksOfFamily(ctx.db, family.id)).toEqual([
        { cookbookId: first.id, isDefault: true },
        { cookbookId: second.id, isDefault: false },
      ]);
      expect(await auditEntriesSince(ctx.db, since)).toEqual([
        expect.objectContaining({
          action: 'family.default_cookbook',
          entity: 'family',
          entityId: String(family.id),
          before: { defaultCookbookId: first.id },
          after: { defaultCookbookId: second.id, linkedNow: true },
        }),
        expect.objectContaining({
          action: 'family.default_cookbook',
          before: { defaultCookbookId: second.id },
          after: { defaultCookbookId: first.id, linkedNow: false },
        }),
      ]);
    });

    it('gives a family without a default its first one', async () => {
      const family = await createFamily(ctx.db);
      const book = await createCookbook(ctx.db);
      expect((await setDefault(w.cookies.superAdmin, family.id, book.id)).statusCode).toBe(200);
      expect(await linksOfFamily(ctx.db, family.id)).toEqual([
        { cookbookId: book.id, isDefault: true },
      ]);
    });

    it('choosing the current default changes nothing and records nothing', async () => {
      const before = await snapshotTables(ctx.db);
      const res = await setDefault(w.cookies.superAdmin, w.familyA.id, w.books.a.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ familyId: w.familyA.id, cookbookId: w.books.a.id });
      expect(await snapshotTables(ctx.db)).toEqual(before);
    });

    it('concurrent changes leave exactly one default', async () => {
      const family = await createFamily(ctx.db);
      const books = [];
      for (let i = 0; i < 4; i++) books.push(await createCookbook(ctx.db));
      const answers = await Promise.all(
        books.map((b) => setDefault(w.cookies.superAdmin, family.id, b.id)),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const links = await linksOfFamily(ctx.db, family.id);
      expect(links).toHaveLength(4);
      expect(links.filter((l) => l.isDefault)).toHaveLength(1);
    });

    it('answers 404 for an unknown family or cookbook, 400 for bad ids', async () => {
      await expectRefused(ctx.db, 404, () =>
        setDefault(w.cookies.superAdmin, 2_000_000_000, w.books.a.id),
      );
      await expectRefused(ctx.db, 404, () =>
        setDefault(w.cookies.superAdmin, w.familyA.id, 2_000_000_000),
      );
      await expectRefused(ctx.db, 400, () => setDefault(w.cookies.superAdmin, w.familyA.id, 0));
      await expectRefused(ctx.db, 400, () =>
        as(w.cookies.superAdmin).patch('/api/families/abc/default-cookbook', { cookbookId: 1 }),
      );
    });
  });

  it('answers 403 to everyone but a super admin (a family admin included), 401 anonymous', async () => {
    const calls = (who: Who | null) => [
      () => as(who).get('/api/family-cookbooks'),
      () => link(who, w.familyA.id, w.books.lonely.id),
      () => unlink(who, w.familyB.id, w.books.b.id),
      () => setDefault(who, w.familyA.id, w.books.public.id),
    ];
    for (const who of ['adminA', 'editorA', 'memberA', 'lonelyEditor'] as const) {
      for (const call of calls(w.cookies[who])) await expectRefused(ctx.db, 403, call);
    }
    for (const call of calls(null)) await expectRefused(ctx.db, 401, call);
  });

  it("linking and unlinking changes the family's cached recipe list (ETag) at once", async () => {
    const familyList = (etag?: string) =>
      as(w.cookies.memberA).get(
        `/api/families/${w.familyA.id}/recipes`,
        etag ? { 'if-none-match': etag } : {},
      );
    const titles = (res: { json: () => unknown }) =>
      (res.json() as { title: string }[]).map((r) => r.title);
    const accessible = async () =>
      titles(await as(w.cookies.memberA).get('/api/recipes/accessible'));

    const first = await familyList();
    const etag = first.headers.etag as string;
    expect(titles(first)).not.toContain('Secret Sauce');
    expect((await familyList(etag)).statusCode).toBe(304);
    expect(await accessible()).not.toContain('Secret Sauce');

    expect((await link(w.cookies.superAdmin, w.familyA.id, w.books.lonely.id)).statusCode).toBe(
      201,
    );
    const linked = await familyList(etag);
    expect(linked.statusCode).toBe(200);
    expect(titles(linked)).toContain('Secret Sauce');
    expect(await accessible()).toContain('Secret Sauce');
    const linkedEtag = linked.headers.etag as string;
    expect(linkedEtag).not.toBe(etag);
    expect((await familyList(linkedEtag)).statusCode).toBe(304);

    expect((await unlink(w.cookies.superAdmin, w.familyA.id, w.books.lonely.id)).statusCode).toBe(
      204,
    );
    const unlinked = await familyList(linkedEtag);
    expect(unlinked.statusCode).toBe(200);
    expect(titles(unlinked)).not.toContain('Secret Sauce');
    expect(await accessible()).not.toContain('Secret Sauce');
  });
});
