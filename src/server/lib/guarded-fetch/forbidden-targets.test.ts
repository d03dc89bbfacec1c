import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableResolver, testFetchSettings } from '#server/test-support/guarded-fetch-testing';
import { startTestSite, type TestSite } from '#server/test-support/test-site';
import { createGuardedFetch, GuardedFetchError, type GuardedFetch } from './index';

/**
 * The attack corpus: every target points at a canary listening on all of this machine's
 * addresses (or at a range it cannot listen on). Each must be refused before any connection,
 * and the canary must never see a request. The allowed first hop of the redirect cases is a
 * site on 127.0.0.2, the only address the settings trust.
 */
let canary: TestSite;
let site: TestSite;
let guardedFetch: GuardedFetch;
let P: number;

const PUBLIC = '93.184.216.34';
const resolver = tableResolver({
  'site.test': ['127.0.0.2'],
  'loopback.test': ['127.0.0.1'],
  'v6-loopback.test': ['::1'],
  'mapped.test': ['::ffff:127.0.0.1'],
  'private.test': ['10.1.2.3'],
  'private-172.test': ['172.20.0.5'],
  'home-router.test': ['192.168.0.1'],
  'metadata.test': ['169.254.169.254'],
  'cgnat.test': ['100.100.100.100'],
  'unspecified.test': ['0.0.0.0'],
  'ula.test': ['fd00::1'],
  'nat64-loopback.test': ['64:ff9b::7f00:1'],
  'mixed.test': [PUBLIC, '127.0.0.1'],
  // DNS rebinding: public when first asked, loopback from then on.
  'rebind.test': (call) => (call === 1 ? [PUBLIC] : ['127.0.0.1']),
});

beforeAll(async () => {
  canary = await startTestSite({ host: '::' });
  P = canary.port;
  site = await startTestSite({
    host: '127.0.0.2',
    handler: (request, response) => {
      const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to') ?? '/';
      response.writeHead(302, { location: to }).end();
    },
  });
  guardedFetch = createGuardedFetch(
    testFetchSettings({
      lookup: resolver,
      trustedAddresses: ['127.0.0.2'],
      // Both test ports are open, so only the address rules stand between us and the canary.
      allowedPorts: [80, 443, P, site.port],
    }),
  );
});

afterAll(async () => {
  await canary?.close();
  await site?.close();
});

const literalTargets = () => [
  `http://127.0.0.1:${P}/`,
  `http://0x7f000001:${P}/`,
  `http://2130706433:${P}/`,
  `http://0177.0.0.1:${P}/`,
  `http://127.1:${P}/`,
  `http://0x7f.1:${P}/`,
  `http://127.0.0.1.:${P}/`,
  `http://%31%32%37.0.0.1:${P}/`,
  `http://127.255.255.254:${P}/`,
  `http://[::1]:${P}/`,
  `http://[::ffff:127.0.0.1]:${P}/`,
  `http://[::ffff:7f00:1]:${P}/`,
  `http://[0:0:0:0:0:ffff:127.0.0.1]:${P}/`,
  `http://[::127.0.0.1]:${P}/`,
  `http://[::ffff:0:127.0.0.1]:${P}/`,
  `http://[64:ff9b::127.0.0.1]:${P}/`,
  `http://[2002:7f00:1::]:${P}/`,
  `http://0.0.0.0:${P}/`,
  `http://0:${P}/`,
  `http://[::]:${P}/`,
  `http://10.0.0.1:${P}/`,
  `http://172.16.0.1:${P}/`,
  `http://192.168.1.1:${P}/`,
  `http://169.254.169.254/latest/meta-data/`,
  `http://[::ffff:169.254.169.254]/latest/meta-data/`,
  `http://100.64.0.1:${P}/`,
  `http://224.0.0.1:${P}/`,
  `http://255.255.255.255:${P}/`,
  `http://192.0.2.1:${P}/`,
  `http://198.51.100.1:${P}/`,
  `http://203.0.113.1:${P}/`,
  `http://198.18.0.1:${P}/`,
  `http://240.0.0.1:${P}/`,
  `http://[fc00::1]:${P}/`,
  `http://[fd12:3456::1]:${P}/`,
  `http://[fe80::1]:${P}/`,
  `http://[ff02::1]:${P}/`,
  `http://[2001:db8::1]:${P}/`,
  `http://[2001::1]:${P}/`,
];

const nameTargets = () =>
  [
    'loopback.test',
    'v6-loopback.test',
    'mapped.test',
    'private.test',
    'private-172.test',
    'home-router.test',
    'metadata.test',
    'cgnat.test',
    'unspecified.test',
    'ula.test',
    'nat64-loopback.test',
    'mixed.test',
  ].map((name) => `http://${name}:${P}/`);

const redirectTo = (target: string) =>
  `http://site.test:${site.port}/?to=${encodeURIComponent(target)}`;

async function expectRefused(url: string, code: GuardedFetchError['code'] = 'forbidden_address') {
  const error = await guardedFetch(url, { kind: 'page' }).catch((e: unknown) => e);
  expect(error, url).toBeInstanceOf(GuardedFetchError);
  expect((error as GuardedFetchError).code, url).toBe(code);
  expect((error as GuardedFetchError).message).toBe('That address cannot be imported');
}

describe('forbidden targets never reach the canary', () => {
  it('the corpus is large enough and the canary works', async () => {
    const all = [...literalTargets(), ...nameTargets()];
    expect(new Set(all).size).toBeGreaterThanOrEqual(40);
    // Proof that the canary counts: with private hosts allowed, the same fetch lands.
    const open = createGuardedFetch(testFetchSettings({ allowPrivateHosts: true }));
    await open(`http://127.0.0.1:${P}/probe`, { kind: 'page' });
    await open(`http://[::1]:${P}/probe`, { kind: 'page' });
    expect(canary.hits.map((h) => h.path)).toEqual(['/probe', '/probe']);
    canary.hits.length = 0;
  });

  it('refuses IP literals in every encoding and every forbidden range', async () => {
    for (const url of literalTargets()) await expectRefused(url);
  });

  it('refuses names that resolve to a forbidden address (any one of their answers)', async () => {
    for (const url of nameTargets()) await expectRefused(url);
  });

  it('refuses redirects from an allowed site to forbidden targets', async () => {
    for (const target of [...literalTargets().slice(0, 20), ...nameTargets().slice(0, 6)]) {
      await expectRefused(redirectTo(target));
    }
    // …also after an allowed hop, and relative to the allowed site's own address.
    await expectRefused(redirectTo(redirectTo(`http://loopback.test:${P}/`)));
    expect(site.hits.length).toBeGreaterThanOrEqual(28);
  });

  it('checks the address again at connect time, so DNS rebinding gains nothing', async () => {
    await expectRefused(`http://rebind.test:${P}/`);
    // First answer (public) passed the early check; the connect-time lookup saw loopback.
    expect(resolver.calls.get('rebind.test')).toBe(2);
  });

  it('refuses other schemes, credentials and closed ports, also after a redirect', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://site.test/',
      'gopher://127.0.0.1:70/',
      `http://user:pass@site.test:${site.port}/`,
      `http://${PUBLIC}:6379/`,
      redirectTo('file:///etc/passwd'),
      redirectTo(`http://${PUBLIC}:22/`),
      redirectTo('http://[::1'),
    ]) {
      await expectRefused(url, 'bad_url');
    }
  });

  it('left the canary untouched', () => {
    expect(canary.hits).toEqual([]);
  });
});
