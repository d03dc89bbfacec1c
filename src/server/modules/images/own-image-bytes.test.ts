import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { cardImageUrl } from '#shared/images/images.schemas';
import * as corpus from '#server/test-support/image-corpus';
import { storeImageBytes, storeOwnImageBytes } from './image-pipeline';
import { LocalImageStorage } from './storage';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fc-own-image-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const storage = LocalImageStorage.forDataDir(dataDir);

/** The RIFF chunk names of a WebP. */
function chunksOf(bytes: Buffer): string[] {
  const names: string[] = [];
  for (let at = 12; at + 8 <= bytes.length;) {
    names.push(bytes.toString('latin1', at, at + 4));
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return names;
}

describe('storeOwnImageBytes (a family export picture, docs/decisions/051)', () => {
  it('keeps a picture our pipeline wrote byte for byte, under the same name, with its card', async () => {
    for (const source of [await corpus.png(300, 200), await corpus.webp()]) {
      const url = await storeImageBytes(storage, source);
      const bytes = (await storage.read(url))!;
      const card = (await storage.read(cardImageUrl(url)!))!;
      await storage.delete(url);
      await storage.delete(cardImageUrl(url)!);

      expect(await storeOwnImageBytes(storage, bytes)).toBe(url);
      expect((await storage.read(url))!.equals(bytes)).toBe(true);
      expect((await storage.read(cardImageUrl(url)!))!.equals(card)).toBe(true);
    }
  });

  it('re-encodes a WebP that carries metadata, and anything that is no WebP', async () => {
    const withExif = await sharp(await corpus.jpegWithOrientationAndGps())
      .webp()
      .keepExif()
      .toBuffer();
    expect(chunksOf(withExif)).toContain('EXIF');
    const url = await storeOwnImageBytes(storage, withExif);
    const stored = (await storage.read(url))!;
    expect(stored.equals(withExif)).toBe(false);
    expect(chunksOf(stored)).not.toContain('EXIF');

    const png = await corpus.png(50, 40);
    expect(chunksOf((await storage.read(await storeOwnImageBytes(storage, png)))!)).not.toContain(
      'EXIF',
    );
  });

  it('re-encodes a WebP larger than the large size, and refuses what is no picture', async () => {
    const wide = await sharp({
      create: { width: 2400, height: 100, channels: 3, background: '#336699' },
    })
      .webp()
      .toBuffer();
    const url = await storeOwnImageBytes(storage, wide);
    expect((await sharp((await storage.read(url))!).metadata()).width).toBeLessThan(2400);
    await expect(
      storeOwnImageBytes(storage, Buffer.from('RIFF\x04\x00\x00\x00WEBP')),
    ).rejects.toThrow();
  });
});
