import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Below this size compressing saves less than it costs (headers alone are a few hundred). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (docs/decisions/020): brotli or gzip, whichever the client prefers,
 * for answers of at least 1 kB whose type compresses (JSON, text). Brotli runs at quality 4:
 * per request that is about as fast as gzip and still smaller; the highest qualities are for
 * build time (the static files are compressed there, see plugins/web-client.ts).
 *
 * Left alone:
 * - answers that already carry Content-Encoding: the precompressed static files and cached
 *   bodies a route compressed once itself (the recipe list);
 * - `text/event-stream`: a compressor buffers, and an event must reach the browser at once
 *   (the default compressible types exclude it; a test holds us to it);
 * - images and other types that are compressed already.
 * Registered before the routes, so its hook applies to all of them.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
