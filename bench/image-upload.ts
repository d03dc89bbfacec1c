/**
 * Upload-and-re-encode of a 12-megapixel photo (decision 013): a 4000 × 3000 JPEG, generated with
 * colour, texture and sensor-like noise so its size is a camera's, through the image pipeline
 * (checks, EXIF orientation, WebP in 1600 px and 600 px, content-hash names, written to a
 * temporary folder), and again through POST /api/upload/image over app.inject.
 *
 *   npx tsx bench/image-upload.ts
 *
 * Prints milliseconds per run (the first run warms sharp up), bytes in and bytes out.
 * Options: BENCH_RUNS (default 5), BENCH_WIDTH / BENCH_HEIGHT (default 4000 × 3000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import sharp from 'sharp';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { wrapPglite } from '#server/db/client';
import { runMigrations } from '#server/db/migrate';
import { encodeImage, storeImageBytes } from '#server/modules/images/image-pipeline';
import { noisyPhotoJpeg } from '#server/test-support/image-corpus';
import { imageUpload } from '#server/test-support/multipart-body';
import { LocalImageStorage } from '#server/modules/images/storage';
import { createUser, signInAs } from '#server/test-support/factories';
import { cardImageUrl } from '#shared/images/images.schemas';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WIDTH = Number(process.env.BENCH_WIDTH ?? 4000);
const HEIGHT = Number(process.env.BENCH_HEIGHT ?? 3000);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function time<T>(task: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await task();
  return [result, performance.now() - start];
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fc-bench-upload-'));
  try {
    console.log(`Generating a ${WIDTH} × ${HEIGHT} photo-like JPEG…`);
    const photo = await noisyPhotoJpeg(WIDTH, HEIGHT);
    const meta = await sharp(photo).metadata();
    console.log(`input: ${meta.width} × ${meta.height} ${meta.format}, ${kb(photo.length)}\n`);

    const storage = LocalImageStorage.forDataDir(dataDir);
    const pipelineMs: number[] = [];
    let url = '';
    for (let run = 1; run <= RUNS; run++) {
      const [stored, ms] = await time(() => storeImageBytes(storage, photo));
      url = stored;
      pipelineMs.push(ms);
      console.log(`pipeline run ${run}: ${ms.toFixed(0)} ms`);
    }
    const large = (await storage.read(url))!;
    const card = (await storage.read(cardImageUrl(url)!))!;
    const [largeMeta, cardMeta] = await Promise.all([
      sharp(large).metadata(),
      sharp(card).metadata(),
    ]);
    // Two uploads at once: the encode slots let both run, each on its own thread.
    const [, pairMs] = await time(() => Promise.all([encodeImage(photo), encodeImage(photo)]));

    const httpMs = await timeUploadRoute(photo);

    console.log('\n| measure | value |\n|---|---|');
    console.log(
      `| bytes in (JPEG ${meta.width} × ${meta.height}) | ${photo.length} (${kb(photo.length)}) |`,
    );
    console.log(
      `| large out (WebP ${largeMeta.width} × ${largeMeta.height}) | ${large.length} (${kb(large.length)}) |`,
    );
    console.log(
      `| card out (WebP ${cardMeta.width} × ${cardMeta.height}) | ${card.length} (${kb(card.length)}) |`,
    );
    console.log(`| pipeline, first run | ${pipelineMs[0]!.toFixed(0)} ms |`);
    console.log(`| pipeline, median of ${RUNS} | ${median(pipelineMs).toFixed(0)} ms |`);
    console.log(`| two encodes at once | ${pairMs.toFixed(0)} ms |`);
    console.log(
      `| POST /api/upload/image (app.inject), median of ${httpMs.length} | ${median(httpMs).toFixed(0)} ms |`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The whole route: session, multipart parsing with the size limit, pipeline, storage. */
async function timeUploadRoute(photo: Buffer): Promise<number[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fc-bench-upload-route-'));
  const handle = wrapPglite(await PGlite.create());
  await runMigrations(handle);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db: handle.db });
  try {
    const admin = await createUser(handle.db, { superAdmin: true });
    const { cookie } = await signInAs(handle.db, admin.id);
    const body = imageUpload(photo);
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const [res, ms] = await time(() =>
        app.inject({
          method: 'POST',
          url: '/api/upload/image',
          headers: { ...body.headers, cookie, origin: config.publicUrl.origin },
          payload: body.payload,
        }),
      );
      if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
      runs.push(ms);
    }
    return runs;
  } finally {
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
