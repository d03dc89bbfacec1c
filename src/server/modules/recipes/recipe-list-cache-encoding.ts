import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { encodeBody, etagOf, type EncodedBody } from '#server/lib/encoded-body';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Lists up to this size get their final encodings at once; larger ones first get quick ones.
 * Brotli at quality 5 (encodeBody) took 200–380 ms for a 10,000-card list on this machine,
 * quality 1 took 15 ms for a few percent more bytes (decision 032).
 */
const QUICK_FIRST_FROM_BYTES = 256 * 1024;

export type ListEncodings = EncodedBody & {
  /** False while brotli and gzip are the quick forms and the final ones are still to come. */
  final: boolean;
};

/**
 * Encodings to serve a list with right away: the final ones for a small list, else brotli at
 * quality 1 and gzip at level 1 (on zlib's thread pool, like the final ones). Either decodes
 * to the same bytes, so both carry the same ETag and neither is ever stale.
 */
export async function encodeQuickly(identity: Buffer): Promise<ListEncodings> {
  if (identity.length < QUICK_FIRST_FROM_BYTES) {
    return { ...(await encodeBody(identity)), final: true };
  }
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 1,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 1 }),
  ]);
  return { identity, br, gzip: gz, etag: etagOf(identity), final: false };
}

/** The final (smallest) encodings, as decision 022 made them. */
export async function encodeFinally(identity: Buffer): Promise<ListEncodings> {
  return { ...(await encodeBody(identity)), final: true };
}
