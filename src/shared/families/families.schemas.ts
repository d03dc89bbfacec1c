import { z } from 'zod';
import { idParamSchema } from '../validation/ids';

/** @deprecated The one id schema lives in validation/ids: use idParamSchema. */
export const idParam = idParamSchema;

export const familySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
});
export type Family = z.infer<typeof familySchema>;

/** A family named in the path: /api/families/{id}/…, /api/admin/families/{id}. */
export const familyIdParamsSchema = z.object({ id: idParamSchema });

export const membershipParamsSchema = z.object({
  userId: idParamSchema,
  familyId: idParamSchema,
});

export const membershipStatusSchema = z.object({
  userId: z.number().int(),
  familyId: z.number().int(),
  isMember: z.boolean(),
  isAdmin: z.boolean(),
});
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;

/** What renaming a family from its profile answers: PATCH /api/families/{id}/name. */
export const renamedFamilySchema = z.object({ id: z.number().int(), name: z.string() });
export type RenamedFamily = z.infer<typeof renamedFamilySchema>;
