import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '#server/app';
import { roles, userFamilies, users } from '#server/db/schema';
import { createUser } from '#server/test-support/factories';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import {
  oidcAppEnv,
  signInWithProvider,
  startTestProvider,
  TEST_REDIRECT_URI,
} from '#server/test-support/oidc-test-provider';

/** Who may enter (docs/decisions/002-who-may-sign-in.md), through the real Google flow. */
const CLIENT = { clientId: 'cookbook-app', clientSecret: 'cookbook-app-secret-0123456789' };
const provider = await startTestProvider({ clients: [CLIENT], redirectUri: TEST_REDIRECT_URI });
afterAll(() => provider.close());

const account = (name: string) =>
  provider.addAccount({
    sub: `google-${name}`,
    email: `${name}@example.test`,
    email_verified: true,
    name,
  });

async function currentUser(app: App, res: LightMyRequestResponse) {
  const session = res.cookies.find((c) => c.name === 'fc_session');
  const me = await injectAs(app, { cookie: `fc_session=${session?.value ?? ''}` }).get(
    '/api/auth/user',
  );
  return { status: me.statusCode, user: me.json<{ id: number; isSuperAdmin: boolean }>() };
}

describe('the first account on an empty install', () => {
  const ctx = useTestApp(oidcAppEnv(provider.issuer, CLIENT));

  it('becomes super admin; the next stranger is not invited', async () => {
    const first = await signInWithProvider(ctx.app, account('founder').sub);
    expect(first.headers.location).toBe('/');
    const { user } = await currentUser(ctx.app, first);
    expect(user.isSuperAdmin).toBe(true);
    expect(await ctx.db.$count(roles)).toBe(1);

    const second = await signInWithProvider(ctx.app, account('stranger').sub);
    expect(second.headers.location).toBe('/auth?error=not_invited');
    expect(await ctx.db.$count(users)).toBe(1);
  });
});

describe('an install seeded with users that never signed in', () => {
  const ctx = useTestApp(oidcAppEnv(provider.issuer, CLIENT));
  beforeAll(async () => {
    // What the demo seed looks like: users without OIDC ids, one of them super admin.
    await createUser(ctx.db, { name: 'Seeded admin', superAdmin: true });
  });

  it('does not hand super admin to the first Google account', async () => {
    const res = await signInWithProvider(ctx.app, account('newcomer').sub);
    expect(res.headers.location).toBe('/auth?error=not_invited');
  });
});

describe('open signup', () => {
  const ctx = useTestApp(oidcAppEnv(provider.issuer, CLIENT, { OPEN_SIGNUP: 'true' }));
  beforeAll(async () => {
    await createUser(ctx.db, { name: 'Root', superAdmin: true });
  });

  it('lets a stranger in as a plain user with no family', async () => {
    const res = await signInWithProvider(ctx.app, account('walkin').sub);
    expect(res.headers.location).toBe('/');
    const { status, user } = await currentUser(ctx.app, res);
    expect(status).toBe(200);
    expect(user).toMatchObject({ email: 'walkin@example.test', isSuperAdmin: false });
    const memberships = await ctx.db.$count(userFamilies);
    expect(memberships).toBe(0);
  });

  it('still refuses an unverified email', async () => {
    const unverified = provider.addAccount({
      sub: 'google-unverified',
      email: 'unverified@example.test',
      email_verified: false,
      name: 'Unverified',
    });
    const res = await signInWithProvider(ctx.app, unverified.sub);
    expect(res.headers.location).toBe('/auth?error=auth_failed');
  });
});
