import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tableResolver, testFetchSettings } from '#server/test-support/guarded-fetch-testing';
import { startTestSite, type TestSite } from '#server/test-support/test-site';
import {
  createGuardedFetch,
  DEFAULT_GUARDED_FETCH_LIMITS,
  GuardedFetchError,
  type GuardedFetch,
  type GuardedFetchOptions,
} from './index';

const MB = 1024 * 1024;
const PAGE = '<!doctype html><html><head><title>Tomato Soup</title></head><body>Soup</body></html>';
const html = { 'content-type': 'text/html; charset=utf-8' };
/** Set when a streamed answer's connection closed before the server wrote all of it. */
const cutShort = new Set<string>();

/** Writes `total` bytes in 64 KB chunks, minding back-pressure, unless the client hangs up. */
function stream(response: ServerResponse, path: string, total: number) {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  response.on('close', () => sent < total && cutShort.add(path));
  const pump = () => {
    while (sent < total && !response.destroyed) {
      sent += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', pump);
    }
    if (!response.destroyed) response.end();
  };
  pump();
}

const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
  '/page': (_, res) => res.writeHead(200, html).end(PAGE),
  '/xhtml': (_, res) => res.writeHead(200, { 'content-type': 'application/xhtml+xml' }).end(PAGE),
  '/gzip-page': (_, res) =>
    res.writeHead(200, { ...html, 'content-encoding': 'gzip' }).end(gzipSync(PAGE)),
  '/gzip-bomb': (_, res) =>
    res
      .writeHead(200, { ...html, 'content-encoding': 'gzip' })
      .end(gzipSync(Buffer.alloc(6 * MB, ' '))),
  // Far more than loopback's socket buffers hold (several MB with autotuning): with 8 MB the
  // site could hand the kernel every byte before the client hung up, and never see it cut.
  '/big-stream': (_, res) => stream(res.writeHead(200, html), '/big-stream', 64 * MB),
  '/big-declared': (_, res) =>
    stream(res.writeHead(200, { ...html, 'content-length': 6 * MB }), '/big-declared', 6 * MB),
  '/just-under': (_, res) => stream(res.writeHead(200, html), '/just-under', 5 * MB - 64 * 1024),
  '/image': (_, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(99)),
  '/image-6mb': (_, res) =>
    stream(res.writeHead(200, { 'content-type': 'image/jpeg' }), '', 6 * MB),
  '/image-11mb': (_, res) =>
    stream(res.writeHead(200, { 'content-type': 'image/jpeg' }), '/image-11mb', 11 * MB),
  '/json': (_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
  '/no-type': (_, res) => res.writeHead(200).end(PAGE),
  '/403': (_, res) => res.writeHead(403, html).end('<title>Forbidden</title>'),
  '/429': (_, res) => res.writeHead(429, html).end('Too many requests'),
  '/503-challenge': (_, res) =>
    res.writeHead(503, html).end('<html><head><title>Just a moment...</title></head></html>'),
  '/200-challenge': (_, res) =>
    res.writeHead(200, html).end('<title>x</title><script>window._cf_chl_opt={cType:1}</script>'),
  '/attention': (_, res) =>
    res.writeHead(403, html).end('<title>Attention Required! | Cloudflare</title>'),
  '/comment-captcha': (_, res) =>
    res.writeHead(200, html).end(`${PAGE}<form><div class="g-recaptcha"></div></form>`),
  '/404': (_, res) => res.writeHead(404, html).end('not here'),
  '/500': (_, res) => res.writeHead(500, html).end('oops'),
  '/stall': () => undefined, // never answers
  '/drip': (_, res) => {
    res.writeHead(200, html).write('<html>');
    const timer = setInterval(() => res.write(' '), 50);
    res.on('close', () => clearInterval(timer));
  },
};

let site: TestSite;
let guardedFetch: GuardedFetch;
let base: string;

beforeAll(async () => {
  site = await startTestSite({
    host: '127.0.0.2',
    handler: (request, response) => {
      const path = request.url ?? '/';
      const hops = /^\/hops\/(\d+)$/.exec(path);
      if (hops) {
        const left = Number(hops[1]);
        response.writeHead(left === 1 ? 301 : 302, {
          location: left === 1 ? '/page' : `/hops/${left - 1}`,
        });
        return void response.end();
      }
      (routes[path] ?? routes['/404']!)(request, response);
    },
  });
  base = `http://site.test:${site.port}`;
  guardedFetch = createGuardedFetch(
    testFetchSettings({
      lookup: tableResolver({ 'site.test': ['127.0.0.2'] }),
      trustedAddresses: ['127.0.0.2'],
      allowedPorts: [80, 443, site.port],
    }),
  );
});

afterAll(() => site?.close());

const get = (path: string, kind: GuardedFetchOptions['kind'] = 'page') =>
  guardedFetch(`${base}${path}`, { kind });

async function failure(path: string, kind: GuardedFetchOptions['kind'] = 'page') {
  const error = await get(path, kind).catch((e: unknown) => e);
  expect(error, path).toBeInstanceOf(GuardedFetchError);
  const { code, message } = error as GuardedFetchError;
  return { code, message };
}

const REFUSED = {
  code: 'refused_by_site',
  message: 'This site refused the import; paste the recipe text instead',
};
const TOO_LARGE = { code: 'too_large', message: 'The page is too large to import' };

