import { z } from 'zod';

export const cookbookRoleSchema = z.object({
  cookbookId: z.number().int(),
  /** The cookbook's name, so a select of editable cookbooks (the recipe form) can label it. */
  name: z.string(),
  canEdit: z.boolean(),
  canView: z.boolean(),
});
export type CookbookRole = z.infer<typeof cookbookRoleSchema>;
