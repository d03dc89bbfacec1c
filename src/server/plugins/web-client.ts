import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '#server/lib/project-root';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ErrorCode } from '#shared/api/error-codes';

const ROUTE_NOT_FOUND: ErrorCode = 'route_not_found';

export const WEB_DIST_DIR = path.join(PROJECT_ROOT, 'dist/web');

/**
 * Serves the built React app and answers unknown non-API GETs with index.html so client-side
 * routes (/meal-plan, /recipe/12, ...) survive a reload. Without a build (route tests,
 * `npm run dev` where Vite serves the client) only the JSON 404 remains.
 */
export async function registerWebClient(app: FastifyInstance, distDir: string | null) {
  const hasClient = distDir !== null && existsSync(path.join(distDir, 'index.html'));
  if (distDir && hasClient) await registerStaticFiles(app, distDir);
  app.setNotFoundHandler((request, reply) => {
    if (hasClient && request.method === 'GET' && !request.url.startsWith('/api')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const route = request.url.split('?')[0];
    return reply.status(404).send({
      code: ROUTE_NOT_FOUND,
      message: `Route ${request.method} ${route} not found`,
      params: { method: request.method, route },
    });
  });
}

/**
 * The build writes `.br` and `.gz` beside each text file (build-tools/vite-precompress.ts);
 * `preCompressed` sends the best one the browser accepts, or the plain file, and marks every
 * answer `Vary: Accept-Encoding` so caches keep the variants apart (docs/decisions/020). The
 * API's compression (plugins/compression.ts) leaves these alone: they carry Content-Encoding.
 */
async function registerStaticFiles(app: FastifyInstance, distDir: string) {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Vite puts a content hash in asset names, so they never change under the same URL.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('cache-control', 'no-cache');
      }
    },
  });
}
