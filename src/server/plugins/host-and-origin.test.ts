import { describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema';
import { createUser } from '#server/test-support/factories';
import { useTestApp } from '#server/test-support/test-app';

type Ctx = ReturnType<typeof useTestApp>;

const demoSignIn = (ctx: Ctx, userId: number, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/demo-sign-in', headers, payload: { userId } });

/** The error shape and the security headers a refused request still carries. */
const expectRefusal = (
  res: Awaited<ReturnType<Ctx['app']['inject']>>,
  status: number,
  code: string,
) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ code, message: expect.any(String) });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(res.cookies).toEqual([]);
};

describe('Host and Origin rule (PUBLIC_URL http://localhost:3000, demo sign-in on)', () => {
  const ctx = useTestApp();

  it('refuses a DNS-rebinding sign-in: foreign Host with a matching Origin', async () => {
    const admin = await createUser(ctx.db, { superAdmin: true, isDemo: true });
    const before = await ctx.db.$count(sessions);
    const res = await demoSignIn(ctx, admin.id, {
      host: 'evil.example:4201',
      origin: 'http://evil.example:4201',
    });
    expectRefusal(res, 403, 'host_not_allowed');
    expect(await ctx.db.$count(sessions)).toBe(before);
  });

  it('refuses reads, static paths and unknown paths under a foreign Host', async () => {
    for (const url of ['/api/auth/demo-users', '/api/health', '/', '/recipes/1', '/api/nope']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { host: 'evil.example' } });
      expectRefusal(res, 403, 'host_not_allowed');
    }
  });

  it('ignores X-Forwarded-Host from a client that is not a trusted proxy', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/demo-users',
      headers: { host: 'evil.example', 'x-forwarded-host': 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
  });

  it("compares Origin with PUBLIC_URL's origin, never with the Host header", async () => {
    const user = await createUser(ctx.db, { isDemo: true });
    const forged = await demoSignIn(ctx, user.id, {
      host: 'localhost:3000',
      origin: 'http://evil.example:4201',
    });
    expectRefusal(forged, 403, 'cross_origin_refused');
    // Another app on the same machine is same-site (cookies flow) but not same-origin.
    const otherLocalApp = await demoSignIn(ctx, user.id, {
      host: 'localhost:3000',
      origin: 'http://localhost:5173',
    });
    expectRefusal(otherLocalApp, 403, 'cross_origin_refused');
    const ok = await demoSignIn(ctx, user.id, {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
    });
    expect(ok.statusCode).toBe(204);
  });

  it('accepts loopback names, which a rebinding page cannot send, at their own origin', async () => {
    const user = await createUser(ctx.db, { isDemo: true });
    for (const host of ['127.0.0.1:3000', '[::1]:3000', 'localhost:3000']) {
      const res = await demoSignIn(ctx, user.id, { host, origin: `http://${host}` });
      expect(res.statusCode, host).toBe(204);
    }
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/demo-users',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(read.statusCode).toBe(200);
    // A loopback Host does not make a loopback Origin on another port acceptable.
    const cross = await demoSignIn(ctx, user.id, {
      host: '127.0.0.1:3000',
      origin: 'http://127.0.0.1:8080',
    });
    expect(cross.statusCode).toBe(403);
  });

  it('without Origin, falls back to Referer, then to Sec-Fetch-Site', async () => {
    const user = await createUser(ctx.db, { isDemo: true });
    const host = 'localhost:3000';
    const foreignReferer = await demoSignIn(ctx, user.id, {
      host,
      referer: 'http://evil.example:4201/page',
    });
    expect(foreignReferer.statusCode).toBe(403);
    const ownReferer = await demoSignIn(ctx, user.id, {
      host,
      referer: 'http://localhost:3000/auth?next=%2F',
    });
    expect(ownReferer.statusCode).toBe(204);
    const crossSite = await demoSignIn(ctx, user.id, { host, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    // No browser headers at all (curl, scripts): nothing to compare, so no refusal.
    expect((await demoSignIn(ctx, user.id, { host })).statusCode).toBe(204);
  });

  it('refuses a malformed or opaque Origin', async () => {
    const user = await createUser(ctx.db, { isDemo: true });
    for (const origin of ['null', 'not a url', 'http://localhost:3000.evil.example']) {
      const res = await demoSignIn(ctx, user.id, { host: 'localhost:3000', origin });
      expect(res.statusCode, origin).toBe(403);
    }
  });
});

describe('Host and Origin rule with ALLOWED_HOSTS behind https', () => {
  const ctx = useTestApp({
    PUBLIC_URL: 'https://cook.example',
    ALLOWED_HOSTS: 'cook.lan:8443, Kitchen.Example',
  });

  it('accepts the public host (with or without its default port) and the allowed hosts', async () => {
    for (const host of ['cook.example', 'COOK.example:443', 'cook.lan:8443', 'kitchen.example']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
    for (const host of ['cook.example:8443', 'cook.lan', 'evil.example', 'cook.example.evil']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect(res.statusCode, host).toBe(403);
    }
  });

  it("accepts writes from an allowed host's origin with PUBLIC_URL's scheme only", async () => {
    const user = await createUser(ctx.db, { isDemo: true });
    const host = 'cook.lan:8443';
    expect(
      (await demoSignIn(ctx, user.id, { host, origin: 'https://cook.lan:8443' })).statusCode,
    ).toBe(204);
    expect(
      (await demoSignIn(ctx, user.id, { host, origin: 'https://cook.example' })).statusCode,
    ).toBe(204);
    expect(
      (await demoSignIn(ctx, user.id, { host, origin: 'http://cook.lan:8443' })).statusCode,
    ).toBe(403);
  });
});
