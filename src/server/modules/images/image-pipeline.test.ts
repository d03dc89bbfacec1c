import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { AppError } from '#server/lib/app-error';
import { cardImageUrl, IMAGE_MESSAGES } from '#shared/images/images.schemas';
import { EncodeSlots } from './encode-slots';
import { findForeignContent } from './image-content-check';
import { encodeImage, storeCardVariant, storeImageBytes } from './image-pipeline';
import * as corpus from '#server/test-support/image-corpus';
import { LocalImageStorage } from './storage';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fc-image-pipeline-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const storage = LocalImageStorage.forDataDir(dataDir);

/** The refusal's reason (AppError details), failing the test when `bytes` is accepted. */
async function refusalReason(bytes: Buffer): Promise<string> {
  const error: unknown = await encodeImage(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect([appError.statusCode, appError.message]).toEqual([400, IMAGE_MESSAGES.notAnImage]);
  return String(appError.details?.reason);
}

describe('encodeImage refusals', () => {
  it('refuses SVG by its format even without any markup marker', async () => {
    // A newline after "<svg" passes the byte scan: sharp's format check refuses it.
    const svg = Buffer.from(
      '<svg\nxmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect(findForeignContent(svg)).toBeNull();
    expect(await refusalReason(svg)).toBe('svg');
  });

  it('refuses formats sharp reads but we do not take (TIFF)', async () => {
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .tiff()
      .toBuffer();
    expect(await refusalReason(tiff)).toBe('format tiff');
  });

  it('says why: archive, markup, pixels, unreadable', async () => {
    expect(await refusalReason(await corpus.jpegZipPolyglot())).toBe('zip archive');
    expect(await refusalReason(corpus.htmlPage())).toMatch(/marker/);
    expect(await refusalReason(corpus.pixelBombPng(9000))).toBe('too many pixels');
    expect(await refusalReason(Buffer.from('plain words'))).toBe('unreadable');
  });

  it('refuses a JPEG whose pixel data is cut off', async () => {
    const jpeg = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const cut = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expect(await refusalReason(cut)).toBe('undecodable');
  });
});

describe('findForeignContent', () => {
  it('finds nothing in real pictures', async () => {
    for (const image of [
      await corpus.jpegWithOrientationAndGps(),
      await corpus.png(),
      await corpus.animatedGif(),
      await corpus.noisyPhotoJpeg(800, 600),
    ]) {
      expect(findForeignContent(image)).toBeNull();
    }
  });

  it('finds a ZIP at the start or within the last 64 KiB, and markup anywhere', () => {
    const pixels = Buffer.alloc(200_000, 0x11);
    const zipHeader = Buffer.from('PK\x03\x04', 'latin1');
    expect(findForeignContent(Buffer.concat([zipHeader, pixels]))).toBe('zip archive');
    expect(findForeignContent(Buffer.concat([pixels, zipHeader, Buffer.alloc(100)]))).toBe(
      'zip archive',
    );
    // Deep inside the pixel data a 4-byte signature is chance, not an archive.
    expect(findForeignContent(Buffer.concat([pixels, zipHeader, pixels]))).toBeNull();
    expect(
      findForeignContent(Buffer.concat([pixels, Buffer.from('<SCRIPT>x</SCRIPT>'), pixels])),
    ).toMatch(/script/);
  });
});

describe('storeImageBytes', () => {
  it('stores a large and a card WebP under the large file’s content hash', async () => {
    const photo = await corpus.noisyPhotoJpeg(2000, 1500);
    const url = await storeImageBytes(storage, photo);
    const name = /^\/uploads\/recipes\/([0-9a-f]{32})\.webp$/.exec(url)?.[1];
    expect(name).toBeDefined();
    const large = (await storage.read(url))!;
    const card = (await storage.read(cardImageUrl(url)!))!;
    const [largeMeta, cardMeta] = await Promise.all([
      sharp(large).metadata(),
      sharp(card).metadata(),
    ]);
    expect([largeMeta.format, largeMeta.width, largeMeta.height]).toEqual(['webp', 1600, 1200]);
    expect([cardMeta.format, cardMeta.width, cardMeta.height]).toEqual(['webp', 600, 450]);
    expect(card.length).toBeLessThan(large.length / 3);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(large).digest('hex').startsWith(name!)).toBe(true);
  });

  it('creates a missing card variant from a stored large image', async () => {
    const legacy = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#f80' },
    })
      .webp()
      .toBuffer();
    const url = await storage.save('recipes/legacy-pancakes-1a2b3c.webp', legacy, 'image/webp');
    expect(await storage.has(cardImageUrl(url)!)).toBe(false);
    expect(await storeCardVariant(storage, url)).toBe(true);
    const card = await sharp((await storage.read(cardImageUrl(url)!))!).metadata();
    expect([card.width, card.height]).toEqual([600, 450]);
    // Outside addresses and missing files have no card to make.
    expect(await storeCardVariant(storage, 'https://example.com/pie.webp')).toBe(false);
    expect(await storeCardVariant(storage, '/uploads/recipes/missing.webp')).toBe(false);
  });
});

describe('EncodeSlots', () => {
  it('runs at most `size` tasks at once, in order, and refuses past the queue limit', async () => {
    const slots = new EncodeSlots(2, 3);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const task = (n: number) =>
      slots.run(async () => {
        started.push(n);
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return n;
      });
    const results = [1, 2, 3, 4, 5].map(task);
    await expect(task(6)).rejects.toMatchObject({ statusCode: 503 });
    expect(started).toEqual([1, 2]);
    expect([slots.busy, slots.queued]).toEqual([2, 3]);
    while (started.length < 5 || releases.length > 0) {
      const release = releases.shift();
      release?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect([slots.busy, slots.queued]).toEqual([0, 0]);
  });
});
