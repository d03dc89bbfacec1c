import { z } from 'zod';
import { idSchema } from '../validation/ids';
import { safeText } from '../validation/text';

export const FAMILY_MESSAGES = {
  nameEmpty: 'Family name cannot be empty',
} as const;

export const FAMILY_NAME_MAX = 100;

/** A family's name: PATCH /api/families/{id}/name, POST and PATCH /api/admin/families. */
export const familyNameBodySchema = z
  .object({
    name: safeText({
      label: 'Family name',
      min: 1,
      max: FAMILY_NAME_MAX,
      tooShortMessage: FAMILY_MESSAGES.nameEmpty,
    }),
  })
  .strict();
export type FamilyNameBody = z.infer<typeof familyNameBodySchema>;

/** GET /api/admin/families */
export const adminFamilySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  defaultCookbookId: z.number().int().nullable(),
  defaultCookbookName: z.string().nullable(),
  memberCount: z.number().int(),
  cookbookCount: z.number().int(),
});
export type AdminFamily = z.infer<typeof adminFamilySchema>;

/** What creating or renaming a family answers with. */
export const familyWriteResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /**
   * A new family gets its own default cookbook ('<name> Cookbook'): a family always has one.
   * Null only for a family stored without one before that rule (no admin path leaves one so).
   */
  defaultCookbookId: z.number().int().nullable(),
});
export type FamilyWriteResult = z.infer<typeof familyWriteResultSchema>;

/** GET /api/families/{id}/members: the family's members, for its members. */
export const familyMemberSchema = z.object({
  /** The user's id. */
  id: z.number().int(),
  membershipId: z.number().int(),
  name: z.string(),
  email: z.string(),
  isFamilyAdmin: z.boolean(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** Why a family-cookbook link change is refused (409). */
export const FAMILY_COOKBOOK_MESSAGES = {
  publicCookbook: 'Public cookbooks are open to every family',
  alreadyLinked: 'This cookbook is already linked to this family',
  notLinked: 'This cookbook is not linked to this family',
  unlinkDefault: 'Choose another default cookbook first',
} as const;

/** GET /api/family-cookbooks */
export const familyCookbookLinkSchema = z.object({
  familyId: z.number().int(),
  cookbookId: z.number().int(),
  isDefault: z.boolean(),
});
export type FamilyCookbookLink = z.infer<typeof familyCookbookLinkSchema>;

/** POST and DELETE /api/family-cookbooks */
export const familyCookbookBodySchema = z
  .object({ familyId: idSchema, cookbookId: idSchema })
  .strict();
export type FamilyCookbookBody = z.infer<typeof familyCookbookBodySchema>;

/** PATCH /api/families/{id}/default-cookbook: the cookbook is linked first if it is not yet. */
export const defaultCookbookBodySchema = z.object({ cookbookId: idSchema }).strict();
export type DefaultCookbookBody = z.infer<typeof defaultCookbookBodySchema>;

/** What PATCH /api/families/{id}/default-cookbook answers: the family's default now. */
export const defaultCookbookResultSchema = z.object({
  familyId: z.number().int(),
  cookbookId: z.number().int(),
});
export type DefaultCookbookResult = z.infer<typeof defaultCookbookResultSchema>;
