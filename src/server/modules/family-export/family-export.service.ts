/**
 * A family's recipes as a zip (docs/decisions/051-family-export.md): one schema.org Recipe
 * JSON-LD file per recipe the member sees in the family, the pictures, family.json (notes,
 * the member's favourites, meal plans, pantry) and a README. Streamed: the zip names its
 * entries up front from the recipe list (ids, titles, picture addresses) and reads each
 * entry's content only when the download reaches it (yazl pulls lazily and waits for the
 * client), a page of recipes or one picture at a time, so memory stays bounded however large
 * the family's cookbooks are.
 */
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { requireAccess } from '#server/access/require-access';
import type { Database } from '#server/db/client';
import type { CurrentUser } from '#server/modules/auth/sessions';
import type { ImageStorage } from '#server/modules/images/storage';
import { slugOf } from '#server/modules/app-import/formats/recipe-keys';
import {
  FAMILY_EXPORT_FORMAT,
  FAMILY_EXPORT_VERSION,
  FAMILY_FILE,
  imageFileName,
  README_FILE,
  recipeFileName,
  type FamilyFile,
  type OwnRecipeFields,
} from './export-format';
import { EXPORT_README } from './export-readme';
import {
  findDirectionRows,
  findExportedRecipeList,
  findFamilyMealPlans,
  findFamilyName,
  findFamilyNotes,
  findFamilyPantry,
  findIngredientRows,
  findRecipeRows,
  findUserFavoriteIds,
  findUserName,
} from './family-export.repository';
import { isHeadingRow, toRecipeJsonLd } from './recipe-json-ld';

export type ExportDeps = { db: Database; storage: ImageStorage };

/** Recipes read from the database at once: one page's rows are all the export holds. */
const RECIPE_PAGE = 50;

export type FamilyExport = { fileName: string; zip: Readable };

type ListedRecipe = { id: number; title: string; file: string; image: string | null };

/** `family-cookbook-the-garcias-2026-11-28.zip`. */
export function exportFileName(familyName: string, familyId: number, now: Date): string {
  const slug = slugOf(familyName)
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `family-cookbook-${slug || `family-${familyId}`}-${now.toISOString().slice(0, 10)}.zip`;
}

/** A lazily read entry's content as the stream yazl pulls. */
function lazy(read: () => Promise<Buffer>) {
  return (callback: (error: Error | null, stream: Readable) => void) => {
    read().then(
      (bytes) => callback(null, Readable.from([bytes])),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), Readable.from([])),
    );
  };
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/**
 * Loads recipes a page at a time, in the order the zip asks for them (the list's order); the
 * previous page is dropped when the next is read.
 */
function recipePages(deps: ExportDeps, familyId: number, list: readonly ListedRecipe[]) {
  let page = -1;
  let loaded = new Map<number, OwnRecipeFields>();
  const imageOf = new Map(list.map((recipe) => [recipe.id, recipe.image]));
  return async (index: number): Promise<OwnRecipeFields> => {
    const wanted = Math.floor(index / RECIPE_PAGE);
    if (wanted !== page) {
      const ids = list.slice(wanted * RECIPE_PAGE, (wanted + 1) * RECIPE_PAGE).map((r) => r.id);
      loaded = await loadRecipes(deps.db, familyId, ids, imageOf);
      page = wanted;
    }
    const recipe = loaded.get(list[index]!.id);
    if (!recipe) throw new Error(`Recipe ${list[index]!.id} is gone`);
    return recipe;
  };
}

async function loadRecipes(
  db: Database,
  familyId: number,
  ids: readonly number[],
  imageOf: ReadonlyMap<number, string | null>,
) {
  const [rows, ingredientRows, directionRows] = await Promise.all([
    findRecipeRows(db, familyId, ids),
    findIngredientRows(db, ids),
    findDirectionRows(db, ids),
  ]);
  const recipes = new Map<number, OwnRecipeFields>();
  for (const row of rows) {
    const image = imageOf.get(row.id) ?? null;
    recipes.set(row.id, {
      version: FAMILY_EXPORT_VERSION,
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      servings: row.servings,
      prepTime: row.prepTime,
      cookTime: row.cookTime,
      sourceUrl: row.sourceUrl,
      category: row.category,
      cookbook: { id: row.cookbookId, name: row.cookbookName, isPublic: row.cookbookIsPublic },
      image,
      imageUrl: row.imageUrl && !row.imageUrl.startsWith('/') ? row.imageUrl : null,
      isHidden: row.isHidden,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      ingredients: [],
      directions: [],
    });
  }
  for (const { recipeId, ...row } of ingredientRows) {
    recipes.get(recipeId)?.ingredients.push({ ...row, isHeading: isHeadingRow(row) });
  }
  for (const { recipeId, ...row } of directionRows) recipes.get(recipeId)?.directions.push(row);
  return recipes;
}

