import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test-support/test-app';
import { DEFAULT_SIGN_IN_LIMIT_PER_MINUTE } from '#server/config-auth';

/** A production install with Google sign-in; nothing listens at the issuer. */
const production = {
  NODE_ENV: 'production',
  GOOGLE_CLIENT_ID: 'cookbook-app',
  GOOGLE_CLIENT_SECRET: 'cookbook-app-secret',
  OIDC_ISSUER: 'http://127.0.0.1:9',
  SESSION_SECRET: 'a-production-session-secret-of-32-chars',
  LOG_LEVEL: 'silent',
};

type Ctx = ReturnType<typeof useTestApp>;

/** Starts Google sign-in `times` times; answers the status codes. */
async function startSignIns(
  ctx: Ctx,
  times: number,
  from: (i: number) => { remoteAddress: string; forwardedFor?: string },
) {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) {
    const { remoteAddress, forwardedFor } = from(i);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/google',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    codes.push(res.statusCode);
  }
  return codes;
}

const limited = (codes: number[]) => codes.filter((c) => c === 429).length;

describe('sign-in rate limit in production without TRUST_PROXY', () => {
  const ctx = useTestApp(production);

  it('counts by the socket address: a rotating X-Forwarded-For does not get around it', async () => {
    const codes = await startSignIns(ctx, DEFAULT_SIGN_IN_LIMIT_PER_MINUTE + 5, (i) => ({
      remoteAddress: '198.51.100.1',
      forwardedFor: `203.0.113.${i + 1}`,
    }));
    expect(codes.slice(0, DEFAULT_SIGN_IN_LIMIT_PER_MINUTE).every((c) => c === 302)).toBe(true);
    expect(limited(codes)).toBe(5);
  });
});

describe('sign-in rate limit in production with TRUST_PROXY set to the proxy address', () => {
  const ctx = useTestApp({ ...production, TRUST_PROXY: '10.0.0.1' });

  it("counts by the address the trusted proxy saw: the client's own entries do not matter", async () => {
    const codes = await startSignIns(ctx, DEFAULT_SIGN_IN_LIMIT_PER_MINUTE + 1, (i) => ({
      remoteAddress: '10.0.0.1',
      forwardedFor: `192.0.2.${i + 1}, 203.0.113.7`,
    }));
    expect(limited(codes)).toBe(1);
  });

  it('tells clients behind the proxy apart', async () => {
    const codes = await startSignIns(ctx, DEFAULT_SIGN_IN_LIMIT_PER_MINUTE + 5, (i) => ({
      remoteAddress: '10.0.0.1',
      forwardedFor: `198.51.100.${i + 10}`,
    }));
    expect(limited(codes)).toBe(0);
  });

  it('ignores X-Forwarded-For from an address that is not the proxy', async () => {
    const codes = await startSignIns(ctx, DEFAULT_SIGN_IN_LIMIT_PER_MINUTE + 1, (i) => ({
      remoteAddress: '198.51.100.200',
      forwardedFor: `203.0.113.${i + 100}`,
    }));
    expect(limited(codes)).toBe(1);
  });
});

describe('sign-in rate limit set with SIGN_IN_LIMIT', () => {
  const ctx = useTestApp({ ...production, SIGN_IN_LIMIT: '3' });

  it('allows that many attempts a minute per address', async () => {
    const codes = await startSignIns(ctx, 5, () => ({ remoteAddress: '198.51.100.50' }));
    expect(codes).toEqual([302, 302, 302, 429, 429]);
  });
});
