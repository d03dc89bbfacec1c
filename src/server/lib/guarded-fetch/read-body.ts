import type { ReadableStreamDefaultReader } from 'node:stream/web';
import type { Response } from 'undici';
import type { GuardedFetchError } from './errors';

type Body = Response['body'];

/**
 * Reads a body up to `maxBytes`, counting the bytes as they arrive. Undici's fetch has already
 * undone gzip/deflate/br/zstd by then, so what is counted is the decompressed size: a small
 * compressed "bomb" is stopped as soon as it passes the cap, never inflated whole.
 */
export async function readCapped(
  body: Body,
  maxBytes: number,
  tooLarge: () => GuardedFetchError,
): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  // Undici types its body stream loosely (`any` chunks); they are bytes.
  const reader = body.getReader() as ReadableStreamDefaultReader<Uint8Array>;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw tooLarge();
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
  return Buffer.concat(chunks, total);
}

/** The first `maxBytes` of a body at most (enough to recognise a bot-challenge page). */
export async function readHead(body: Body, maxBytes: number): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  // Undici types its body stream loosely (`any` chunks); they are bytes.
  const reader = body.getReader() as ReadableStreamDefaultReader<Uint8Array>;
  while (total < maxBytes) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, total);
    chunks.push(value);
    total += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks, total).subarray(0, maxBytes);
}

/** A body nobody reads still holds the connection: give it back. */
export async function discard(body: Body): Promise<void> {
  await body?.cancel().catch(() => undefined);
}
