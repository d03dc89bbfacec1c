/**
 * Our own family export (docs/decisions/051-family-export.md): `family.json` marked
 * "family-cookbook-export", a schema.org Recipe file per recipe whose `familyCookbook` key holds
 * our fields exactly, the pictures under `images/`. Read field by field from those fields (not
 * from the schema.org ones, which round and join), so an export imported into another family
 * gives the same recipes: ingredient rows with their quantity, unit and text as stored, steps,
 * servings, times, source, category, the picture's bytes; the family's notes, the exporting
 * member's favourites, hidden marks and meal plans come along for the import to restore.
 *
 * sourceId: `family-<family id>/recipe-<recipe id>`, so importing the same export twice adds
 * nothing. Tried before schema.org, whose files these also are.
 */
import {
  FAMILY_EXPORT_FORMAT,
  FAMILY_FILE,
  familyFileSchema,
  RECIPES_FOLDER,
  type FamilyFile,
  type OwnRecipeFields,
} from '#server/modules/family-export/export-format';
import { ingredientLine, ownFieldsOf } from '#server/modules/family-export/recipe-json-ld';
import type { UploadFile } from '../archive/read-upload';
import type {
  AppExport,
  AppFormatReader,
  AppMealPlan,
  AppReadFailure,
  AppRecipe,
} from './app-export';
import { baseName, fileAt, folderOf, jsonOf } from './reader-helpers';

const MARKER = Buffer.from(`"${FAMILY_EXPORT_FORMAT}"`);

/** The export's family.json (at the top, or in the one folder the zip was made of). */
function familyFileOf(files: readonly UploadFile[]): UploadFile | undefined {
  return files.find(
    (file) =>
      baseName(file.path) === FAMILY_FILE &&
      folderOf(file.path).split('/').length <= 1 &&
      file.bytes.includes(MARKER),
  );
}

function toRecipe(
  own: OwnRecipeFields,
  sourceId: string,
  files: readonly UploadFile[],
  root: string,
): AppRecipe {
  const image = own.image ? fileAt(files, root, own.image) : undefined;
  return {
    sourceId,
    title: own.title,
    description: own.subtitle,
    servings: own.servings,
    prepTime: own.prepTime,
    cookTime: own.cookTime,
    totalTime: null,
    sourceUrl: own.sourceUrl,
    categories: [own.category],
    ingredients: own.ingredients.map((row) => ({
      kind: 'ingredient' as const,
      line: ingredientLine(row),
      parts: { quantity: row.quantity, unit: row.unit, text: row.text },
    })),
    directions: own.directions.map((step) => step.text),
    // The family's notes are in family.json, each its own note.
    notes: null,
    images: image
      ? [{ kind: 'bytes', bytes: image.bytes }]
      : own.imageUrl
        ? [{ kind: 'url', url: own.imageUrl }]
        : [],
  };
}

function toMealPlan(plan: FamilyFile['mealPlans'][number], sourceIdOf: (id: number) => string) {
  const mealPlan: AppMealPlan = {
    date: plan.date,
    mealType: plan.mealType,
    recipeSourceId: plan.recipeId === null ? null : sourceIdOf(plan.recipeId),
    title: plan.recipeId === null ? plan.title || null : null,
    servings: plan.plannedServings,
  };
  if (plan.placeholder) {
    const { subtitle, servings } = plan.placeholder;
    mealPlan.placeholder = {
      ...(subtitle !== undefined ? { subtitle } : {}),
      ...(servings !== undefined ? { servings } : {}),
    };
  }
  return mealPlan;
}

function read(files: readonly UploadFile[]): AppExport {
  const familyUpload = familyFileOf(files)!;
  const root = folderOf(familyUpload.path);
  const parsed = familyFileSchema.safeParse(jsonOf(familyUpload));
  if (!parsed.success) {
    return {
      format: 'family-cookbook',
      recipes: [],
      mealPlans: [],
      failed: [{ title: FAMILY_FILE, reason: 'family.json is not one we can read' }],
    };
  }
  const family = parsed.data;
  const sourceIdOf = (id: number) => `family-${family.family.id}/recipe-${id}`;
  const recipes: AppRecipe[] = [];
  const failed: AppReadFailure[] = [];
  const hidden: string[] = [];
  for (const listed of family.recipes) {
    const file = listed.recipeFile.startsWith(`${RECIPES_FOLDER}/`)
      ? fileAt(files, root, listed.recipeFile)
      : undefined;
    const own = file ? ownFieldsOf(jsonOf(file)) : null;
    if (!own) {
      failed.push({ title: listed.title, reason: 'Its recipe file is missing or unreadable' });
      continue;
    }
    recipes.push(toRecipe(own, sourceIdOf(own.id), files, root));
    if (own.isHidden) hidden.push(sourceIdOf(own.id));
  }
  return {
    format: 'family-cookbook',
    recipes,
    mealPlans: family.mealPlans.map((plan) => toMealPlan(plan, sourceIdOf)),
    failed,
    family: {
      notes: family.notes.map((note) => ({
        recipeSourceId: sourceIdOf(note.recipeId),
        text: note.text,
      })),
      favoriteSourceIds: family.favorites.map((favorite) => sourceIdOf(favorite.recipeId)),
      hiddenSourceIds: hidden,
    },
  };
}

export const familyCookbookReader: AppFormatReader = {
  format: 'family-cookbook',
  detect: (files) => familyFileOf(files) !== undefined,
  read,
};
