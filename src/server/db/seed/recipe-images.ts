import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import type { ImageStorage } from '#server/modules/images/storage';
import { buildRecipeSvg, type RecipeImageInput } from './recipe-image-svg';

export type { RecipeImageInput, RecipeLook } from './recipe-image-svg';

/** Rasterises the recipe's illustration to an 800x600 WebP. */
export async function renderRecipeImage(input: RecipeImageInput): Promise<Buffer> {
  return sharp(Buffer.from(buildRecipeSvg(input)))
    .webp({ quality: 75, effort: 3 })
    .toBuffer();
}

/**
 * Renders and stores one image per recipe; returns slug → public URL. The key carries a hash of
 * the bytes, so a URL never changes content (the uploads route lets browsers cache it for good)
 * and running this again writes the same files under the same names.
 */
export async function generateRecipeImages(
  storage: ImageStorage,
  recipes: readonly RecipeImageInput[],
): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  // sharp works on libuv's thread pool; one render per core keeps every core busy.
  await runLimited(recipes, Math.max(2, availableParallelism()), async (recipe) => {
    const data = await renderRecipeImage(recipe);
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 12);
    urls.set(
      recipe.slug,
      await storage.save(`recipes/${recipe.slug}-${hash}.webp`, data, 'image/webp'),
    );
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
