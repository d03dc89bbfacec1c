import { z } from 'zod';
import { idParamSchema, idSchema } from '../validation/ids';

export const addFavoriteBodySchema = z.object({ recipeId: idSchema }).strict();
export type AddFavoriteBody = z.infer<typeof addFavoriteBodySchema>;

export const favoriteParamsSchema = z.object({ recipeId: idParamSchema });

/** A favourite mark: 201 when POST made it, 200 when it was already there. */
export const favoriteSchema = z.object({
  recipeId: z.number().int(),
  createdAt: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;
