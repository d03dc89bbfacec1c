import { useMutation } from '@tanstack/react-query';
import type { GenerateImageBody, ImageUrlResult } from '#shared/images/images.schemas';
import { api } from '#web/lib/api-client';

/** POST /api/recipes/generate-image { title }: a picture for a recipe not saved yet. */
export function generateImage(body: GenerateImageBody) {
  return api.post<ImageUrlResult>('/api/recipes/generate-image', body);
}

/** Changes no recipe: the form keeps the URL until it is saved. */
export function useGenerateImage() {
  return useMutation({ mutationFn: generateImage });
}
