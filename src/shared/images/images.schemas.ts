import { z } from 'zod';
import { safeText } from '../validation/text';
import { RECIPE_LIMITS } from '../recipes/recipe-write.schemas';

/** The image messages and upload rules (product rule: recipe-images). */
export const IMAGE_MESSAGES = {
  notAnImage: 'Please choose an image file',
  tooLarge: 'Images can be at most 10 MB',
  /** Anything but one file in the multipart field `image` (UPLOAD_FIELD). */
  sendOneImage: 'Send one image',
  titleRequired: 'Recipe title is required to generate an image',
  onlyEditors: 'Only cookbook administrators can generate AI images.',
  generateFailed: 'Failed to generate image',
  notConfigured: 'AI images are not configured on this server: a drawn picture is used instead.',
} as const;

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The multipart field of POST /api/upload/image. */
export const UPLOAD_FIELD = 'image';

/** The answer of upload and both generate routes. */
export const imageUrlResultSchema = z.object({
  imageUrl: z.string(),
  /** Generation only: false when no AI provider is configured and a drawing was made. */
  generatedByAi: z.boolean().optional(),
});
export type ImageUrlResult = z.infer<typeof imageUrlResultSchema>;

export const generateImageBodySchema = z.object({
  title: safeText({
    min: 1,
    max: RECIPE_LIMITS.titleMax,
    label: 'A title',
    tooShortMessage: IMAGE_MESSAGES.titleRequired,
  }),
});
export type GenerateImageBody = z.input<typeof generateImageBodySchema>;

/** GET /api/images/config: whether Generate AI Image reaches a provider. */
export const imageConfigSchema = z.object({ aiConfigured: z.boolean() });
export type ImageConfig = z.infer<typeof imageConfigSchema>;

// Card image names, kept zod-free for the browser's first load (image-urls.ts).
export { CARD_SUFFIX, cardImageUrl, IMAGE_WIDTHS } from './image-urls';
