/**
 * One recipe of another app saved into a cookbook (docs/decisions/050-import-from-other-apps.md),
 * through the page import's own save (the recipe form's write path, capped to its limits):
 * - a recipe already imported from the same app (its source id), or with the same address and
 *   title, is skipped: importing a file twice adds nothing;
 * - its first category (else its first tag) becomes the recipe's category, made in the
 *   cookbook when missing; without any, the cookbook's 'Imported';
 * - its first picture that the image pipeline takes is stored; a bad picture never fails the
 *   recipe;
 * - its own notes become a family note;
 * - the app's source id is kept for the next import.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { directions, importedRecipeSources, ingredients, recipes } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { createCategory, listCategories } from '#server/modules/cookbooks/categories.service';
import { storeImageBytes, storeOwnImageBytes } from '#server/modules/images/image-pipeline';
import type { ImageStorage } from '#server/modules/images/storage';
import { capText, saveImportedRecipe } from '#server/modules/import/import-save';
import { normalizeSourceUrl } from '#server/modules/import/import.service';
import { addNote } from '#server/modules/notes/notes.service';
import type { ExtractedRecipe } from '#shared/import/extracted-recipe';
import { parseIngredientLine } from '#shared/recipes/ingredient-line';
import { CATEGORY_NAME_MAX } from '#shared/recipes/categories.schemas';
import { NOTE_MAX_LENGTH } from '#shared/notes/notes.schemas';
import type { AppFormat, AppRecipe } from './formats/app-export';

export type AppSaveDeps = {
  db: Database;
  storage: ImageStorage;
  /** Fetches a picture the export only names by address; absent: such pictures are left out. */
  fetchImage?: (url: string) => Promise<Buffer>;
};

export type AppSaveTarget = { cookbookId: number; familyId: number; format: AppFormat };

export type AppSaveOutcome =
  | { kind: 'imported'; recipeId: number; ingredients: number; steps: number; images: number }
  | { kind: 'skipped'; recipeId: number }
  | { kind: 'failed'; reason: string };

/** The recipe already here from the same app, or from the same address with the same title. */
async function findExisting(db: Database, recipe: AppRecipe, target: AppSaveTarget) {
  if (recipe.sourceId) {
    const [row] = await db
      .select({ id: importedRecipeSources.recipeId })
      .from(importedRecipeSources)
      .where(
        and(
          eq(importedRecipeSources.cookbookId, target.cookbookId),
          eq(importedRecipeSources.format, target.format),
          eq(importedRecipeSources.sourceId, recipe.sourceId),
        ),
      )
      .limit(1);
    if (row) return row.id;
  }
  if (!recipe.sourceUrl) return null;
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(
      and(
        eq(recipes.cookbookId, target.cookbookId),
        eq(recipes.sourceUrl, normalizeSourceUrl(recipe.sourceUrl)),
        sql`lower(${recipes.title}) = lower(${recipe.title.trim()})`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The cookbook's category named like the recipe's first, made when missing; null: none. */
async function categoryFor(db: Database, user: CurrentUser, cookbookId: number, names: string[]) {
  const name = names.map((n) => capText(n, CATEGORY_NAME_MAX)).find((n) => n !== '');
  if (!name) return null;
  const existing = (await listCategories(db, user, cookbookId)).find(
    (category) => category.name.trim().toLowerCase() === name.toLowerCase(),
  );
  if (existing) return existing.id;
  try {
    return (await createCategory(db, user, cookbookId, name)).id;
  } catch (error) {
    // Made meanwhile by another import: the unique index answers with its id.
    const existingId = error instanceof AppError ? error.details?.existingId : undefined;
    if (typeof existingId === 'number') return existingId;
    throw error;
  }
}

async function storeFirstPicture(
  deps: AppSaveDeps,
  recipe: AppRecipe,
  format: AppFormat,
): Promise<string | null> {
  // Our own export's pictures are our pipeline's files: kept byte for byte when they still are.
  const store = format === 'family-cookbook' ? storeOwnImageBytes : storeImageBytes;
  for (const image of recipe.images) {
    try {
      if (image.kind === 'bytes') return await store(deps.storage, image.bytes);
      if (deps.fetchImage)
        return await storeImageBytes(deps.storage, await deps.fetchImage(image.url));
    } catch {
      // Not a picture the pipeline takes (or the site refused): try the next, else none.
    }
  }
  return null;
}

export function toExtracted(recipe: AppRecipe): ExtractedRecipe {
  return {
    title: recipe.title,
    subtitle: recipe.description,
    servings: recipe.servings,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    totalTime: recipe.totalTime,
    imageUrls: [],
    category: null,
    ingredients: recipe.ingredients.flatMap((line) => {
      if (line.kind !== 'ingredient') return [];
      // Parts the export kept apart are saved as they are (our own export's round trip).
      if (line.parts) return [{ ...line.parts, line: line.line }];
      const parsed = parseIngredientLine(line.line);
      return parsed ? [parsed] : [];
    }),
    directions: recipe.directions,
  };
}

export async function saveAppRecipe(
  deps: AppSaveDeps,
  user: CurrentUser,
  recipe: AppRecipe,
  target: AppSaveTarget,
): Promise<AppSaveOutcome> {
  const existing = await findExisting(deps.db, recipe, target);
  if (existing !== null) return { kind: 'skipped', recipeId: existing };
  const extracted = toExtracted(recipe);
  if (extracted.ingredients.length === 0 || extracted.directions.length === 0) {
    return { kind: 'failed', reason: 'The recipe has no ingredients or no steps' };
  }
  const categoryId = await categoryFor(deps.db, user, target.cookbookId, recipe.categories);
  const imageUrl = await storeFirstPicture(deps, recipe, target.format);
  const sourceUrl = recipe.sourceUrl ? normalizeSourceUrl(recipe.sourceUrl) : null;
  let saved;
  try {
    saved = await saveImportedRecipe(deps.db, deps.storage, user, extracted, {
      cookbookId: target.cookbookId,
      categoryId,
      imageUrl,
      sourceUrl,
    });
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500)
      return { kind: 'failed', reason: error.message };
    throw error;
  }
  if (recipe.sourceId) {
    await deps.db
      .insert(importedRecipeSources)
      .values({
        recipeId: saved.id,
        cookbookId: target.cookbookId,
        format: target.format,
        sourceId: recipe.sourceId,
      })
      .onConflictDoNothing();
  }
  if (recipe.notes) await keepNotes(deps.db, user, saved.id, target.familyId, recipe.notes);
  return {
    kind: 'imported',
    recipeId: saved.id,
    ...(await savedCounts(deps.db, saved.id)),
    images: imageUrl ? 1 : 0,
  };
}

/** What was saved, after the form's caps: the report counts rows, not what the file said. */
async function savedCounts(db: Database, recipeId: number) {
  const [row] = await db
    .select({
      ingredients: sql<number>`(select count(*)::int from ${ingredients} where ${ingredients.recipeId} = ${recipeId})`,
      steps: sql<number>`(select count(*)::int from ${directions} where ${directions.recipeId} = ${recipeId})`,
    })
    .from(sql`(select 1) as one`);
  return { ingredients: Number(row?.ingredients ?? 0), steps: Number(row?.steps ?? 0) };
}

/**
 * The app's notes, as a family note by the importer. A cookbook the family does not see takes
 * no family note: the recipe is saved without it.
 */
async function keepNotes(
  db: Database,
  user: CurrentUser,
  recipeId: number,
  familyId: number,
  notes: string,
) {
  try {
    await addNote(db, user, { recipeId, familyId, text: capText(notes, NOTE_MAX_LENGTH) });
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
  }
}
