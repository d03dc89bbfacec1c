import { availableParallelism } from 'node:os';
import { loadSharp } from '#server/modules/images/sharp-on-first-use';
import { storeImageBytes } from '#server/modules/images/image-pipeline';
import type { ImageStorage } from '#server/modules/images/storage';
import { buildRecipeSvg, IMAGE_WIDTH, type RecipeImageInput } from './recipe-image-svg';

export type { RecipeImageInput, RecipeLook } from './recipe-image-svg';

/**
 * The drawing is vector, so it is rendered larger than its 800 px design: 1200 px is sharp in
 * the recipe dialog (at most 768 CSS px wide) on most screens, while the grid gets the
 * pipeline's 600 px card as with an uploaded photo. The full 1600 px would make the first
 * start's seeding slower for little gain.
 */
const RENDER_WIDTH = 1200;
const RENDER_DENSITY = (72 * RENDER_WIDTH) / IMAGE_WIDTH;

/**
 * Rasterises the recipe's illustration (1200 × 900) to a PNG. Lossless on purpose: the image
 * pipeline's WebP encode is then the only lossy step, and the pipeline refuses SVG.
 */
export async function renderRecipeImage(input: RecipeImageInput): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(buildRecipeSvg(input)), { density: RENDER_DENSITY })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * Renders one image per recipe and stores it through the image pipeline (large and card size,
 * named by content hash); returns slug → public URL. Running this again writes the same files
 * under the same names.
 */
export async function generateRecipeImages(
  storage: ImageStorage,
  recipes: readonly RecipeImageInput[],
): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  // sharp works on libuv's thread pool; one render per core keeps every core busy (the
  // pipeline limits its own encodes).
  await runLimited(recipes, Math.max(2, availableParallelism()), async (recipe) => {
    urls.set(recipe.slug, await storeImageBytes(storage, await renderRecipeImage(recipe)));
  });
  return urls;
}

async function runLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
