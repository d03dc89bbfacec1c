import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '#server/db/schema';
import { createUser, signInAs } from './factories';
import { injectAs } from './inject-as';
import { useTestApp } from './test-app';

describe('injectAs', () => {
  const ctx = useTestApp();

  it('sends a session cookie, or none for an anonymous caller', async () => {
    const user = await createUser(ctx.db, { name: 'Cookie' });
    const session = await signInAs(ctx.db, user.id);
    expect((await injectAs(ctx.app, session).get('/api/auth/user')).json()).toMatchObject({
      id: user.id,
    });
    expect((await injectAs(ctx.app, null).get('/api/auth/user')).statusCode).toBe(401);
  });

  it('signs a user in once, at the first request', async () => {
    const user = await createUser(ctx.db);
    const asUser = injectAs(ctx.app, user);
    expect(await ctx.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect((await asUser.get('/api/auth/user')).json()).toMatchObject({ id: user.id });
    expect((await asUser.get('/api/auth/is-super-admin')).json()).toBe(false);
    expect(await ctx.db.$count(sessions, eq(sessions.userId, user.id))).toBe(1);
  });

  it("sends writes with the app's own Origin, which a test may replace", async () => {
    const asUser = injectAs(ctx.app, await createUser(ctx.db));
    const crossSite = await asUser.post('/api/auth/logout', undefined, {
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await asUser.post('/api/auth/logout')).statusCode).toBe(204);
  });
});
