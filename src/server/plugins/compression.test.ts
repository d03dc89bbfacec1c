import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#server/test-support/factories';
import { useTestApp } from '#server/test-support/test-app';
import { COMPRESSION_THRESHOLD_BYTES, registerCompression } from './compression';

describe('API compression in the app', () => {
  const ctx = useTestApp();
  let plain: unknown;

  beforeAll(async () => {
    // Enough demo users that the public demo-users list passes the threshold several times.
    for (let i = 0; i < 40; i++) await createUser(ctx.db, { isDemo: true });
    const res = await ctx.app.inject({ url: '/api/auth/demo-users' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeGreaterThan(2 * COMPRESSION_THRESHOLD_BYTES);
    plain = res.json();
  });

  it('answers brotli when the client accepts it, and says it varies by Accept-Encoding', async () => {
    const res = await ctx.app.inject({
      url: '/api/auth/demo-users',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual(plain);
  });

  it('answers gzip to a client that accepts only gzip', async () => {
    const res = await ctx.app.inject({
      url: '/api/auth/demo-users',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString())).toEqual(plain);
  });

  it('sends the plain body to a client that asks for identity', async () => {
    const res = await ctx.app.inject({
      url: '/api/auth/demo-users',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(plain);
  });

  it('leaves small answers uncompressed', async () => {
    const res = await ctx.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('what the compressor leaves alone', () => {
  const big = 'x'.repeat(10 * COMPRESSION_THRESHOLD_BYTES);

  async function appWith(register: (app: FastifyInstance) => void) {
    const app = Fastify();
    await registerCompression(app);
    register(app);
    await app.ready();
    return app;
  }

  it('passes an answer that is compressed already through unchanged', async () => {
    const once = zlib.brotliCompressSync(JSON.stringify({ text: big }));
    const app = await appWith((a) =>
      a.get('/precompressed', (_request, reply) =>
        reply.type('application/json').header('content-encoding', 'br').send(once),
      ),
    );
    const res = await app.inject({
      url: '/precompressed',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(Buffer.compare(res.rawPayload, once)).toBe(0);
    await app.close();
  });

  it('never compresses an event stream (events must reach the browser at once)', async () => {
    const app = await appWith((a) =>
      a.get('/events', (_request, reply) =>
        reply.type('text/event-stream').send(Readable.from([`data: ${big}\n\n`])),
      ),
    );
    const res = await app.inject({ url: '/events', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.payload).toBe(`data: ${big}\n\n`);
    await app.close();
  });

  it('compresses the same size of plain text, so the stream rule is what holds', async () => {
    const app = await appWith((a) =>
      a.get('/text', (_request, reply) => reply.type('text/plain').send(big)),
    );
    const res = await app.inject({ url: '/text', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    await app.close();
  });
});
