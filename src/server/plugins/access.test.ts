import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { findRoutesWithoutAccessRule } from './access';
import { and, eq } from 'drizzle-orm';
import { userFamilies } from '#server/db/schema';
import { addMember, createFamily, createUser, signInAs } from '#server/test-support/factories';
import { injectAs } from '#server/test-support/inject-as';
import { testConfig, useTestApp } from '#server/test-support/test-app';

describe('findRoutesWithoutAccessRule', () => {
  it('reports API routes that declare no rule and ignores static files', () => {
    const missing = findRoutesWithoutAccessRule([
      { method: 'GET', url: '/api/families', access: { kind: 'signedIn' } },
      { method: 'DELETE', url: '/api/recipes/:id', access: undefined },
      { method: 'GET', url: '/assets/*', access: undefined },
    ]);
    expect(missing).toEqual(['DELETE /api/recipes/:id']);
  });
});

describe('registered routes', () => {
  const ctx = useTestApp();

  it('every API route of the app declares an access rule', () => {
    const apiRoutes = ctx.app.registeredRoutes.filter((r) => r.url.startsWith('/api'));
    expect(apiRoutes.length).toBeGreaterThan(5);
    expect(findRoutesWithoutAccessRule(ctx.app.registeredRoutes)).toEqual([]);
  });

  it('refuses to start when a route without an access rule is added', async () => {
    const app = await buildApp({ config: testConfig(), db: ctx.db });
    app.get('/api/forgotten', async () => ({ secret: true }));
    await expect(app.ready()).rejects.toThrow('Routes without an access rule: GET /api/forgotten');
    await app.close().catch(() => undefined);
  });

  it('answers 401 to an anonymous caller before parsing or validating anything', async () => {
    const probes = ctx.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api') && r.access?.kind !== 'public',
    );
    expect(probes.length).toBeGreaterThan(20);
    const answers: string[] = [];
    for (const route of probes) {
      // Path parameters filled with 1, wildcards with a word; the body is broken JSON and big.
      const url = route.url.replace(/:\w+(\([^)]*\))?/g, '1').replace('*', 'x');
      const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url,
        ...(hasBody
          ? {
              headers: { 'content-type': 'application/json' },
              payload: `{"unexpected": "${'x'.repeat(512 * 1024)}`,
            }
          : {}),
      });
      const code = route.method === 'HEAD' ? 'unauthorized' : res.json<{ code: string }>().code;
      answers.push(`${route.method} ${route.url} -> ${res.statusCode} ${code}`);
    }
    expect(answers.filter((a) => !a.endsWith('-> 401 unauthorized'))).toEqual([]);
  });

  it('answers health checks without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'route_not_found' });
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('checks family membership as it is at each request, in the same session', async () => {
    const family = await createFamily(ctx.db);
    const user = await createUser(ctx.db);
    const session = await signInAs(ctx.db, user.id);
    const list = () => injectAs(ctx.app, session).get(`/api/families/${family.id}/recipes`);
    expect((await list()).statusCode).toBe(404);
    await addMember(ctx.db, user.id, family.id);
    expect((await list()).statusCode).toBe(200);
    await ctx.db
      .delete(userFamilies)
      .where(and(eq(userFamilies.userId, user.id), eq(userFamilies.familyId, family.id)));
    expect((await list()).statusCode).toBe(404);
  });
});
