/**
 * What a reader of another app's export answers (docs/decisions/050-import-from-other-apps.md):
 * the recipes as that app held them, before they are matched to our units and categories and
 * saved. Every reader (one per format, ./readers.ts) is pure: files in, this out.
 */
import type { UploadFile } from '../archive/read-upload';

export const APP_FORMATS = [
  'paprika',
  'nextcloud',
  'tandoor',
  'mealie',
  'mealie-v0',
  'copymethat',
  'chowdown',
  'plantoeat',
  'myrecipebox',
  'family-cookbook',
  'schema-org',
] as const;
export type AppFormat = (typeof APP_FORMATS)[number];

/** A picture of a recipe: the bytes the export carries, or an address it names. */
export type AppImage = { kind: 'bytes'; bytes: Buffer } | { kind: 'url'; url: string };

export type AppRecipe = {
  /**
   * The app's own id of the recipe (Paprika's uid, Mealie's id, a file's path), so a second
   * import of the same file finds it; null where the export has none.
   */
  sourceId: string | null;
  title: string;
  /** The app's description or summary: our subtitle. */
  description: string | null;
  /** The first number of the app's yield; null when it has none. */
  servings: number | null;
  /** Minutes; null when unknown. */
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
  /** The page the recipe came from (http or https), null when none. */
  sourceUrl: string | null;
  /** The app's categories first, then its tags and keywords, as named there, without repeats. */
  categories: string[];
  /**
   * The ingredient lines in order as the app shows them ('2 cups flour, sifted'). A group
   * heading is its own entry, marked, so the count of ingredients leaves it out.
   */
  ingredients: AppIngredientLine[];
  /** One text per step, in order. */
  directions: string[];
  /** The app's own notes on the recipe, kept as a family note. */
  notes: string | null;
  /** Best first. */
  images: AppImage[];
};

export type AppIngredientLine =
  | {
      kind: 'ingredient';
      line: string;
      /**
       * The line's parts where the export holds them apart (our own export): saved as they
       * are instead of reading `line` again. `unit` is a unit's name.
       */
      parts?: { quantity: string | null; unit: string | null; text: string };
    }
  | { kind: 'heading'; text: string };

/** A planned meal of a Mealie backup. */
export type AppMealPlan = {
  /** YYYY-MM-DD. */
  date: string;
  /** The app's meal name ('breakfast', 'dinner', ...), null when none. */
  mealType: string | null;
  /** The planned recipe's sourceId; null for a note-only entry. */
  recipeSourceId: string | null;
  /** The entry's own title or note (a meal without a recipe). */
  title: string | null;
  /** The servings planned, where the export says (our own export); else the recipe's. */
  servings?: number;
  /** A placeholder's own subtitle and servings (our own export). */
  placeholder?: { subtitle?: string; servings?: number };
};

/**
 * What our own export carries beyond recipes and plans (docs/decisions/051-family-export.md):
 * the family's notes (each its own note), the exporting member's favourites and the recipes
 * the family had hidden, by the recipes' sourceIds.
 */
export type AppFamilyExtras = {
  notes: { recipeSourceId: string; text: string }[];
  favoriteSourceIds: string[];
  hiddenSourceIds: string[];
};

/** A recipe the reader found but could not read, with the reason. */
export type AppReadFailure = { title: string; reason: string };

export type AppExport = {
  format: AppFormat;
  recipes: AppRecipe[];
  mealPlans: AppMealPlan[];
  failed: AppReadFailure[];
  /** Our own export only. */
  family?: AppFamilyExtras;
};

/**
 * One format: `detect` says whether the upload's files are this format (cheaply, by names and
 * first bytes), `read` reads them all.
 */
export type AppFormatReader = {
  format: AppFormat;
  detect: (files: readonly UploadFile[]) => boolean;
  read: (files: readonly UploadFile[]) => AppExport;
};