describe('guarded fetch of allowed addresses', () => {
  it('fetches a page as a browser would ask for it, through the pinned address', async () => {
    const answer = await get('/page');
    expect(answer).toEqual({
      finalUrl: `${base}/page`,
      contentType: 'text/html; charset=utf-8',
      body: Buffer.from(PAGE),
    });
    const { headers } = site.hits.at(-1)!;
    expect(headers['user-agent']).toMatch(/^Mozilla\/5\.0 .*Chrome\/\d+/);
    expect(headers['accept-language']).toBe('en-US,en;q=0.9');
    expect(headers.accept).toMatch(/^text\/html/);
    expect((await get('/xhtml')).body.toString()).toBe(PAGE);
  });

  it('reaches a local test server on any port only with allowPrivateHosts', async () => {
    const local = await startTestSite({ handler: routes['/page'] });
    try {
      const url = `${local.origin}/page`;
      const open = createGuardedFetch(testFetchSettings({ allowPrivateHosts: true }));
      expect((await open(url, { kind: 'page' })).body.toString()).toBe(PAGE);
      const closed = createGuardedFetch(testFetchSettings());
      await expect(closed(url, { kind: 'page' })).rejects.toMatchObject({ code: 'bad_url' });
      const portOpen = createGuardedFetch(testFetchSettings({ allowedPorts: [local.port] }));
      await expect(portOpen(url, { kind: 'page' })).rejects.toMatchObject({
        code: 'forbidden_address',
      });
      expect(local.hits).toHaveLength(1);
    } finally {
      await local.close();
    }
  });

  it('follows at most 5 redirects, checking each, and reports where it landed', async () => {
    expect(DEFAULT_GUARDED_FETCH_LIMITS.maxRedirects).toBe(5);
    const answer = await get('/hops/5');
    expect(answer.finalUrl).toBe(`${base}/page`);
    expect(answer.body.toString()).toBe(PAGE);
    expect(await failure('/hops/6')).toEqual({
      code: 'http_error',
      message: 'The site redirected too many times',
    });
  });
});

describe('size, time and type limits', () => {
  it('stops a page past 5 MB while it streams, declared or not', async () => {
    expect(await failure('/big-stream')).toEqual(TOO_LARGE);
    expect(await failure('/big-declared')).toEqual(TOO_LARGE);
    await vi.waitFor(() => expect(cutShort).toContain('/big-stream'));
    expect((await get('/just-under')).body.length).toBe(5 * MB - 64 * 1024);
  });

  it('counts decompressed bytes: a small gzip body that inflates past 5 MB is refused', async () => {
    expect((await get('/gzip-page')).body.toString()).toBe(PAGE);
    expect(await failure('/gzip-bomb')).toEqual(TOO_LARGE);
  });

  it('allows pictures up to 10 MB', async () => {
    expect((await get('/image-6mb', 'image')).body.length).toBe(6 * MB);
    expect(await failure('/image-11mb', 'image')).toEqual(TOO_LARGE);
  });

  it('gives up after the total time: silent site, trickling body, silent DNS', async () => {
    const quick = createGuardedFetch(
      testFetchSettings({
        lookup: tableResolver({ 'site.test': ['127.0.0.2'] }),
        trustedAddresses: ['127.0.0.2'],
        allowedPorts: [site.port],
        timeouts: { connectMs: 5_000, totalMs: 400 },
      }),
    );
    const timeout = { code: 'timeout', message: 'The site did not answer in time' };
    for (const path of ['/stall', '/drip']) {
      await expect(quick(`${base}${path}`, { kind: 'page' })).rejects.toMatchObject(timeout);
    }
    const silentDns = createGuardedFetch(
      testFetchSettings({
        lookup: () => new Promise(() => undefined),
        timeouts: { connectMs: 5_000, totalMs: 300 },
      }),
    );
    await expect(silentDns('https://slow-dns.test/', { kind: 'page' })).rejects.toMatchObject(
      timeout,
    );
  });

  it("rejects with the caller's own reason when the caller aborts", async () => {
    const controller = new AbortController();
    const pending = guardedFetch(`${base}/stall`, { kind: 'page', signal: controller.signal });
    await vi.waitFor(() => expect(site.hits.at(-1)?.path).toBe('/stall'));
    controller.abort(new Error('import cancelled'));
    await expect(pending).rejects.toThrow('import cancelled');
  });

  it('takes only web pages for pages and only pictures for images', async () => {
    const notAPage = { code: 'wrong_type', message: 'That address is not a web page' };
    expect(await failure('/image')).toEqual(notAPage);
    expect(await failure('/json')).toEqual(notAPage);
    expect(await failure('/no-type')).toEqual(notAPage);
    expect(await failure('/page', 'image')).toEqual({
      code: 'wrong_type',
      message: 'That address is not an image',
    });
    expect(await get('/image', 'image')).toMatchObject({ contentType: 'image/png' });
  });
});

describe('sites that refuse or fail', () => {
  it('answers refusals and bot walls with the paste-the-text message', async () => {
    for (const path of ['/403', '/429', '/503-challenge', '/200-challenge', '/attention']) {
      expect(await failure(path), path).toEqual(REFUSED);
    }
    expect(await failure('/403', 'image')).toEqual(REFUSED);
  });

  it('does not take a comment form captcha for a bot wall', async () => {
    expect((await get('/comment-captcha')).body.toString()).toContain('g-recaptcha');
  });

  it('reports missing pages, site errors and unknown names', async () => {
    expect(await failure('/404')).toEqual({
      code: 'http_error',
      message: 'The page was not found',
    });
    expect(await failure('/500')).toEqual({
      code: 'http_error',
      message: 'The site answered with an error (HTTP 500)',
    });
    const error = await guardedFetch('https://no-such-name.test/', { kind: 'page' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'network', message: 'The site could not be reached' });
  });
});
