import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '#server/app';
import { sessions } from '#server/db/schema';
import { createUser } from './factories';
import { useTestApp } from './test-app';
import {
  authorizeAtProvider,
  startTestProvider,
  TEST_REDIRECT_URI,
  type StartedFlow,
} from './oidc-test-provider';
import { AUTH_FAILED_URL } from '#server/modules/auth/oidc.routes';

/**
 * What the Google sign-in tests share: a local oidc-provider with two clients and two
 * accounts, an app whose warnings are captured, and the check that a callback failed
 * cleanly. Call once at the top of a test file; the provider closes after the file.
 */
export async function setUpOidcTests() {
  const CLIENT_A = { clientId: 'cookbook-app', clientSecret: 'cookbook-app-secret-0123456789' };
  const CLIENT_B = { clientId: 'other-app', clientSecret: 'other-app-secret-0123456789' };
  const provider = await startTestProvider({
    clients: [CLIENT_A, CLIENT_B],
    redirectUri: TEST_REDIRECT_URI,
  });
  afterAll(() => provider.close());

  const alice = provider.addAccount({
    sub: 'google-alice',
    email: 'alice.smith@example.test',
    email_verified: true,
    name: 'Alice Smith',
    picture: 'https://example.test/alice.png',
  });
  const bob = provider.addAccount({
    sub: 'google-bob',
    email: 'bob@example.test',
    email_verified: true,
    name: 'Bob',
  });

  /** Reasons the app logged at warn (request loggers are children of app.log). */
  function captureWarnings(app: App) {
    const reasons: string[] = [];
    const logger = {
      level: 'info',
      warn: (obj: { reason?: string }) => void reasons.push(obj.reason ?? ''),
      info: () => {},
      error: () => {},
      debug: () => {},
      trace: () => {},
      fatal: () => {},
      silent: () => {},
      child: () => logger,
    };
    vi.spyOn(app.log, 'child').mockReturnValue(logger as never);
    return reasons;
  }

  const sessionCount = (app: App) => app.db.$count(sessions);

  function useOidcApp(env: Record<string, string>) {
    const ctx = useTestApp(env);
    const state = { reasons: [] as string[] };
    beforeAll(async () => {
      // Someone already administers this install, so nobody becomes super admin by arriving.
      await createUser(ctx.db, { name: 'Root', superAdmin: true });
      state.reasons = captureWarnings(ctx.app);
    });
    /** The callback answered auth_failed, created no session, and logged why. */
    async function expectFailure(run: () => Promise<LightMyRequestResponse>, reason: RegExp) {
      const before = await sessionCount(ctx.app);
      state.reasons.length = 0;
      const res = await run();
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(AUTH_FAILED_URL);
      expect(res.cookies.find((c) => c.name === 'fc_session')).toBeUndefined();
      expect(await sessionCount(ctx.app)).toBe(before);
      expect(state.reasons).toHaveLength(1);
      expect(state.reasons[0]).toMatch(reason);
      return res;
    }
    return { ctx, state, expectFailure };
  }

  const authorize = (flow: StartedFlow, account = alice.sub) =>
    authorizeAtProvider(flow.authorizationUrl, TEST_REDIRECT_URI, `?account=${account}`);

  return { CLIENT_A, CLIENT_B, provider, alice, bob, sessionCount, useOidcApp, authorize };
}
