import type { Database } from '#server/db/client';
import { CARD_SUFFIX, cardImageUrl } from '#shared/images/images.schemas';
import { storeCardVariant } from './image-pipeline';
import { findReferencedAmong, findReferencedImageUrls } from './image-references.repository';
import type { ImageStorage, StoredImage } from './storage';

/**
 * Stored images nobody uses any more: replaced on a recipe or cookbook, left by a deleted one,
 * or uploaded for a form that was never saved. They go once no recipe and no cookbook points
 * at them and they are older than a day, so a form still open with a fresh upload keeps it.
 * A picture uploaded again is written again (same name), which makes it young again.
 */
export const UNUSED_IMAGE_MIN_AGE_MS = 24 * 60 * 60 * 1000;

type Deps = { db: Database; storage: ImageStorage };
/** `signal`: stop between files (the server is shutting down). */
type PassOptions = { signal?: AbortSignal };

/** The large image a file belongs to: itself, or the image whose card variant it is. */
function ownerOf(url: string): string {
  return url.endsWith(CARD_SUFFIX) ? url.slice(0, -CARD_SUFFIX.length) + '.webp' : url;
}

/**
 * Removes unreferenced images older than `minAgeMs` with their card variants; returns the
 * URLs removed. An image and its card go together or not at all: a card is kept while its
 * large image is used or young.
 */
export async function removeUnusedImages(
  { db, storage }: Deps,
  {
    now = new Date(),
    minAgeMs = UNUSED_IMAGE_MIN_AGE_MS,
    signal,
  }: PassOptions & {
    now?: Date;
    minAgeMs?: number;
  } = {},
): Promise<string[]> {
  const referenced = await findReferencedImageUrls(db);
  const groups = new Map<string, StoredImage[]>();
  for (const image of await storage.list()) {
    const owner = ownerOf(image.url);
    groups.set(owner, [...(groups.get(owner) ?? []), image]);
  }
  const cutoff = now.getTime() - minAgeMs;
  const candidates = [...groups].filter(
    ([owner, files]) =>
      !referenced.has(owner) &&
      files.every((f) => !referenced.has(f.url) && f.modifiedAt.getTime() < cutoff),
  );
  // Asked again just before deleting: a recipe saved since the first query keeps its image.
  const since = await findReferencedAmong(
    db,
    candidates.flatMap(([owner, files]) => [owner, ...files.map((f) => f.url)]),
  );
  const removed: string[] = [];
  for (const [owner, files] of candidates) {
    if (signal?.aborted) break;
    if (since.has(owner) || files.some((f) => since.has(f.url))) continue;
    for (const file of files) {
      await storage.delete(file.url);
      removed.push(file.url);
    }
  }
  return removed;
}

/**
 * Writes the card variant of every referenced stored image that has none (data folders from
 * before card sizes, seeded or uploaded). Returns the large URLs it made cards for.
 */
export async function createMissingCardVariants(
  { db, storage }: Deps,
  { signal }: PassOptions = {},
): Promise<string[]> {
  const made: string[] = [];
  for (const url of await findReferencedImageUrls(db)) {
    if (signal?.aborted) break;
    const card = cardImageUrl(url);
    if (card === null || (await storage.has(card)) || !(await storage.has(url))) continue;
    if (await storeCardVariant(storage, url)) made.push(url);
  }
  return made;
}
