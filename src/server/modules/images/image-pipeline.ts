import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Metadata } from 'sharp';
import { AppError } from '#server/lib/app-error';
import {
  CARD_SUFFIX,
  cardImageUrl,
  IMAGE_MESSAGES,
  IMAGE_WIDTHS,
} from '#shared/images/images.schemas';
import { EncodeSlots } from './encode-slots';
import { loadSharp } from './sharp-on-first-use';
import { findForeignContent } from './image-content-check';
import { UPLOADS_URL_PREFIX, type ImageStorage } from './storage';

/**
 * Every image we keep, uploaded, generated or seeded, comes through here
 * (docs/architecture.md, convention 13; docs/decisions/013): read by its bytes, never by a name or
 * a header; refused unless it is a plain raster picture; turned upright by its EXIF orientation;
 * re-encoded to WebP in a large and a card size with every piece of metadata left behind; named by
 * the hash of the large file, so the same picture is stored once and a URL never changes content.
 */

/** Larger inputs are refused before decoding (a 12-megapixel photo fits five times over). */
export const MAX_INPUT_PIXELS = 70_000_000;

/**
 * What sharp may decode for us. It reads more (SVG, TIFF, raw pixels, PDF where built in):
 * SVG is markup that can carry scripts and links, the others are no photos people upload.
 * `heif` covers AVIF and, where this sharp build has a HEVC decoder, HEIC (the prebuilt one
 * does not: such files fail to decode and are refused like any unreadable file).
 */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/** Folder (storage key prefix) of every pipeline image. */
export const IMAGE_FOLDER = 'recipes';

const QUALITY = { large: 80, card: 76 } as const;

// Two encodes at a time (one on a single core): the rest of the server keeps its threads.
const encodeSlots = new EncodeSlots(Math.min(2, availableParallelism()), 16);

export type EncodedImage = {
  /** `<sha256 of large>` (32 hex digits): the file name without extension. */
  name: string;
  large: Buffer;
  card: Buffer;
};

const notAnImage = (reason: string) =>
  new AppError('not_an_image', 400, IMAGE_MESSAGES.notAnImage, { reason });

async function openImage(bytes: Buffer) {
  const sharp = await loadSharp();
  // failOn 'error': refuse corrupt pixel data, but accept the harmless warnings many cameras'
  // files raise. animated false: the first frame of a GIF/WebP animation only.
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
}

/** Checks and re-encodes `bytes`; throws AppError 400 (notAnImage) for anything refused. */
export async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
  const foreign = findForeignContent(bytes);
  if (foreign) throw notAnImage(foreign);

  let metadata: Metadata;
  try {
    metadata = await (await openImage(bytes)).metadata();
  } catch (error) {
    // sharp checks the header's size against the limit before anything else.
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw notAnImage(tooLarge ? 'too many pixels' : 'unreadable');
  }
  if (metadata.format === 'svg') throw notAnImage('svg');
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage(`format ${metadata.format}`);
  // The header's size, checked before a single pixel is decoded (sharp checks it too).
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw notAnImage('too many pixels');
  }

  try {
    // Default output: sRGB pixels, no EXIF, XMP, IPTC or ICC profile; rotate() applies the
    // EXIF orientation first, since the tag itself is not kept.
    const large = await (
      await openImage(bytes)
    )
      .rotate()
      .resize(IMAGE_WIDTHS.large, IMAGE_WIDTHS.large, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: QUALITY.large })
      .toBuffer();
    // From the large file: decoding ≤1600 px is far cheaper than the original again, and a
    // second lossy step at under half the size is not visible.
    const sharp = await loadSharp();
    const card = await sharp(large)
      .resize(IMAGE_WIDTHS.card, IMAGE_WIDTHS.card, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: QUALITY.card })
      .toBuffer();
    return { name: contentName(large), large, card };
  } catch {
    throw notAnImage('undecodable');
  }
}

/** The hash every stored name carries: 128 bits of sha256, hex. */
function contentName(large: Buffer): string {
  return createHash('sha256').update(large).digest('hex').slice(0, 32);
}

