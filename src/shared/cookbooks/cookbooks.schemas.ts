import { z } from 'zod';

export const cookbookRoleSchema = z.object({
  cookbookId: z.number().int(),
  canEdit: z.boolean(),
  canView: z.boolean(),
});
export type CookbookRole = z.infer<typeof cookbookRoleSchema>;
