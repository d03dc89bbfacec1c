import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import {
  addMember,
  createCategory,
  createCookbook,
  createUser,
  grantEditor,
  signInAs,
} from '#server/test-support/factories';
import { useRecipeWorld } from '#server/test-support/recipe-factories';
import { snapshotTables } from '#server/test-support/bad-input';
import { categories } from '#server/db/schema';
import { CATEGORY_MESSAGES, type Category } from '#shared/recipes/categories.schemas';

describe('cookbook categories', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  let globalEditor: { cookie: string };

  beforeAll(async () => {
    const user = await createUser(ctx.db);
    await grantEditor(ctx.db, user.id, null);
    globalEditor = await signInAs(ctx.db, user.id);
  });

  const namesIn = async (cookbookId: number) =>
    (
      await ctx.db
        .select({ name: categories.name })
        .from(categories)
        .where(eq(categories.cookbookId, cookbookId))
    )
      .map((c) => c.name)
      .sort();
  const list = (who: Who | undefined, cookbookId: number) =>
    injectAs(ctx.app, who).get(`/api/cookbooks/${cookbookId}/categories`);
  const add = (who: Who | undefined, cookbookId: number, name: unknown) =>
    injectAs(ctx.app, who).post(`/api/cookbooks/${cookbookId}/categories`, { name });

  describe('GET /api/cookbooks/:id/categories', () => {
    it('lists a visible cookbook’s categories by name, case-insensitively', async () => {
      const book = await createCookbook(ctx.db, { familyId: w.familyA.id });
      for (const name of ['soups', 'Breads', 'Appetizers', 'desserts']) {
        await createCategory(ctx.db, book.id, name);
      }
      const res = await list(w.cookies.memberA, book.id);
      expect(res.statusCode).toBe(200);
      const shown = res.json<Category[]>();
      expect(shown.map((c) => c.name)).toEqual(['Appetizers', 'Breads', 'desserts', 'soups']);
      expect(Object.keys(shown[0]!).sort()).toEqual(['id', 'name']);
    });

    it('answers everyone who may see the cookbook', async () => {
      const who: [Who, number][] = [
        [w.cookies.memberA, w.books.a.id],
        [w.cookies.memberB, w.books.public.id],
        [w.cookies.outsider, w.books.public.id],
        [w.cookies.lonelyEditor, w.books.lonely.id],
        [w.cookies.superAdmin, w.books.b.id],
        [w.cookies.superAdmin, w.books.lonely.id],
        [globalEditor, w.books.b.id],
      ];
      for (const [user, cookbookId] of who) {
        const res = await list(user, cookbookId);
        expect(res.statusCode).toBe(200);
        expect(res.json<Category[]>().length).toBeGreaterThan(0);
      }
    });

    it('answers 401 without a session and 404 for a cookbook the user cannot see', async () => {
      expect((await list(null, w.books.a.id)).statusCode).toBe(401);
      const hidden: [Who, number][] = [
        [w.cookies.memberB, w.books.a.id],
        [w.cookies.memberA, w.books.b.id],
        [w.cookies.editorA, w.books.lonely.id],
        [w.cookies.lonelyEditor, w.books.a.id],
        [w.cookies.outsider, w.books.a.id],
        [w.cookies.superAdmin, 2_000_000_000],
      ];
      for (const [user, cookbookId] of hidden) {
        const res = await list(user, cookbookId);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'cookbook_not_found' });
      }
    });

    it('follows family membership: a new member of family B sees book B', async () => {
      const user = await createUser(ctx.db);
      const who = await signInAs(ctx.db, user.id);
      expect((await list(who, w.books.b.id)).statusCode).toBe(404);
      await addMember(ctx.db, user.id, w.familyB.id);
      expect((await list(who, w.books.b.id)).statusCode).toBe(200);
    });
  });

  describe('POST /api/cookbooks/:id/categories', () => {
    it('creates a trimmed category for an editor of the cookbook', async () => {
      const res = await add(w.cookies.editorA, w.books.a.id, '  Weeknight Dinners  ');
      expect(res.statusCode).toBe(201);
      const created = res.json<Category>();
      expect(created).toEqual({ id: expect.any(Number), name: 'Weeknight Dinners' });
      const [row] = await ctx.db.select().from(categories).where(eq(categories.id, created.id));
      expect(row).toMatchObject({ cookbookId: w.books.a.id, name: 'Weeknight Dinners' });
      const listed = await list(w.cookies.memberA, w.books.a.id);
      expect(listed.json<Category[]>()).toContainEqual(created);
    });

    it('lets a global editor and a super admin add to any cookbook', async () => {
      expect((await add(globalEditor, w.books.b.id, 'Global Pick')).statusCode).toBe(201);
      expect((await add(w.cookies.superAdmin, w.books.lonely.id, 'Admin Pick')).statusCode).toBe(
        201,
      );
      expect(await namesIn(w.books.b.id)).toContain('Global Pick');
      expect(await namesIn(w.books.lonely.id)).toContain('Admin Pick');
    });

    it('answers 409 with the existing id for a name the cookbook has in any case', async () => {
      const first = await add(w.cookies.editorA, w.books.a.id, 'Soups');
      expect(first.statusCode).toBe(201);
      const before = await snapshotTables(ctx.db);
      for (const name of ['soups', ' SOUPS ', 'Soups']) {
        const res = await add(w.cookies.editorA, w.books.a.id, name);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          code: 'category_exists',
          message: CATEGORY_MESSAGES.duplicate,
          existingId: first.json<Category>().id,
        });
      }
      expect(await snapshotTables(ctx.db)).toEqual(before);
      // Another cookbook may have its own Soups.
      expect((await add(w.cookies.lonelyEditor, w.books.lonely.id, 'soups')).statusCode).toBe(201);
    });

    it('two concurrent creates of one name make one category', async () => {
      const answers = await Promise.all(
        ['Grill', 'grill', 'GRILL', 'Grill'].map((name) =>
          add(w.cookies.editorA, w.books.a.id, name),
        ),
      );
      const created = answers.filter((a) => a.statusCode === 201);
      expect(created).toHaveLength(1);
      const id = created[0]!.json<Category>().id;
      for (const other of answers.filter((a) => a.statusCode !== 201)) {
        expect(other.statusCode).toBe(409);
        expect(other.json()).toMatchObject({ code: 'category_exists', existingId: id });
      }
      expect((await namesIn(w.books.a.id)).filter((n) => n.toLowerCase() === 'grill')).toHaveLength(
        1,
      );
    });

    it('refuses those who may not edit the cookbook, changing nothing', async () => {
      const cases: [number, Who | null, number][] = [
        [401, null, w.books.a.id],
        [403, w.cookies.memberA, w.books.a.id],
        [403, w.cookies.adminA, w.books.a.id],
        [403, w.cookies.editorA, w.books.public.id],
        [403, w.cookies.lonelyEditor, w.books.public.id],
        [404, w.cookies.memberB, w.books.a.id],
        [404, w.cookies.lonelyEditor, w.books.a.id],
        [404, w.cookies.editorA, w.books.b.id],
        [404, w.cookies.outsider, w.books.lonely.id],
        [404, w.cookies.superAdmin, 2_000_000_000],
      ];
      const before = await snapshotTables(ctx.db);
      for (const [status, who, cookbookId] of cases) {
        const res = await add(who, cookbookId, 'Forbidden Fruit');
        expect(res.statusCode, `${status} for cookbook ${cookbookId}`).toBe(status);
      }
      expect(await snapshotTables(ctx.db)).toEqual(before);
    });

    it('refuses an empty or over-long name with the shared messages', async () => {
      const before = await snapshotTables(ctx.db);
      const empty = await add(w.cookies.editorA, w.books.a.id, '   ');
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ fieldErrors: { name: CATEGORY_MESSAGES.nameRequired } });
      const long = await add(w.cookies.editorA, w.books.a.id, 'x'.repeat(101));
      expect(long.statusCode).toBe(400);
      expect((await add(w.cookies.editorA, w.books.a.id, 42)).statusCode).toBe(400);
      expect(await snapshotTables(ctx.db)).toEqual(before);
    });
  });
});
