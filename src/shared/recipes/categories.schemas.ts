import { z } from 'zod';
import { safeText } from '../validation/text';
import { idParamSchema } from '../validation/ids';

export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_MESSAGES = {
  nameRequired: 'Category name is required',
  /** 409, with the existing category's id in `existingId`. */
  duplicate: 'A category with this name already exists in this cookbook',
} as const;

export const cookbookIdParamsSchema = z.object({ id: idParamSchema });

export const categorySchema = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const createCategorySchema = z.object({
  name: safeText({
    min: 1,
    max: CATEGORY_NAME_MAX,
    label: 'A category name',
    tooShortMessage: CATEGORY_MESSAGES.nameRequired,
  }),
});
export type CreateCategoryInput = z.input<typeof createCategorySchema>;

export const unitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string().nullable(),
});
export type Unit = z.infer<typeof unitSchema>;

/** GET /api/families/{id}/default-cookbook: null when the family has none. */
export const defaultCookbookSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .nullable();
export type DefaultCookbook = z.infer<typeof defaultCookbookSchema>;
