import { z } from 'zod';
import { safeText } from '../validation/text';

export const cookbookRoleSchema = z.object({
  cookbookId: z.number().int(),
  /** The cookbook's name, so a select of editable cookbooks (the recipe form) can label it. */
  name: z.string(),
  canEdit: z.boolean(),
  canView: z.boolean(),
  /**
   * Not switched off on the profile page (My Cookbooks). The server always sends it (absent
   * reads as active). The import pages offer only cookbooks that are editable and active; the
   * recipe form still edits recipes of inactive ones.
   */
  isActive: z.boolean().optional(),
});
export type CookbookRole = z.infer<typeof cookbookRoleSchema>;

export const COOKBOOK_MESSAGES = {
  validationTitle: 'Validation error',
  nameRequired: 'Cookbook name is required',
  defaultNotDeletable: 'A default family cookbook cannot be deleted',
} as const;

export const COOKBOOK_LIMITS = { name: 100, description: 1000 } as const;

/**
 * GET /api/cookbooks: the cookbooks the user may view (every cookbook for a super admin),
 * for the profile's My Cookbooks cards and the admin cookbook grid.
 */
export const cookbookSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isPublic: z.boolean(),
  /** The default cookbook of at least one family. */
  isDefaultFamilyCookbook: z.boolean(),
  /** How many recipes it holds: the delete confirmation says they go with it. */
  recipeCount: z.number().int(),
  createdAt: z.string(),
});
export type Cookbook = z.infer<typeof cookbookSchema>;

/** POST /api/cookbooks and PATCH /api/cookbooks/{id} (super admins). */
export const cookbookBodySchema = z
  .object({
    // A missing (or non-text) name gets the same message as an empty one.
    name: z.string({ error: COOKBOOK_MESSAGES.nameRequired }).pipe(
      safeText({
        label: 'Cookbook name',
        min: 1,
        max: COOKBOOK_LIMITS.name,
        tooShortMessage: COOKBOOK_MESSAGES.nameRequired,
      }),
    ),
    description: safeText({ label: 'Description', max: COOKBOOK_LIMITS.description })
      .nullable()
      .optional(),
    isPublic: z.boolean().default(false),
  })
  .strict();
export type CookbookBody = z.input<typeof cookbookBodySchema>;

/** DELETE /api/cookbooks/{id}: what went with it. */
export const cookbookDeleteResultSchema = z.object({
  deletedRecipes: z.number().int(),
  /** Meal plan entries and staged recipes that became placeholders (they keep their title). */
  plansTurnedPlaceholders: z.number().int(),
});
export type CookbookDeleteResult = z.infer<typeof cookbookDeleteResultSchema>;
