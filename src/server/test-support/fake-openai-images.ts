import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '#server/app';
import type { Database, DatabaseHandle } from '#server/db/client';
import { testConfig } from './test-app';
import { createTestDatabase } from './test-db';

/**
 * What the fake answers to the next generations:
 * - picture: a real 64x48 PNG as b64_json;
 * - slow: nothing until the client gives up (or the fake closes);
 * - rate-limited: 429 with an OpenAI-style error body;
 * - not-a-picture: b64_json holding an HTML page;
 * - url-only: a URL instead of bytes (which we must never fetch);
 * - bad-key: 401 whose message echoes the key, as real providers do.
 */
export type FakeAnswer =
  'picture' | 'slow' | 'rate-limited' | 'not-a-picture' | 'url-only' | 'bad-key';

export type ReceivedRequest = {
  path: string;
  authorization: string | undefined;
  body: { prompt?: string; model?: string; size?: string; n?: number; response_format?: string };
};

/** A PNG whose colour depends on `seed`, so two fakes' pictures differ. */
export async function makeTestPng(seed = 0) {
  return sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: { r: (seed * 53) % 256, g: 140, b: 90 },
    },
  })
    .png()
    .toBuffer();
}

/**
 * A local OpenAI-compatible images endpoint on 127.0.0.1 (POST /v1/images/generations, the
 * path the official client calls with baseURL `<url>/v1`). Records every request it gets.
 */
export async function startFakeOpenAiImages() {
  const picture = (await makeTestPng(1)).toString('base64');
  const received: ReceivedRequest[] = [];
  let answer: FakeAnswer = 'picture';
  // Slow answers wait on this; closing the fake lets them go.
  const releaseSlow = new AbortController();

  const server = Fastify({ logger: false, forceCloseConnections: true });
  server.post('/v1/images/generations', async (request, reply) => {
    received.push({
      path: request.url,
      authorization: request.headers.authorization,
      body: request.body as ReceivedRequest['body'],
    });
    const created = Math.floor(Date.now() / 1000);
    switch (answer) {
      case 'picture':
        return { created, data: [{ b64_json: picture }] };
      case 'slow':
        await new Promise<void>((resolve) => {
          request.raw.socket.once('close', () => resolve());
          releaseSlow.signal.addEventListener('abort', () => resolve(), { once: true });
        });
        return { created, data: [{ b64_json: picture }] };
      case 'rate-limited':
        return reply.status(429).send({
          error: { message: 'Rate limit reached for images', type: 'requests', code: null },
        });
      case 'not-a-picture':
        return {
          created,
          data: [{ b64_json: Buffer.from('<html><body>hello</body></html>').toString('base64') }],
        };
      case 'url-only':
        return { created, data: [{ url: 'http://127.0.0.1:9/picture.png' }] };
      case 'bad-key':
        return reply.status(401).send({
          error: {
            message: `Incorrect API key provided: ${request.headers.authorization ?? ''}`,
            type: 'invalid_request_error',
            code: 'invalid_api_key',
          },
        });
    }
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.server.address() as AddressInfo;

  return {
    /** The AI_BASE_URL to configure. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    /** The PNG the 'picture' answer carries. */
    picture: Buffer.from(picture, 'base64'),
    answerWith(next: FakeAnswer) {
      answer = next;
    },
    reset() {
      answer = 'picture';
      received.length = 0;
    },
    async close() {
      releaseSlow.abort();
      await server.close();
    },
  };
}

export type FakeOpenAiImages = Awaited<ReturnType<typeof startFakeOpenAiImages>>;

/** The API key the test apps send the fake: it must never show up in a log or an answer. */
export const FAKE_AI_API_KEY = 'sk-test-do-not-log-4f1c9a7e2b';

/**
 * One app per test file, configured for a fake provider started before it, with every log
 * line (at trace level) kept in `logLines`. `env` adds settings (limits, timeout).
 */
export function useFakeProviderApp(env: Record<string, string> = {}) {
  const ctx = {} as {
    app: App;
    db: Database;
    fake: FakeOpenAiImages;
    logLines: string[];
  };
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    ctx.fake = await startFakeOpenAiImages();
    handle = await createTestDatabase();
    ctx.db = handle.db;
    ctx.logLines = [];
    const config = {
      ...testConfig({
        AI_BASE_URL: ctx.fake.baseUrl,
        AI_API_KEY: FAKE_AI_API_KEY,
        ...env,
      }),
      logLevel: 'trace',
    };
    ctx.app = await buildApp({
      config,
      db: ctx.db,
      logStream: { write: (line: string) => void ctx.logLines.push(line) },
    });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await handle?.close();
    await ctx.fake?.close();
  });
  return ctx;
}
