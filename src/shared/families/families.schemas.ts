import { z } from 'zod';

export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

export const familySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
});
export type Family = z.infer<typeof familySchema>;

export const membershipParamsSchema = z.object({ userId: idParam, familyId: idParam });

export const membershipStatusSchema = z.object({
  userId: z.number().int(),
  familyId: z.number().int(),
  isMember: z.boolean(),
  isAdmin: z.boolean(),
});
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;
