import { z } from 'zod';
import { safeText } from '../validation/text';
import { MAX_ID } from '../validation/ids';

/** The import pages' messages (product rule: import-messages), shown exactly as written here. */
export const IMPORT_MESSAGES = {
  missingUrl: 'Missing URL',
  missingUrlDetail: 'Please enter a recipe URL to import.',
  missingText: 'Missing Recipe Text',
  missingCookbook: 'Missing Cookbook',
  imported: 'Recipe Imported',
  failed: 'Import Failed',
  failedFromUrl: 'Failed to import recipe. Please try again.',
  failedFromText: 'Failed to create recipe from text. Please try again.',
  noPermission: 'You do not have permission to import recipes.',
  onlyEditors: 'Only editors of this cookbook can import recipes into it',
  alreadyImported: 'This address was already imported into this cookbook',
  noRecipeOnPage:
    "No recipe found on that page. Copy the recipe's text and use Import From Text instead.",
  noRecipeInText: 'No recipe could be read from that text',
  tooLongToRead: 'This page took too long to read; try Import From Text',
  textTooLongToRead: 'This text took too long to read; try pasting only the recipe',
  nothingToSave: 'The recipe has no ingredients or no steps that could be read',
} as const;

/** The name of the category imports land in when the source's own does not exist. */
export const IMPORTED_CATEGORY = 'Imported';

export const IMPORT_LIMITS = { urlMax: 2000, textMax: 100_000 } as const;

const cookbookIdSchema = z
  .number({ error: IMPORT_MESSAGES.missingCookbook })
  .int(IMPORT_MESSAGES.missingCookbook)
  .min(1, IMPORT_MESSAGES.missingCookbook)
  .max(MAX_ID, IMPORT_MESSAGES.missingCookbook);

/** Optional in the spec (null): a chosen category of that cookbook wins over the source's. */
const categoryIdSchema = z
  .number()
  .int()
  .min(1)
  .max(MAX_ID)
  .nullable()
  .optional()
  .transform((value) => value ?? null);

const importOptions = {
  cookbookId: cookbookIdSchema,
  categoryId: categoryIdSchema,
  /** On by default (product rule: import-pages). */
  generateImage: z.boolean().optional().default(true),
};

/** POST /api/recipes/import. `force` imports an address this cookbook already has. */
export const importFromUrlBodySchema = z.object({
  url: safeText({
    min: 1,
    max: IMPORT_LIMITS.urlMax,
    label: 'A URL',
    tooShortMessage: IMPORT_MESSAGES.missingUrl,
  }),
  ...importOptions,
  force: z.boolean().optional().default(false),
});
export type ImportFromUrlBody = z.input<typeof importFromUrlBodySchema>;
export type ImportFromUrlRequest = z.output<typeof importFromUrlBodySchema>;

/** POST /api/recipes/import-from-text. */
export const importFromTextBodySchema = z.object({
  text: safeText({
    min: 1,
    max: IMPORT_LIMITS.textMax,
    label: 'A recipe text',
    tooShortMessage: IMPORT_MESSAGES.missingText,
  }),
  ...importOptions,
});
export type ImportFromTextBody = z.input<typeof importFromTextBodySchema>;
export type ImportFromTextRequest = z.output<typeof importFromTextBodySchema>;

export const importResultSchema = z.object({ id: z.number().int(), title: z.string() });
export type ImportResult = z.infer<typeof importResultSchema>;

/** The 409 answer of a repeated address: the client offers to open the existing recipe. */
export const ALREADY_IMPORTED_CODE = 'already_imported';
export const alreadyImportedSchema = z.object({
  code: z.literal(ALREADY_IMPORTED_CODE),
  message: z.string(),
  existingId: z.number().int(),
});
export type AlreadyImported = z.infer<typeof alreadyImportedSchema>;
