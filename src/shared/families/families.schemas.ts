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
