import { describe, expect, it } from 'vitest';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import {
  addMember,
  createCookbook,
  createFamily,
  createUser,
  signInAs,
} from '#server/test-support/factories';
import { useRecipeWorld } from '#server/test-support/recipe-factories';

describe('GET /api/families/:id/default-cookbook', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  const get = (who: Parameters<typeof injectAs>[1], familyId: number) =>
    injectAs(ctx.app, who).get(`/api/families/${familyId}/default-cookbook`);

  it("answers a member with the family's default cookbook", async () => {
    for (const who of ['memberA', 'adminA', 'editorA', 'superAdmin'] as const) {
      const res = await get(w.cookies[who], w.familyA.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: w.books.a.id, name: 'Book A' });
    }
    expect((await get(w.cookies.memberB, w.familyB.id)).json()).toEqual({
      id: w.books.b.id,
      name: 'Book B',
    });
  });

  it('answers null for a family without a default cookbook', async () => {
    const family = await createFamily(ctx.db);
    const user = await createUser(ctx.db);
    await addMember(ctx.db, user.id, family.id);
    // Linked, but not the default.
    await createCookbook(ctx.db, { familyId: family.id, isDefault: false });
    const res = await get(await signInAs(ctx.db, user.id), family.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('answers 401 without a session and 404 to everyone outside the family', async () => {
    expect((await get(null, w.familyA.id)).statusCode).toBe(401);
    // A super admin is no member of family B; an editor of a cookbook neither.
    for (const who of ['memberB', 'lonelyEditor', 'outsider'] as const) {
      expect((await get(w.cookies[who], w.familyA.id)).statusCode).toBe(404);
    }
    expect((await get(w.cookies.superAdmin, w.familyB.id)).statusCode).toBe(404);
    expect((await get(w.cookies.memberA, 2_000_000_000)).statusCode).toBe(404);
    expect((await get(w.cookies.memberA, 0)).statusCode).toBe(400);
  });
});
