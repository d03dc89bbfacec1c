import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * The upload corpus of the tests and benches, made on the spot with sharp and zlib (nothing is
 * downloaded): real pictures in every accepted format, and the files that must be refused.
 */

/** A 400 × 200 (landscape as stored) JPEG tagged "rotate 90° clockwise" with GPS position. */
export function jpegWithOrientationAndGps(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#c0392b' } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Test Camera', Model: 'Corpus 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2600/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3900/100',
      },
    })
    .toBuffer();
}

/** Does this EXIF block point to a GPS directory (tag 0x8825, either byte order)? */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

export function png(width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#2e86c180' } })
    .png()
    .toBuffer();
}

/** Three 60 × 40 frames: red, green, blue. Only the red one may be kept. */
export function animatedGif(): Promise<Buffer> {
  const [w, h] = [60, 40];
  const frame = (rgb: [number, number, number]) =>
    Buffer.alloc(w * h * 3).map((_, i) => rgb[i % 3]!);
  const pixels = Buffer.concat([frame([255, 0, 0]), frame([0, 255, 0]), frame([0, 0, 255])]);
  return sharp(pixels, { raw: { width: w, height: h * 3, channels: 3, pageHeight: h } })
    .gif({ loop: 0, delay: [100, 100, 100] })
    .toBuffer();
}

export function webp(): Promise<Buffer> {
  return sharp({ create: { width: 200, height: 150, channels: 3, background: '#16a085' } })
    .webp()
    .toBuffer();
}

export function avif(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 90, channels: 3, background: '#8e44ad' } })
    .avif({ quality: 50, effort: 0 })
    .toBuffer();
}

export const svgWithScript = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
      '<script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>',
  );

export const htmlPage = () =>
  Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');

export const pdfDocument = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A real JPEG with a real ZIP archive (one stored file) appended: opens as both. */
export async function jpegZipPolyglot(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#444' } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([
    jpeg,
    zipArchive('payload.html', Buffer.from('<b>hidden</b>'), jpeg.length),
  ]);
}

/** A minimal ZIP with one uncompressed entry, its offsets counted from `startOffset`. */
function zipArchive(name: string, data: Buffer, startOffset: number): Buffer {
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(startOffset, 42);
  const centralOffset = startOffset + local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/**
 * A valid 1-bit greyscale PNG of `size` × `size` white pixels: 20,000² is 400 megapixels
 * (1.2 GB decoded as RGB) in about 50 KB.
 */
export function pixelBombPng(size = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = Buffer.alloc(1 + Math.ceil(size / 8), 0xff);
  row[0] = 0; // filter: none
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)), {
    level: 9,
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** `bytes` long, starting like a JPEG: only its size may refuse it. */
export function oversizedFile(bytes: number): Buffer {
  const file = randomBytes(bytes);
  file.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return file;
}

/**
 * A photo-like JPEG: colour blotches, texture at three scales and sensor grain, so it is about
 * as large as a camera's (3 MB for 12 megapixels) and keeps detail when scaled down, where a
 * flat picture or pure noise would shrink to almost nothing.
 */
export async function noisyPhotoJpeg(width: number, height: number): Promise<Buffer> {
  const raw = { width, height, channels: 3 as const };
  const texture = (scale: number) => {
    const [w, h] = [Math.ceil(width / scale), Math.ceil(height / scale)];
    return sharp(randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { kernel: 'cubic', fit: 'fill' })
      .raw()
      .toBuffer();
  };
  const [blotches, middle, detail] = await Promise.all([texture(400), texture(40), texture(8)]);
  const grain = await sharp({
    // The background is required by the types and unused: noise fills every pixel.
    create: { ...raw, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 14 } },
  })
    .raw()
    .toBuffer();
  return sharp(blotches, { raw })
    .composite([
      { input: middle, raw, blend: 'soft-light' },
      { input: detail, raw, blend: 'soft-light' },
      { input: grain, raw, blend: 'overlay' },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}
