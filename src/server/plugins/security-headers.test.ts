import { describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '#server/test-support/test-app';
import { staticSecurityHeaders } from './security';

describe('security headers worked out once', () => {
  const ctx = useTestApp();

  it("are helmet's headers for our options", () => {
    const headers = staticSecurityHeaders(testConfig());
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain-http test config: no HSTS pinning.
    expect(headers).not.toHaveProperty('strict-transport-security');
  });

  it('come with every answer: a page of the API, an unknown path, a refused host', async () => {
    const expected = staticSecurityHeaders(ctx.config);
    const answers = [
      await ctx.app.inject({ method: 'GET', url: '/api/health' }),
      await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'evil.test' } }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 403]);
    for (const res of answers) expect(res.headers).toMatchObject(expected);
  });
});
