import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { createUser, signInAs } from '#server/test-support/factories';
import { useRecipeWorld } from '#server/test-support/recipe-factories';
import { expectRefused } from '#server/test-support/family-admin-factories';
import { recordAdminChange } from '#server/modules/audit/audit.service';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { STAT_KINDS, type StatKind } from '#shared/admin/stats.schemas';
import { AUDIT_LOG_PAGE, type AuditEntry } from '#shared/admin/audit.schemas';

describe('the admin dashboard routes', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  const as = (who: Who | undefined) => injectAs(ctx.app, who);
  const asSuper = () => as(w.cookies.superAdmin);

  async function counts() {
    const result = {} as Record<StatKind, number>;
    for (const kind of STAT_KINDS) {
      const res = await asSuper().get(`/api/stats/${kind}/count`);
      expect(res.statusCode, res.body).toBe(200);
      result[kind] = res.json<{ count: number }>().count;
    }
    return result;
  }

  it('counts every cookbook, user, family and recipe', async () => {
    // The recipe world: 4 cookbooks, 7 users, 2 families, 5 recipes.
    expect(await counts()).toEqual({ cookbooks: 4, users: 7, families: 2, recipes: 5 });
    // A new family brings its default cookbook.
    expect((await asSuper().post('/api/admin/families', { name: 'Counted' })).statusCode).toBe(201);
    await createUser(ctx.db);
    expect(await counts()).toEqual({ cookbooks: 5, users: 8, families: 3, recipes: 5 });
  });

  describe('GET /api/admin/audit-log', () => {
    const actorOf = (user: { id: number; name: string }): CurrentUser => ({
      id: user.id,
      name: user.name,
      email: 'x@example.test',
      picture: null,
      isSuperAdmin: true,
      familyIds: [],
    });

    it(`answers the latest ${AUDIT_LOG_PAGE} changes, newest first`, async () => {
      const actor = actorOf(w.users.superAdmin);
      for (let i = 1; i <= AUDIT_LOG_PAGE + 5; i++) {
        await recordAdminChange(ctx.db, actor, {
          action: 'family.rename',
          entity: 'family',
          entityId: i,
          before: { name: `Old ${i}` },
          after: { name: `New ${i}` },
        });
      }
      const created = await asSuper().post('/api/cookbooks', { name: 'Audited Book' });
      expect(created.statusCode).toBe(201);

      const res = await asSuper().get('/api/admin/audit-log');
      expect(res.statusCode, res.body).toBe(200);
      const entries = res.json<AuditEntry[]>();
      expect(entries).toHaveLength(AUDIT_LOG_PAGE);
      expect(entries[0]).toMatchObject({
        actor: { id: w.users.superAdmin.id, name: 'Super Admin' },
        action: 'cookbook.create',
        entity: 'cookbook',
        entityId: String(created.json<{ id: number }>().id),
        before: null,
        after: created.json(),
      });
      expect(entries[1]).toMatchObject({
        action: 'family.rename',
        entityId: String(AUDIT_LOG_PAGE + 5),
        before: { name: `Old ${AUDIT_LOG_PAGE + 5}` },
        after: { name: `New ${AUDIT_LOG_PAGE + 5}` },
      });
      expect(Date.parse(entries[0]!.createdAt)).not.toBeNaN();
      const ids = entries.map((e) => e.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('keeps the name of an actor who is gone', async () => {
      const gone = await createUser(ctx.db, { name: 'Former Admin', superAdmin: true });
      const cookie = await signInAs(ctx.db, gone.id);
      expect((await as(cookie).post('/api/cookbooks', { name: 'Legacy' })).statusCode).toBe(201);
      await ctx.db.delete(users).where(eq(users.id, gone.id));
      const [latest] = (await asSuper().get('/api/admin/audit-log')).json<AuditEntry[]>();
      expect(latest).toMatchObject({ actor: { id: null, name: 'Former Admin' } });
    });
  });

  it('answers 403 to everyone but a super admin, 401 anonymous', async () => {
    const paths = [...STAT_KINDS.map((k) => `/api/stats/${k}/count`), '/api/admin/audit-log'];
    for (const who of ['adminA', 'editorA', 'memberA', 'outsider'] as const) {
      for (const path of paths) {
        await expectRefused(ctx.db, 403, () => as(w.cookies[who]).get(path));
      }
    }
    for (const path of paths) await expectRefused(ctx.db, 401, () => as(null).get(path));
  });
});
