import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../i18n/locales';
import { MEASUREMENT_SYSTEMS } from '../measures/measurement-system';
import { idSchema } from '../validation/ids';

export const localeSchema = z.enum(SUPPORTED_LOCALES);
export const measurementSystemSchema = z.enum(MEASUREMENT_SYSTEMS);

export const userPreferencesSchema = z.object({
  preferredFamilyId: z.number().int().nullable(),
  showHiddenRecipes: z.boolean(),
  /** The chosen language; null follows the browser's. */
  language: localeSchema.nullable(),
  /** How amounts show: as the recipe wrote them, metric or US customary. */
  measurementSystem: measurementSystemSchema,
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

export const updatePreferencesBodySchema = z
  .object({
    preferredFamilyId: idSchema.nullable().optional(),
    showHiddenRecipes: z.boolean().optional(),
    language: localeSchema.nullable().optional(),
    measurementSystem: measurementSystemSchema.optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to update' });
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBodySchema>;

/** GET /api/user/active-cookbooks answers the ids; PUT saves the whole set at once. */
export const activeCookbookIdsSchema = z.array(z.number().int());
export const activeCookbooksBodySchema = z
  .object({ cookbookIds: z.array(idSchema).max(1000) })
  .strict();
export type ActiveCookbooksBody = z.infer<typeof activeCookbooksBodySchema>;
