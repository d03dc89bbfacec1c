import type { Database, DbOrTx } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import { createCategory, listCategories } from '#server/modules/cookbooks/categories.service';
import type { ImageStorage } from '#server/modules/images/storage';
import { createRecipe } from '#server/modules/recipes/recipe-write.service';
import { listUnits } from '#server/modules/units/units.service';
import type { ExtractedIngredient, ExtractedRecipe } from '#shared/import/extracted-recipe';
import {
  IMPORTED_CATEGORY,
  IMPORT_MESSAGES,
  type ImportResult,
} from '#shared/import/import.schemas';
import { toIngredientRow, unitMatcher } from '#shared/recipes/ingredient-unit';
import {
  DEFAULT_SERVINGS,
  RECIPE_LIMITS,
  recipeWriteSchema,
  type RecipeWriteInput,
} from '#shared/recipes/recipe-write.schemas';
import { setImportedFields } from './import.repository';

export type SaveTarget = {
  cookbookId: number;
  /** The user's choice; null: the source's category by name, else 'Imported'. */
  categoryId: number | null;
  imageUrl: string | null;
  sourceUrl: string | null;
};

/** Cuts a text to `max` characters at a word boundary where one is near, with an ellipsis. */
export function capText(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max - 1);
  // A cut right before a space ends on a whole word already.
  const space = /\s/.test(trimmed[max - 1]!) ? cut.length : cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function ingredientRow(line: ExtractedIngredient, unitIdOf: (unit: string) => number | undefined) {
  const row = toIngredientRow(line, unitIdOf);
  const fitsQuantity = row.quantity === null || row.quantity.length <= RECIPE_LIMITS.quantityMax;
  return {
    quantity: fitsQuantity ? row.quantity : null,
    unitId: fitsQuantity ? row.unitId : null,
    // A quantity too long for its field ('2 (14 oz) cans or 1 large jar') moves to the text.
    text: capText(fitsQuantity ? row.text : line.line, RECIPE_LIMITS.textMax),
  };
}

/** The source's title, capped; a source without a usable one still imports, to be renamed. */
function importedTitle(title: string) {
  const capped = capText(title, RECIPE_LIMITS.titleMax);
  return capped.length >= RECIPE_LIMITS.titleMin ? capped : UNTITLED;
}

const UNTITLED = 'Imported recipe';

/** The recipe form's body for an extracted recipe, capped to the form's limits. */
export function toRecipeWrite(
  extracted: ExtractedRecipe,
  refs: { cookbookId: number; categoryId: number; imageUrl: string | null },
  unitIdOf: (unit: string) => number | undefined,
): RecipeWriteInput {
  const ingredients = extracted.ingredients
    .map((line) => ingredientRow(line, unitIdOf))
    .filter((row) => row.text !== '')
    .slice(0, RECIPE_LIMITS.ingredientsMax);
  const directions = extracted.directions
    .map((text) => capText(text, RECIPE_LIMITS.textMax))
    .filter((text) => text !== '')
    .slice(0, RECIPE_LIMITS.directionsMax)
    .map((text, i) => ({ stepNumber: i + 1, text }));
  const servings = extracted.servings;
  return {
    recipe: {
      title: importedTitle(extracted.title),
      subtitle: extracted.subtitle ? capText(extracted.subtitle, RECIPE_LIMITS.subtitleMax) : null,
      servings:
        servings && servings >= 1
          ? Math.min(Math.round(servings), RECIPE_LIMITS.servingsMax)
          : DEFAULT_SERVINGS,
      ...refs,
    },
    ingredients,
    directions,
  };
}

/**
 * The category an import lands in: the user's choice, else the cookbook's category named like
 * the source's, else the cookbook's 'Imported' category, made on first use (the unique index
 * decides, so two imports at once make one).
 */
async function chooseCategory(
  tx: DbOrTx,
  user: CurrentUser,
  cookbookId: number,
  chosen: number | null,
  sourceCategory: string | null,
) {
  if (chosen !== null) return chosen;
  const categories = await listCategories(tx, user, cookbookId);
  const wanted = (sourceCategory ?? '').trim().toLowerCase();
  const match = wanted ? categories.find((c) => c.name.trim().toLowerCase() === wanted) : undefined;
  if (match) return match.id;
  const imported = categories.find((c) => c.name.toLowerCase() === IMPORTED_CATEGORY.toLowerCase());
  if (imported) return imported.id;
  try {
    return (await createCategory(tx, user, cookbookId, IMPORTED_CATEGORY)).id;
  } catch (error) {
    const existingId = error instanceof AppError ? error.details?.existingId : undefined;
    if (typeof existingId === 'number') return existingId;
    throw error;
  }
}

/**
 * Saves an extracted recipe through the recipe form's own write path, in one transaction with
 * the fields the form does not write (times, source address). Answers the new id and title.
 */
export async function saveImportedRecipe(
  db: Database,
  storage: ImageStorage,
  user: CurrentUser,
  extracted: ExtractedRecipe,
  target: SaveTarget,
): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const categoryId = await chooseCategory(
      tx,
      user,
      target.cookbookId,
      target.categoryId,
      extracted.category,
    );
    const unitIdOf = unitMatcher(await listUnits(tx));
    const input = toRecipeWrite(
      extracted,
      { cookbookId: target.cookbookId, categoryId, imageUrl: target.imageUrl },
      unitIdOf,
    );
    const parsed = recipeWriteSchema.safeParse(input);
    if (!parsed.success)
      throw new AppError('import_unreadable', 422, IMPORT_MESSAGES.nothingToSave);
    const created = await createRecipe(tx, storage, user, parsed.data, null);
    await setImportedFields(tx, created.body.id, {
      prepTime: minutes(extracted.prepTime),
      cookTime: minutes(extracted.cookTime),
      sourceUrl: target.sourceUrl,
    });
    return { id: created.body.id, title: parsed.data.recipe.title };
  });
}

/** Stored times are whole, non-negative minutes; unknown is 0, as the form's default. */
function minutes(value: number | null) {
  return value !== null && Number.isFinite(value) && value > 0
    ? Math.min(Math.round(value), 100_000)
    : 0;
}
