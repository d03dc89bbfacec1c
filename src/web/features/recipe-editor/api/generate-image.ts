import { useMutation } from '@tanstack/react-query';
import type { GenerateImageBody } from '#shared/images/images.schemas';
import { imagesContracts } from '#shared/images/images.contracts';
import { call } from '#web/lib/api-call';

/** POST /api/recipes/generate-image { title }: a picture for a recipe not saved yet. */
export function generateImage(body: GenerateImageBody) {
  return call(imagesContracts.generateForTitle, { body });
}

/** Changes no recipe: the form keeps the URL until it is saved. */
export function useGenerateImage() {
  return useMutation({ mutationFn: generateImage });
}
