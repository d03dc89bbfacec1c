import { useMutation } from '@tanstack/react-query';
import { imagesContracts } from '#shared/images/images.contracts';
import { call } from '#web/lib/api-call';

/**
 * POST /api/recipes/{id}/generate-image: a picture from the saved recipe (title, category,
 * main ingredients).
 */
export function generateRecipeImage(recipeId: number) {
  return call(imagesContracts.generateForRecipe, { params: { id: recipeId } });
}

/** Changes no recipe: the form keeps the URL until it is saved. */
export function useGenerateRecipeImage() {
  return useMutation({ mutationFn: generateRecipeImage });
}
