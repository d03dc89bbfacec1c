import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';

/** A schema.org Recipe page as many recipe sites write it (JSON-LD in the head). */
export function recipePage(recipe: Record<string, unknown>) {
  const jsonLd = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...recipe });
  return `<!doctype html><html><head><title>${String(recipe.name)}</title>
<script type="application/ld+json">${jsonLd}</script></head>
<body><h1>${String(recipe.name)}</h1></body></html>`;
}

type Route = { type: string; body: string | Buffer };

/**
 * A small web site on 127.0.0.1 for the import route tests: hand-written pages and a real PNG.
 * The app reaches it with IMPORT_ALLOW_PRIVATE_HOSTS and its port allowed (`env` is filled in
 * before useTestApp's beforeAll reads it, so register this first). `hits` counts requests.
 */
export function useTestSite(pages: Record<string, Route>, env: Record<string, string>) {
  const site = { origin: '', hits: new Map<string, number>() };
  let server: Server;
  beforeAll(async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    const routes: Record<string, Route> = {
      '/picture.png': { type: 'image/png', body: png },
      ...pages,
    };
    server = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0]!;
      site.hits.set(path, (site.hits.get(path) ?? 0) + 1);
      const route = routes[path];
      if (!route) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, { 'content-type': route.type }).end(route.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    site.origin = `http://127.0.0.1:${port}`;
    env.IMPORT_ALLOW_PRIVATE_HOSTS = 'true';
    env.IMPORT_ALLOWED_PORTS = String(port);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });
  return site;
}

export const html = (body: string): Route => ({ type: 'text/html; charset=utf-8', body });