/**
 * Re-encodes `bytes` (at most a couple at once, see EncodeSlots) and stores both sizes;
 * returns the large image's URL, from which `cardImageUrl()` derives the card's. Throws
 * AppError 400 (IMAGE_MESSAGES.notAnImage) for anything that is not an accepted image.
 */
export async function storeImageBytes(storage: ImageStorage, bytes: Buffer): Promise<string> {
  const image = await encodeSlots.run(() => encodeImage(bytes));
  // The card first: whoever sees the large URL can rely on its card being there.
  await storage.save(`${IMAGE_FOLDER}/${image.name}${CARD_SUFFIX}`, image.card, 'image/webp');
  return storage.save(`${IMAGE_FOLDER}/${image.name}.webp`, image.large, 'image/webp');
}

/** The chunks of a still WebP as the pipeline writes it: no EXIF, XMP, ICC or animation. */
const PLAIN_WEBP_CHUNKS: ReadonlySet<string> = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH']);

/** A RIFF WebP of only those chunks, with nothing before, between or after them. */
function isPlainWebp(bytes: Buffer): boolean {
  if (bytes.length < 20 || bytes.toString('latin1', 0, 4) !== 'RIFF') return false;
  if (bytes.toString('latin1', 8, 12) !== 'WEBP' || bytes.readUInt32LE(4) + 8 !== bytes.length) {
    return false;
  }
  let at = 12;
  while (at + 8 <= bytes.length) {
    if (!PLAIN_WEBP_CHUNKS.has(bytes.toString('latin1', at, at + 4))) return false;
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return at === bytes.length;
}

/**
 * Stores a picture our own pipeline wrote (a family export's, docs/decisions/051): when it
 * still is exactly such a file (a still WebP of no chunks but pixels, no larger than the large
 * size, whose pixels decode), it is kept byte for byte under the same content name, so an
 * export imported elsewhere shows the very same picture; its card is made from it as the
 * pipeline makes cards. Anything else goes through storeImageBytes like any upload.
 */
export async function storeOwnImageBytes(storage: ImageStorage, bytes: Buffer): Promise<string> {
  if (!isPlainWebp(bytes) || findForeignContent(bytes)) return storeImageBytes(storage, bytes);
  let card: Buffer;
  try {
    card = await encodeSlots.run(async () => {
      const metadata = await (await openImage(bytes)).metadata();
      const fits =
        metadata.format === 'webp' &&
        (metadata.pages ?? 1) === 1 &&
        (metadata.width ?? Infinity) <= IMAGE_WIDTHS.large &&
        (metadata.height ?? Infinity) <= IMAGE_WIDTHS.large;
      if (!fits) throw new Error('not one of ours');
      return (await openImage(bytes))
        .resize(IMAGE_WIDTHS.card, IMAGE_WIDTHS.card, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: QUALITY.card })
        .toBuffer();
    });
  } catch {
    return storeImageBytes(storage, bytes);
  }
  const name = contentName(bytes);
  await storage.save(`${IMAGE_FOLDER}/${name}${CARD_SUFFIX}`, card, 'image/webp');
  return storage.save(`${IMAGE_FOLDER}/${name}.webp`, bytes, 'image/webp');
}

/**
 * Writes the card variant of a stored large image from its bytes (images stored before card
 * sizes existed). The large image stays as it is: its URL is referenced. Returns false when
 * `largeUrl` has no card form (an outside address), is missing, or is not a readable image.
 */
export async function storeCardVariant(storage: ImageStorage, largeUrl: string): Promise<boolean> {
  const cardUrl = cardImageUrl(largeUrl);
  const bytes = cardUrl === null ? null : await storage.read(largeUrl);
  if (cardUrl === null || bytes === null) return false;
  let card: Buffer;
  try {
    card = await encodeSlots.run(async () =>
      (await openImage(bytes))
        .rotate()
        .resize(IMAGE_WIDTHS.card, IMAGE_WIDTHS.card, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: QUALITY.card })
        .toBuffer(),
    );
  } catch {
    return false;
  }
  await storage.save(cardUrl.slice(UPLOADS_URL_PREFIX.length), card, 'image/webp');
  return true;
}