/** family.json: notes, the member's favourites, meal plans and pantry. */
async function familyFile(
  deps: ExportDeps,
  user: CurrentUser,
  familyId: number,
  familyName: string,
  list: readonly ListedRecipe[],
  now: Date,
): Promise<FamilyFile> {
  const files = new Map(list.map((recipe) => [recipe.id, recipe.file]));
  const ref = (recipeId: number) => ({ recipeId, recipeFile: files.get(recipeId)! });
  const [exportedBy, notes, favoriteIds, plans, pantry] = await Promise.all([
    findUserName(deps.db, user.id),
    findFamilyNotes(deps.db, familyId, user.id),
    findUserFavoriteIds(deps.db, user.id),
    findFamilyMealPlans(deps.db, familyId),
    findFamilyPantry(deps.db, familyId),
  ]);
  return {
    format: FAMILY_EXPORT_FORMAT,
    version: FAMILY_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    exportedBy,
    family: { id: familyId, name: familyName },
    recipes: list.map((recipe) => ({ ...ref(recipe.id), title: recipe.title })),
    notes: notes.map((note) => ({
      ...ref(note.recipeId),
      text: note.text,
      author: note.author,
      createdAt: note.createdAt.toISOString(),
    })),
    favorites: favoriteIds.filter((id) => files.has(id)).map(ref),
    mealPlans: plans.map((plan) => {
      const isExported = plan.recipeId !== null && files.has(plan.recipeId);
      return {
        date: plan.date.slice(0, 10),
        mealType: plan.mealType,
        plannedServings: plan.plannedServings,
        recipeId: isExported ? plan.recipeId : null,
        recipeFile: isExported ? files.get(plan.recipeId!)! : null,
        title: plan.recipeTitle ?? plan.placeholderData?.title ?? '',
        placeholder: plan.placeholderData ?? null,
        cookedAt: plan.cookedAt?.toISOString() ?? null,
      };
    }),
    pantry,
  };
}

/**
 * The export of the family for a member of it (404 for anyone else). The zip is built as the
 * client reads it; an error halfway ends the download broken rather than answering an error.
 */
export async function exportFamily(
  deps: ExportDeps,
  user: CurrentUser,
  familyId: number,
  now = new Date(),
): Promise<FamilyExport> {
  await requireAccess(deps.db, user, 'family.member', [familyId]);
  const familyName = (await findFamilyName(deps.db, familyId)) ?? '';
  const rows = await findExportedRecipeList(deps.db, familyId, user.id);
  // Pictures we hold, each once (recipes may share one); the rest are left out.
  const images = new Map<string, string>();
  for (const row of rows) {
    if (row.imageUrl?.startsWith('/') && !images.has(row.imageUrl)) {
      if (await deps.storage.has(row.imageUrl))
        images.set(row.imageUrl, imageFileName(row.imageUrl));
    }
  }
  const list: ListedRecipe[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    file: recipeFileName(row.id, row.title),
    image: (row.imageUrl && images.get(row.imageUrl)) ?? null,
  }));

  const zip = new ZipFile();
  const mtime = now;
  zip.addBuffer(Buffer.from(EXPORT_README, 'utf8'), README_FILE, { mtime });
  zip.addReadStreamLazy(
    FAMILY_FILE,
    { mtime },
    lazy(async () => json(await familyFile(deps, user, familyId, familyName, list, now))),
  );
  const recipeAt = recipePages(deps, familyId, list);
  list.forEach((recipe, index) => {
    zip.addReadStreamLazy(
      recipe.file,
      { mtime },
      lazy(async () => json(toRecipeJsonLd(await recipeAt(index)))),
    );
  });
  for (const [url, file] of images) {
    // WebP is compressed already: stored as it is.
    zip.addReadStreamLazy(
      file,
      { mtime, compress: false },
      lazy(async () => (await deps.storage.read(url)) ?? Buffer.alloc(0)),
    );
  }
  // yazl's output is a PassThrough; an entry that fails to read ends the download broken.
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  zip.end();
  return { fileName: exportFileName(familyName, familyId, now), zip: output };
}
