import { defineContract } from '../api/contract';
import { recipeIdParamsSchema } from '../recipes/recipes.schemas';
import { generateImageBodySchema, imageConfigSchema, imageUrlResultSchema } from './images.schemas';

/**
 * Recipe pictures: uploaded, or generated (docs/decisions/014-ai-image-provider.md). Each
 * answers a stored image's URL and changes no recipe: the form saves it with the rest.
 */
export const imagesContracts = {
  imageConfig: defineContract({
    method: 'GET',
    path: '/api/images/config',
    summary: 'Tell whether Generate AI Image reaches a provider (else a picture is drawn)',
    responses: { 200: imageConfigSchema },
  }),
  generateForTitle: defineContract({
    method: 'POST',
    path: '/api/recipes/generate-image',
    summary: 'Generate a picture from a title, for a recipe not saved yet',
    body: generateImageBodySchema,
    responses: { 201: imageUrlResultSchema },
  }),
  generateForRecipe: defineContract({
    method: 'POST',
    path: '/api/recipes/:id/generate-image',
    summary: "Generate a picture from a saved recipe's title, category and main ingredients",
    params: recipeIdParamsSchema,
    responses: { 201: imageUrlResultSchema },
  }),
  uploadImage: defineContract({
    method: 'POST',
    path: '/api/upload/image',
    summary: 'Upload one image (multipart field `image`, at most 10 MB), stored as WebP',
    multipart: true,
    responses: { 201: imageUrlResultSchema },
  }),
};
