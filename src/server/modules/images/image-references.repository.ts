import { inArray, like, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { cookbooks, recipes } from '#server/db/schema';
import { UPLOADS_URL_PREFIX } from './storage';

/** The image URLs of recipes and cookbooks matching the conditions, without duplicates. */
async function selectImageUrls(
  db: Database,
  onRecipes: SQL | undefined,
  onCookbooks: SQL | undefined,
): Promise<string[]> {
  const rows = await db
    .select({ url: recipes.imageUrl })
    .from(recipes)
    .where(onRecipes)
    .union(db.select({ url: cookbooks.imageUrl }).from(cookbooks).where(onCookbooks));
  return rows.flatMap((r) => (r.url === null ? [] : [r.url]));
}

/** Every stored-image URL a recipe or a cookbook points at (outside addresses left out). */
export async function findReferencedImageUrls(db: Database): Promise<Set<string>> {
  const ours = `${UPLOADS_URL_PREFIX}%`;
  return new Set(
    await selectImageUrls(db, like(recipes.imageUrl, ours), like(cookbooks.imageUrl, ours)),
  );
}

/** Which of `urls` a recipe or a cookbook points at now. */
export async function findReferencedAmong(
  db: Database,
  urls: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  // In slices: a statement takes at most 65,535 parameters.
  for (let i = 0; i < urls.length; i += 1000) {
    const slice = urls.slice(i, i + 1000);
    const rows = await selectImageUrls(
      db,
      inArray(recipes.imageUrl, slice),
      inArray(cookbooks.imageUrl, slice),
    );
    for (const url of rows) found.add(url);
  }
  return found;
}
