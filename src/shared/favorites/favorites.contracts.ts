import { z } from 'zod';
import { defineContract } from '../api/contract';
import { recipeSummarySchema } from '../recipes/recipes.schemas';
import { addFavoriteBodySchema, favoriteParamsSchema, favoriteSchema } from './favorites.schemas';

/** The signed-in user's own favourite recipes. */
export const favoritesContracts = {
  listFavorites: defineContract({
    method: 'GET',
    path: '/api/user/favorites',
    summary: 'List your favourite recipes that you may still open',
    responses: { 200: z.array(recipeSummarySchema) },
  }),
  addFavorite: defineContract({
    method: 'POST',
    path: '/api/favorites',
    summary: 'Mark a recipe as a favourite (201 when new, 200 if it already was)',
    body: addFavoriteBodySchema,
    responses: { 200: favoriteSchema, 201: favoriteSchema },
  }),
  removeFavorite: defineContract({
    method: 'DELETE',
    path: '/api/favorites/:recipeId',
    summary: 'Remove a recipe from your favourites',
    params: favoriteParamsSchema,
    responses: { 204: z.null() },
  }),
};
