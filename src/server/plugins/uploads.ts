import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ErrorCode } from '#shared/api/error-codes';

const IMAGE_NOT_FOUND: ErrorCode = 'image_not_found';

/**
 * Serves stored images at /uploads/. Keys carry a content hash or a fresh id (an image is never
 * replaced under the same URL), so browsers may cache them for a year.
 *
 * The static plugin sits in its own context with its own 404 handler: otherwise a missing
 * image would fall through to the web client's handler and be answered with index.html.
 */
export async function registerUploads(app: FastifyInstance, uploadsDir: string) {
  await mkdir(uploadsDir, { recursive: true });
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((request, reply) =>
        reply.status(404).send({ code: IMAGE_NOT_FOUND, message: 'Image not found' }),
      );
      await scope.register(fastifyStatic, {
        root: uploadsDir,
        prefix: '/',
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        maxAge: '365d',
        immutable: true,
      });
    },
    { prefix: '/uploads' },
  );
}
