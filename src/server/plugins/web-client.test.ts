import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../build-tools/vite-precompress';
import { registerCompression } from './compression';
import { registerWebClient } from './web-client';

/**
 * The built client as the server sends it: a tiny dist folder, precompressed by the same
 * function the Vite build runs (build-tools/vite-precompress.ts), served with the API's
 * compression registered too, as in the app.
 */
describe('serving the built client', () => {
  let distDir: string;
  let app: FastifyInstance;
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
  const html = `<!doctype html><html><body><div id="root"></div>${'<!-- -->'.repeat(300)}</body></html>`;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), html);
    writeFileSync(path.join(distDir, 'assets/app-Ab12Cd34.js'), script);
    writeFileSync(path.join(distDir, 'assets/photo-Ab12Cd34.webp'), Buffer.alloc(4096, 7));
    await precompressDirectory(distDir);
    app = Fastify();
    await registerCompression(app);
    await registerWebClient(app, distDir);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
  const fileBytes = (name: string) => readFileSync(path.join(distDir, name));

  it('writes brotli and gzip files next to text files, not next to images', () => {
    expect(fileBytes('assets/app-Ab12Cd34.js.br').length).toBeLessThan(script.length / 10);
    expect(fileBytes('assets/app-Ab12Cd34.js.gz').length).toBeLessThan(script.length / 10);
    expect(fileBytes('index.html.br').length).toBeLessThan(html.length);
    expect(() => fileBytes('assets/photo-Ab12Cd34.webp.br')).toThrow();
  });

  it('sends the precompressed brotli file of a hashed asset, cached for a year', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    // The file's own bytes: not compressed a second time by the API compressor.
    expect(Buffer.compare(res.rawPayload, fileBytes('assets/app-Ab12Cd34.js.br'))).toBe(0);
  });

  it('sends the gzip file to a gzip-only client and the plain file to the rest', async () => {
    const gzip = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Buffer.compare(gzip.rawPayload, fileBytes('assets/app-Ab12Cd34.js.gz'))).toBe(0);

    const plain = await get('/assets/app-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('serves index.html compressed but never cached without asking', async () => {
    for (const url of ['/', '/meal-plan']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(Buffer.compare(res.rawPayload, fileBytes('index.html.br'))).toBe(0);
    }
  });

  it('sends images as they are', async () => {
    const res = await get('/assets/photo-Ab12Cd34.webp', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBe(4096);
  });
});
