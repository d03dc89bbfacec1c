import { z } from 'zod';
import { idParam } from '../families/families.schemas';
import { bodyId } from '../recipes/ids';

export const addFavoriteBodySchema = z.object({ recipeId: bodyId }).strict();
export type AddFavoriteBody = z.infer<typeof addFavoriteBodySchema>;

export const favoriteParamsSchema = z.object({ recipeId: idParam });

/** A favourite mark: 201 when POST made it, 200 when it was already there. */
export const favoriteSchema = z.object({
  recipeId: z.number().int(),
  createdAt: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;
