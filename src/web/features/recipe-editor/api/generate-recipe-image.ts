import { useMutation } from '@tanstack/react-query';
import type { ImageUrlResult } from '#shared/images/images.schemas';
import { api } from '#web/lib/api-client';

/**
 * POST /api/recipes/{id}/generate-image: a picture from the saved recipe (title, category,
 * main ingredients).
 */
export function generateRecipeImage(recipeId: number) {
  return api.post<ImageUrlResult>(`/api/recipes/${recipeId}/generate-image`);
}

/** Changes no recipe: the form keeps the URL until it is saved. */
export function useGenerateRecipeImage() {
  return useMutation({ mutationFn: generateRecipeImage });
}
