import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test-support/test-app';
import { registerWebClient } from '#server/plugins/web-client';
import { docsRoutes } from './docs.routes';

/** The `src` and `href` addresses a page loads (scripts, stylesheets, icons). */
function loadedAddresses(html: string) {
  return [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
}

describe('GET /api/docs', () => {
  const ctx = useTestApp();

  it('answers an HTML page that loads only files of this app, which all answer', async () => {
    const page = await ctx.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="swagger-ui">');
    const addresses = loadedAddresses(page.body);
    expect(addresses.length).toBeGreaterThanOrEqual(4);
    for (const address of addresses) {
      expect(address, 'no other origin, no CDN').toMatch(/^\/api\/docs\/assets\//);
      const asset = await ctx.app.inject({ url: address });
      expect(asset.statusCode, address).toBe(200);
      expect(asset.rawPayload.length, address).toBeGreaterThan(100);
    }
  });

  it('serves Swagger UI from swagger-ui-dist, started on our document', async () => {
    const bundle = await ctx.app.inject({ url: '/api/docs/assets/swagger-ui-bundle.js' });
    expect(bundle.headers['content-type']).toMatch(/^text\/javascript/);
    expect(bundle.body).toContain('SwaggerUIBundle');
    const start = await ctx.app.inject({ url: '/api/docs/assets/start.js' });
    expect(start.body).toContain("url: '/api/openapi.json'");
    expect(start.body).toContain('validatorUrl: null');
  });

  it("keeps the app's strict script policy: no inline script on the page", async () => {
    const page = await ctx.app.inject({ url: '/api/docs' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
  });

  it('refuses files that are not the docs page assets', async () => {
    for (const file of ['index.html', '..%2Fpackage.json', 'swagger-ui-bundle.js.map']) {
      const res = await ctx.app.inject({ url: `/api/docs/assets/${file}` });
      expect(res.statusCode, file).toBe(400);
    }
  });
});

describe('the web client fallback beside the docs', () => {
  it('answers /api/docs with the docs, not the web client', async () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'docs-web-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    try {
      await app.register(docsRoutes);
      await registerWebClient(app, distDir);
      const docs = await app.inject({ url: '/api/docs' });
      expect(docs.body).toContain('swagger-ui');
      const clientRoute = await app.inject({ url: '/meal-plan' });
      expect(clientRoute.body).toContain('id="root"');
    } finally {
      await app.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});
