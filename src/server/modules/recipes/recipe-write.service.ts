import { accessError, requireAccess } from '#server/access/require-access';
import type { Database, DbOrTx } from '#server/db/client';
import { AppError, badRequest } from '#server/lib/app-error';
import { createOnce, type Created, type IdempotencyKey } from '#server/lib/idempotency';
import type { CurrentUser } from '#server/modules/auth/sessions';
import type { ImageStorage } from '#server/modules/images/storage';
import { isCategoryOfCookbook } from '#server/modules/cookbooks/categories.service';
import { findUnknownUnitIds } from '#server/modules/units/units.service';
import {
  RECIPE_MESSAGES,
  type RecipeWrite,
  type RecipeWriteResult,
} from '#shared/recipes/recipe-write.schemas';
import {
  insertRecipe,
  lockRecipeForWrite,
  replaceRecipeLines,
  updateRecipeRow,
} from './recipe-write.repository';

export const FOREIGN_IMAGE_MESSAGE = 'Please use an uploaded or generated image';
export const FOREIGN_CATEGORY_MESSAGE = 'The category does not belong to the chosen cookbook';
export const UNKNOWN_UNIT_MESSAGE = 'Unknown unit';
export const VERSION_REQUIRED_MESSAGE =
  'Send the updatedAt of the recipe you edited in an If-Match header';

type ExistingRecipe = NonNullable<Awaited<ReturnType<typeof lockRecipeForWrite>>>;

function toResult(row: { id: number; updatedAt: Date }): RecipeWriteResult {
  return { id: row.id, updatedAt: row.updatedAt.toISOString() };
}

/**
 * The body's references, checked against the database: the category belongs to the chosen
 * cookbook, every unit exists, and the image is one of ours (or the one the recipe already
 * has). Each failure is a 400 naming the field, before anything is written.
 */
async function assertReferencesValid(
  tx: DbOrTx,
  storage: ImageStorage,
  body: RecipeWrite,
  existing: ExistingRecipe | null,
) {
  const { cookbookId, categoryId, imageUrl } = body.recipe;
  if (!(await isCategoryOfCookbook(tx, categoryId, cookbookId))) {
    throw badRequest('foreign_category', FOREIGN_CATEGORY_MESSAGE, {
      fieldErrors: { 'recipe.categoryId': RECIPE_MESSAGES.category },
    });
  }
  const unknown = new Set(
    await findUnknownUnitIds(
      tx,
      body.ingredients.flatMap((line) => (line.unitId === null ? [] : [line.unitId])),
    ),
  );
  if (unknown.size > 0) {
    const fieldErrors: Record<string, string> = {};
    body.ingredients.forEach((line, i) => {
      if (line.unitId !== null && unknown.has(line.unitId)) {
        fieldErrors[`ingredients.${i}.unitId`] = UNKNOWN_UNIT_MESSAGE;
      }
    });
    throw badRequest('unknown_unit', UNKNOWN_UNIT_MESSAGE, { fieldErrors });
  }
  // Only addresses our storage holds: no outside images, no paths out of the uploads folder.
  // Keeping the image an edited recipe already has is fine even if it is not (any more).
  const keepsImage = existing !== null && imageUrl === existing.imageUrl;
  if (imageUrl !== null && !keepsImage && !(await storage.has(imageUrl))) {
    throw badRequest('foreign_image', FOREIGN_IMAGE_MESSAGE, {
      fieldErrors: { 'recipe.imageUrl': FOREIGN_IMAGE_MESSAGE },
    });
  }
}

/**
 * Creates a recipe in a cookbook the user edits (editor of it, of all cookbooks, or super
 * admin) with its ingredients and directions, in one transaction. With an Idempotency-Key a
 * repeat (a double click) answers the first recipe instead of creating another (decision 010).
 */
export async function createRecipe(
  db: Database,
  storage: ImageStorage,
  user: CurrentUser,
  body: RecipeWrite,
  idempotency: IdempotencyKey | null,
): Promise<Created<RecipeWriteResult>> {
  return createOnce(db, idempotency, 201, (handle) =>
    // A savepoint inside createOnce's transaction, or the transaction itself without a key.
    handle.transaction(async (tx) => {
      await requireAccess(tx, user, 'cookbook.addRecipe', [body.recipe.cookbookId]);
      await assertReferencesValid(tx, storage, body, null);
      const row = await insertRecipe(tx, body, user.id);
      await replaceRecipeLines(tx, row.id, body);
      return toResult(row);
    }),
  );
}

/** The version an If-Match header names ('"2026-11-23T17:49:19.123Z"'), null without one. */
export function parseVersionTag(ifMatch: string | undefined): Date | null | 'unreadable' {
  if (ifMatch === undefined || ifMatch.trim() === '') return null;
  const tag = ifMatch.trim().replace(/^W\//, '');
  const match = /^"([^"]*)"$/.exec(tag);
  const time = match ? Date.parse(match[1]!) : Number.NaN;
  return Number.isNaN(time) ? 'unreadable' : new Date(time);
}

/**
 * Overwrites a recipe the user edits, if it is still the version they loaded (If-Match):
 * otherwise 409 with the current version, nothing changed. Moving it to another cookbook
 * needs edit rights on that one too. Ingredients and directions are replaced as sent.
 */
export async function updateRecipe(
  db: Database,
  storage: ImageStorage,
  user: CurrentUser,
  recipeId: number,
  ifMatch: string | undefined,
  body: RecipeWrite,
): Promise<RecipeWriteResult> {
  return db.transaction(async (tx) => {
    // Locked before the check, so the recipe cannot move to another cookbook in between.
    const existing = await lockRecipeForWrite(tx, recipeId);
    if (!existing) throw accessError('recipe.read');
    await requireAccess(tx, user, 'recipe.edit', [recipeId]);
    const loaded = parseVersionTag(ifMatch);
    if (loaded === null) {
      throw new AppError('precondition_required', 428, VERSION_REQUIRED_MESSAGE);
    }
    if (loaded === 'unreadable' || loaded.getTime() !== existing.version.getTime()) {
      throw new AppError('recipe_conflict', 409, RECIPE_MESSAGES.conflict, {
        updatedAt: existing.version.toISOString(),
      });
    }
    if (body.recipe.cookbookId !== existing.cookbookId) {
      await requireAccess(tx, user, 'cookbook.addRecipe', [body.recipe.cookbookId]);
    }
    await assertReferencesValid(tx, storage, body, existing);
    const row = await updateRecipeRow(tx, recipeId, body);
    await replaceRecipeLines(tx, recipeId, body);
    return toResult(row);
  });
}
