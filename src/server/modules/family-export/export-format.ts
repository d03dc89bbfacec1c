/**
 * The family export's format (docs/decisions/051-family-export.md), one definition for the
 * writer (family-export.service.ts) and our own reader (app-import/formats/family-cookbook.ts):
 *
 * - `recipes/<slug>-<id>.json`: a schema.org Recipe (JSON-LD) with our fields mapped, plus the
 *   key `familyCookbook` holding every field of ours exactly as we store it;
 * - `images/<file>`: each recipe's picture as we store it (WebP, named by its content hash);
 * - `family.json`: the family's notes, the exporting member's favourites, meal plans and
 *   pantry, referring to recipes by their id and file;
 * - `README.md`: the format for people and other apps.
 *
 * Pure: no database, no storage.
 */
import { z } from 'zod';
import { slugOf } from '#server/modules/app-import/formats/recipe-keys';

/** family.json's `format`: what tells our reader the zip is ours. */
export const FAMILY_EXPORT_FORMAT = 'family-cookbook-export';
/** Bumped when a reader of an older version could misread a newer file. */
export const FAMILY_EXPORT_VERSION = 1;
/** The key of our own fields inside each Recipe node. */
export const OWN_FIELDS_KEY = 'familyCookbook';

export const FAMILY_FILE = 'family.json';
export const README_FILE = 'README.md';
export const RECIPES_FOLDER = 'recipes';
export const IMAGES_FOLDER = 'images';

/** `recipes/apple-pie-12.json`: the title's slug (for people) and our id (unique). */
export function recipeFileName(id: number, title: string): string {
  const slug = slugOf(title).slice(0, 60).replace(/-+$/, '') || 'recipe';
  return `${RECIPES_FOLDER}/${slug}-${id}.json`;
}

/** `images/<name>.webp` for a stored image address ('/uploads/recipes/<name>.webp'). */
export function imageFileName(imageUrl: string): string {
  return `${IMAGES_FOLDER}/${imageUrl.slice(imageUrl.lastIndexOf('/') + 1)}`;
}

const ingredientSchema = z.object({
  position: z.number().int(),
  /** As written ('1 1/2', '2-3'); null for 'salt to taste'. */
  quantity: z.string().nullable(),
  /** Our unit's name ('cup', 'g'); null when none. */
  unit: z.string().nullable(),
  /** The rest of the row ('flour, sifted'), or a heading row's text ('For the sauce:'). */
  text: z.string(),
  /**
   * The row reads as a group heading ('For the sauce:'). Our recipes keep headings as rows of
   * their own, so this is for other readers: ours restores the row as it is.
   */
  isHeading: z.boolean(),
});
export type ExportIngredient = z.infer<typeof ingredientSchema>;

/** Our fields of one recipe, exactly as stored (the value of `familyCookbook`). */
export const ownRecipeFieldsSchema = z.object({
  version: z.number().int(),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  servings: z.number().int(),
  /** Minutes; 0: not given. */
  prepTime: z.number().int(),
  cookTime: z.number().int(),
  sourceUrl: z.string().nullable(),
  category: z.string(),
  cookbook: z.object({ id: z.number().int(), name: z.string(), isPublic: z.boolean() }),
  /** The image's file in the zip; null when the recipe has none (or it was not found). */
  image: z.string().nullable(),
  /** The address of a picture we do not store ourselves (none of our recipes have one today). */
  imageUrl: z.string().nullable(),
  /** Hidden from the exporting family (only exported when the member shows hidden recipes). */
  isHidden: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ingredients: z.array(ingredientSchema),
  directions: z.array(z.object({ stepNumber: z.number().int(), text: z.string() })),
});
export type OwnRecipeFields = z.infer<typeof ownRecipeFieldsSchema>;

const recipeRefSchema = z.object({ recipeId: z.number().int(), recipeFile: z.string() });

export const familyFileSchema = z.object({
  format: z.literal(FAMILY_EXPORT_FORMAT),
  version: z.number().int(),
  exportedAt: z.string(),
  exportedBy: z.string(),
  family: z.object({ id: z.number().int(), name: z.string() }),
  recipes: z.array(recipeRefSchema.extend({ title: z.string() })),
  /** Of the exported recipes, oldest first per recipe; author: the writer's name then. */
  notes: z.array(
    recipeRefSchema.extend({ text: z.string(), author: z.string(), createdAt: z.string() }),
  ),
  /** The exporting member's favourites among the exported recipes. */
  favorites: z.array(recipeRefSchema),
  mealPlans: z.array(
    z.object({
      /** YYYY-MM-DD. */
      date: z.string(),
      mealType: z.string(),
      plannedServings: z.number().int(),
      /** The planned recipe when it is in the export; null for a placeholder or another. */
      recipeId: z.number().int().nullable(),
      recipeFile: z.string().nullable(),
      /** What the plan shows: the recipe's or the placeholder's title. */
      title: z.string(),
      placeholder: z
        .object({
          title: z.string(),
          subtitle: z.string().optional(),
          servings: z.number().int().optional(),
        })
        .nullable(),
      cookedAt: z.string().nullable(),
    }),
  ),
  pantry: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().nullable(),
      unit: z.string().nullable(),
      bestBefore: z.string().nullable(),
      category: z.string(),
      isStaple: z.boolean(),
    }),
  ),
});
export type FamilyFile = z.infer<typeof familyFileSchema>;
