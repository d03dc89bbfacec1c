import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { addMember, createFamily, createUser, signInAs } from '#server/test-support/factories';

describe('family routes', () => {
  const ctx = useTestApp();
  const s = {} as {
    familyA: { id: number };
    familyB: { id: number };
    alice: { id: number };
    bob: { id: number };
    admin: { id: number };
    aliceCookie: { cookie: string };
    bobCookie: { cookie: string };
    adminCookie: { cookie: string };
  };

  beforeAll(async () => {
    s.familyA = await createFamily(ctx.db, 'Parkers');
    s.familyB = await createFamily(ctx.db, 'Okafors');
    s.alice = await createUser(ctx.db, { name: 'Alice' });
    s.bob = await createUser(ctx.db, { name: 'Bob' });
    s.admin = await createUser(ctx.db, { name: 'Root', superAdmin: true });
    await addMember(ctx.db, s.alice.id, s.familyA.id, true);
    await addMember(ctx.db, s.bob.id, s.familyB.id);
    s.aliceCookie = await signInAs(ctx.db, s.alice.id);
    s.bobCookie = await signInAs(ctx.db, s.bob.id);
    s.adminCookie = await signInAs(ctx.db, s.admin.id);
  });

  it('GET /api/families needs a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/families' });
    expect(res.statusCode).toBe(401);
  });

  it('GET /api/families lists only your own families', async () => {
    const res = await injectAs(ctx.app, s.aliceCookie).get('/api/families');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: s.familyA.id, name: 'Parkers', createdAt: expect.any(String) },
    ]);
  });

  it('membership lookup answers isAdmin for yourself', async () => {
    const res = await injectAs(ctx.app, s.aliceCookie).get(
      `/api/user-families/user/${s.alice.id}/family/${s.familyA.id}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId: s.alice.id,
      familyId: s.familyA.id,
      isMember: true,
      isAdmin: true,
    });
  });

  it('membership lookup of another user is refused unless super admin', async () => {
    const url = `/api/user-families/user/${s.alice.id}/family/${s.familyA.id}`;
    const asBob = await injectAs(ctx.app, s.bobCookie).get(url);
    expect(asBob.statusCode).toBe(403);
    const asAdmin = await injectAs(ctx.app, s.adminCookie).get(url);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ isAdmin: true });
  });

  it('membership lookup in a family you are not in says not a member', async () => {
    const res = await injectAs(ctx.app, s.bobCookie).get(
      `/api/user-families/user/${s.bob.id}/family/${s.familyA.id}`,
    );
    expect(res.json()).toEqual({
      userId: s.bob.id,
      familyId: s.familyA.id,
      isMember: false,
      isAdmin: false,
    });
  });

  it('rejects malformed ids with a 400 and field errors', async () => {
    const res = await injectAs(ctx.app, s.aliceCookie).get('/api/user-families/user/abc/family/1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      fieldErrors: { userId: expect.any(String) },
    });
  });
});
