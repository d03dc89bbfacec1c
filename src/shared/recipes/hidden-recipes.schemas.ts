import { z } from 'zod';
import { idParamSchema, idSchema } from '../validation/ids';

export const hideRecipeBodySchema = z.object({ recipeId: idSchema, familyId: idSchema }).strict();
export type HideRecipeBody = z.infer<typeof hideRecipeBodySchema>;

export const hiddenRecipeParamsSchema = z.object({
  recipeId: idParamSchema,
  familyId: idParamSchema,
});

/** A hidden mark: 201 when POST made it, 200 when it was already there. */
export const hiddenRecipeSchema = z.object({
  recipeId: z.number().int(),
  familyId: z.number().int(),
  hiddenBy: z.number().int().nullable(),
  createdAt: z.string(),
});
export type HiddenRecipe = z.infer<typeof hiddenRecipeSchema>;
