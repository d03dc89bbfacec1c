/**
 * Image bytes of the recipe grid's first screen (decision 013), with the large pictures the grid
 * loaded before card sizes existed and with the card-size pictures it loads now (what the
 * srcset offers at 1× and 2× on a desktop grid; a 3× phone may still take the large one).
 *
 *   npx tsx bench/grid-image-bytes.ts
 *
 * 1. The demo seed (in-memory PGlite, images in a temporary folder, through the pipeline):
 *    the first BENCH_CARDS recipes in the grid's order (by title).
 * 2. Uploaded photos: BENCH_CARDS photo-like 3000 × 2000 JPEGs through the same pipeline,
 *    the case families meet once they add their own pictures.
 * Options: BENCH_CARDS (default 24), BENCH_PHOTOS (default BENCH_CARDS; 0 skips part 2).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { wrapPglite } from '#server/db/client';
import { runMigrations } from '#server/db/migrate';
import { recipes } from '#server/db/schema';
import { seedDemoData } from '#server/db/seed/seed';
import { DEMO_COOKBOOKS } from '#server/db/seed/demo-data';
import { buildRecipeSvg } from '#server/db/seed/recipe-image-svg';
import { storeImageBytes } from '#server/modules/images/image-pipeline';
import { noisyPhotoJpeg } from '#server/test-support/image-corpus';
import { LocalImageStorage } from '#server/modules/images/storage';
import { cardImageUrl } from '#shared/images/images.schemas';

const CARDS = Number(process.env.BENCH_CARDS ?? 24);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? CARDS);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

type Totals = { count: number; large: number; card: number };

async function measure(storage: LocalImageStorage, urls: readonly string[]): Promise<Totals> {
  const totals = { count: 0, large: 0, card: 0 };
  for (const url of urls) {
    const large = await storage.read(url);
    const card = await storage.read(cardImageUrl(url) ?? '');
    if (!large || !card) throw new Error(`missing image files for ${url}`);
    totals.count++;
    totals.large += large.length;
    totals.card += card.length;
  }
  return totals;
}

async function seededGrid(dataDir: string): Promise<Totals> {
  const handle = wrapPglite(await PGlite.create());
  try {
    await runMigrations(handle);
    const storage = LocalImageStorage.forDataDir(path.join(dataDir, 'seed'));
    await seedDemoData(handle.db, storage);
    const firstScreen = await handle.db
      .select({ imageUrl: recipes.imageUrl })
      .from(recipes)
      .orderBy(asc(recipes.title))
      .limit(CARDS);
    return await measure(
      storage,
      firstScreen.flatMap((r) => (r.imageUrl ? [r.imageUrl] : [])),
    );
  } finally {
    await handle.close();
  }
}

/**
 * The same first screen as the seed stored it before decision 013 (one 800 × 600 WebP at quality
 * 75, which the grid loaded): the baseline the seeded large and card files compare with.
 */
async function seededGridBefore(): Promise<number> {
  const firstScreen = DEMO_COOKBOOKS.flatMap((c) => c.recipes)
    .sort((a, b) => a.title.localeCompare(b.title, 'en'))
    .slice(0, CARDS);
  let bytes = 0;
  for (const recipe of firstScreen) {
    const webp = await sharp(Buffer.from(buildRecipeSvg(recipe)))
      .webp({ quality: 75, effort: 3 })
      .toBuffer();
    bytes += webp.length;
  }
  return bytes;
}

async function uploadedPhotos(dataDir: string): Promise<Totals> {
  const storage = LocalImageStorage.forDataDir(path.join(dataDir, 'photos'));
  const urls: string[] = [];
  for (let i = 0; i < PHOTOS; i++) {
    urls.push(await storeImageBytes(storage, await noisyPhotoJpeg(3000, 2000)));
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  return measure(storage, urls);
}

function row(label: string, t: Totals) {
  const saved = 1 - t.card / t.large;
  console.log(
    `| ${label} | ${t.count} | ${kb(t.large)} | ${kb(t.card)} | ${(t.large / t.count / 1024).toFixed(0)} → ${(t.card / t.count / 1024).toFixed(0)} KB | ${(saved * 100).toFixed(0)} % |`,
  );
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fc-bench-grid-'));
  try {
    console.log('Seeding the demo data (images through the pipeline)…');
    const seeded = await seededGrid(dataDir);
    const seededBefore = await seededGridBefore();
    let photos: Totals | null = null;
    if (PHOTOS > 0) {
      console.log(`Storing ${PHOTOS} uploaded 3000 × 2000 photos…`);
      photos = await uploadedPhotos(dataDir);
    }
    console.log(
      '\n| first screen | images | with large images | with card images | per image | saved |',
    );
    console.log('|---|---|---|---|---|---|');
    row('demo seed illustrations', seeded);
    if (photos) row('uploaded photos', photos);
    console.log(
      `\nDemo seed before decision 013 (one 800 × 600 WebP per recipe, loaded by the grid): ` +
        `${kb(seededBefore)} for the same ${seeded.count} recipes; card size now: ${kb(seeded.card)}.`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
