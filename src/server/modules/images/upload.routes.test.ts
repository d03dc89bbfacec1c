import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { useRecipeWorld } from '#server/test-support/recipe-factories';
import { cardImageUrl, IMAGE_MESSAGES, MAX_UPLOAD_BYTES } from '#shared/images/images.schemas';
import { ENCODE_RETRY_AFTER_SECONDS, EncodeSlots } from './encode-slots';
import * as corpus from '#server/test-support/image-corpus';
import { imageUpload, multipartBody } from '#server/test-support/multipart-body';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fc-upload-routes-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('POST /api/upload/image', () => {
  const ctx = useTestApp({ DATA_DIR: dataDir });
  const w = useRecipeWorld(ctx);

  const upload = (who: Who | undefined, body: ReturnType<typeof multipartBody>) =>
    injectAs(ctx.app, who).post('/api/upload/image', body.payload, body.headers);
  const storedUrls = async () => (await ctx.app.imageStorage.list()).map((i) => i.url).sort();
  const stored = async (url: string) => (await ctx.app.imageStorage.read(url))!;

  /** Uploads as the editor and returns both stored files with their metadata. */
  async function uploadAsEditor(data: Buffer, filename?: string, contentType?: string) {
    const res = await upload(w.cookies.editorA, imageUpload(data, filename, contentType));
    expect(res.statusCode, res.body).toBe(201);
    const { imageUrl } = res.json<{ imageUrl: string }>();
    expect(imageUrl).toMatch(/^\/uploads\/recipes\/[0-9a-f]{32}\.webp$/);
    const large = await stored(imageUrl);
    const card = await stored(cardImageUrl(imageUrl)!);
    return {
      imageUrl,
      large: await sharp(large).metadata(),
      card: await sharp(card).metadata(),
      largeBytes: large,
    };
  }

  /** Sends `body` as the editor and expects 400 'Please choose an image file', nothing kept. */
  async function expectRefused(body: ReturnType<typeof multipartBody>) {
    const before = await storedUrls();
    const res = await upload(w.cookies.editorA, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: IMAGE_MESSAGES.notAnImage });
    expect(await storedUrls()).toEqual(before);
  }

  let png: Buffer;
  beforeAll(async () => {
    png = await corpus.png();
  });

  describe('who may upload', () => {
    it('answers 401 to anonymous callers and stores nothing', async () => {
      const res = await upload(null, imageUpload(png, 'a.png', 'image/png'));
      expect(res.statusCode).toBe(401);
      expect(await storedUrls()).toEqual([]);
    });

    it('answers 403 to members and signed-in users who edit no cookbook', async () => {
      for (const who of [w.cookies.memberA, w.cookies.adminA, w.cookies.outsider]) {
        const res = await upload(who, imageUpload(png, 'a.png', 'image/png'));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'image_upload_forbidden' });
      }
      expect(await storedUrls()).toEqual([]);
    });

    it('stores for editors of any cookbook and for super admins (201)', async () => {
      for (const who of [w.cookies.editorA, w.cookies.lonelyEditor, w.cookies.superAdmin]) {
        const res = await upload(who, imageUpload(png, 'a.png', 'image/png'));
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json()).toEqual({ imageUrl: expect.stringMatching(/^\/uploads\/recipes\//) });
      }
    });
  });

  describe('what is stored', () => {
    it('turns a JPEG upright by its EXIF orientation and drops EXIF, GPS and profiles', async () => {
      const jpeg = await corpus.jpegWithOrientationAndGps();
      const original = await sharp(jpeg).metadata();
      expect([original.width, original.height, original.orientation]).toEqual([400, 200, 6]);
      expect(corpus.exifHasGps(original.exif)).toBe(true);

      const { large, card } = await uploadAsEditor(jpeg);
      for (const image of [large, card]) {
        expect(image.format).toBe('webp');
        expect([image.width, image.height]).toEqual([200, 400]);
        expect(image.exif).toBeUndefined();
        expect(image.icc).toBeUndefined();
        expect(image.xmp).toBeUndefined();
        expect(image.orientation).toBeUndefined();
      }
    });

    it('stores a PNG, a WebP and an AVIF as WebP, never enlarged', async () => {
      const cases = [
        [png, 'p.png', [320, 240]],
        [await corpus.webp(), 'w.webp', [200, 150]],
        [await corpus.avif(), 'a.avif', [120, 90]],
      ] as const;
      for (const [data, name, size] of cases) {
        const { large, card } = await uploadAsEditor(data, name, 'application/octet-stream');
        expect(large.format).toBe('webp');
        expect([large.width, large.height]).toEqual(size);
        expect([card.width, card.height]).toEqual(size);
      }
    });

    it('keeps the first frame of an animated GIF as a still WebP', async () => {
      const gif = await corpus.animatedGif();
      expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(3);
      const { large, largeBytes } = await uploadAsEditor(gif, 'anim.gif', 'image/gif');
      expect(large.format).toBe('webp');
      expect([large.width, large.height]).toEqual([60, 40]);
      expect(large.pages ?? 1).toBe(1);
      const { dominant } = await sharp(largeBytes).stats();
      expect(dominant.r).toBeGreaterThan(200);
      expect(dominant.g + dominant.b).toBeLessThan(60);
    });

    it('scales large pictures to at most 1600 px and the card to at most 600 px', async () => {
      const big = await sharp({
        create: { width: 2400, height: 1200, channels: 3, background: '#abc' },
      })
        .jpeg()
        .toBuffer();
      const { large, card } = await uploadAsEditor(big);
      expect([large.width, large.height]).toEqual([1600, 800]);
      expect([card.width, card.height]).toEqual([600, 300]);
    });

    it('reads the type from the bytes, not the name or the Content-Type', async () => {
      const { large } = await uploadAsEditor(png, 'notes.txt', 'text/plain');
      expect(large.format).toBe('webp');
    });

    it('names files by content: the same picture twice is one stored pair', async () => {
      const first = await uploadAsEditor(png, 'one.png', 'image/png');
      const again = await uploadAsEditor(png, 'two.png', 'image/png');
      expect(again.imageUrl).toBe(first.imageUrl);
      const urls = await storedUrls();
      expect(urls.filter((u) => u === first.imageUrl)).toHaveLength(1);
      expect(urls).toContain(cardImageUrl(first.imageUrl));
    });

    it('answers 503 with Retry-After when the encode queue is full', async () => {
      // A queue with no room refuses the way a full one does (the once-implementation is used
      // up by the upload's call, so `full.run` is the real method).
      const full = new EncodeSlots(0, 0);
      const run = vi
        .spyOn(EncodeSlots.prototype, 'run')
        .mockImplementationOnce((task) => full.run(task));
      try {
        const before = await storedUrls();
        const res = await upload(w.cookies.editorA, imageUpload(png, 'p.png', 'image/png'));
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ code: 'overloaded' });
        expect(res.headers['retry-after']).toBe(String(ENCODE_RETRY_AFTER_SECONDS));
        expect(await storedUrls()).toEqual(before);
      } finally {
        run.mockRestore();
      }
    });

    it('serves the stored picture as image/webp', async () => {
      const { imageUrl } = await uploadAsEditor(png, 'p.png', 'image/png');
      const res = await ctx.app.inject({ url: imageUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    });
  });

  describe('what is refused', () => {
    it('refuses SVG, even a plain one without script', async () => {
      await expectRefused(imageUpload(corpus.svgWithScript(), 'x.svg', 'image/svg+xml'));
      const plainSvg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      );
      await expectRefused(imageUpload(plainSvg, 'x.svg', 'image/svg+xml'));
    });

    it('refuses an HTML page named .jpg and sent as image/jpeg', async () => {
      await expectRefused(imageUpload(corpus.htmlPage(), 'cat.jpg', 'image/jpeg'));
    });

    it('refuses PDF, text and empty files', async () => {
      await expectRefused(imageUpload(corpus.pdfDocument(), 'menu.jpg', 'image/jpeg'));
      await expectRefused(imageUpload(Buffer.from('just some words\n'), 'a.png', 'image/png'));
      await expectRefused(imageUpload(Buffer.alloc(0), 'empty.jpg', 'image/jpeg'));
    });

    it('refuses a JPEG with a ZIP archive appended (a polyglot)', async () => {
      const polyglot = await corpus.jpegZipPolyglot();
      // It is a readable JPEG all the same: only the extra content refuses it.
      expect((await sharp(polyglot).metadata()).format).toBe('jpeg');
      await expectRefused(imageUpload(polyglot, 'holiday.jpg', 'image/jpeg'));
    });

    it('refuses a 20,000 × 20,000 pixel bomb before decoding it', async () => {
      const bomb = corpus.pixelBombPng(20_000);
      expect(bomb.length).toBeLessThan(200_000);
      const header = await sharp(bomb, { limitInputPixels: false }).metadata();
      expect([header.width, header.height]).toEqual([20_000, 20_000]);
      await expectRefused(imageUpload(bomb, 'bomb.png', 'image/png'));
    });

    it('refuses a 12 MB file with 413 by its declared length', async () => {
      const before = await storedUrls();
      const res = await upload(w.cookies.editorA, imageUpload(corpus.oversizedFile(12 << 20)));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ message: IMAGE_MESSAGES.tooLarge });
      expect(await storedUrls()).toEqual(before);
    });

    it('refuses a 12 MB file sent without a length with 413 once it passes 10 MB', async () => {
      const before = await storedUrls();
      const body = imageUpload(corpus.oversizedFile(12 << 20));
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        headers: {
          ...body.headers,
          ...w.cookies.editorA,
          origin: ctx.app.config.publicUrl.origin,
        },
        // Streamed in 64 KB chunks with no Content-Length, as a chunked upload arrives.
        payload: Readable.from(chunksOf(body.payload, 64 * 1024)),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ message: IMAGE_MESSAGES.tooLarge });
      expect(await storedUrls()).toEqual(before);
    });

    it('accepts a file of exactly 10 MB as far as the size goes', async () => {
      // Random bytes: within the limit, so it is the content that refuses it (400, not 413).
      await expectRefused(imageUpload(corpus.oversizedFile(MAX_UPLOAD_BYTES)));
    });

    it('wants one file in the field "image" and nothing else', async () => {
      const cases = [
        multipartBody([{ name: 'photo', filename: 'a.png', contentType: 'image/png', data: png }]),
        multipartBody([{ name: 'title', data: 'Soup' }]),
        multipartBody([
          { name: 'title', data: 'Soup' },
          { name: 'image', filename: 'a.png', contentType: 'image/png', data: png },
        ]),
        multipartBody([]),
      ];
      for (const body of cases) {
        const before = await storedUrls();
        const res = await upload(w.cookies.editorA, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ message: IMAGE_MESSAGES.sendOneImage });
        expect(await storedUrls()).toEqual(before);
      }
      const json = await injectAs(ctx.app, w.cookies.editorA).post('/api/upload/image', {
        image: png.toString('base64'),
      });
      expect(json.statusCode).toBe(400);
    });

    it('refuses a second image or a field after the image (400 "Send one image")', async () => {
      const webp = await corpus.webp();
      const first = { name: 'image', filename: 'a.png', contentType: 'image/png', data: png };
      const second = { name: 'image', filename: 'b.webp', contentType: 'image/webp', data: webp };
      const field = { name: 'title', data: 'Soup' };
      for (const parts of [
        [first, second, field],
        [first, second],
        [first, field],
      ]) {
        const before = await storedUrls();
        const res = await upload(w.cookies.editorA, multipartBody(parts));
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'not_one_image',
          message: IMAGE_MESSAGES.sendOneImage,
        });
        expect(await storedUrls()).toEqual(before);
      }
    });
  });
});

function* chunksOf(data: Buffer, size: number) {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
}
