import type { FastifyBaseLogger } from 'fastify';
import { accessError, requireAccess } from '#server/access/require-access';
import type { Database } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import type { CurrentUser } from '#server/modules/auth/sessions';
import type { ImageUrlResult } from '#shared/images/images.schemas';
import {
  ImageProviderError,
  PROVIDER_FAILURE_MESSAGES,
  type AiImageProvider,
  type ProviderFailureCode,
} from './ai-image-provider';
import { findIngredientTexts, findRecipeForPicture } from './generate-image.repository';
import {
  finishGeneration,
  startGeneration,
  type GenerationFailure,
  type GenerationLimits,
} from './generation-limits';
import { storeImageBytes } from './image-pipeline';
import { buildImagePrompt, PROMPT_INGREDIENTS, type PictureSubject } from './image-prompt';
import { drawRecipePicture } from './recipe-drawing';
import type { ImageStorage } from './storage';

/** What generating needs besides the request: built once per app by the routes plugin. */
export type ImageGenerator = {
  db: Database;
  storage: ImageStorage;
  /** Null when no provider is configured: a drawing is made instead. */
  provider: AiImageProvider | null;
  limits: GenerationLimits;
};

/** 'Failed to generate image' is the form's title; the message is the reason under it. */
const generationFailed = (status: number, code: ProviderFailureCode) =>
  new AppError(code, status, PROVIDER_FAILURE_MESSAGES[code]);

const STATUS_OF: Record<ImageProviderError['reason'], number> = {
  timeout: 504,
  rate_limited: 503,
  refused: 502,
  bad_answer: 502,
};

/** POST /api/recipes/generate-image: any editor (of some cookbook) or a super admin. */
export async function generateImageForTitle(
  generator: ImageGenerator,
  user: CurrentUser,
  title: string,
  log: FastifyBaseLogger,
): Promise<ImageUrlResult> {
  await requireAccess(generator.db, user, 'image.generate');
  return generatePicture(generator, user, { title }, log);
}

/**
 * POST /api/recipes/:id/generate-image: a picture for the recipe as stored (title, subtitle,
 * category, main ingredients), for an editor of its cookbook or a super admin. The recipe is
 * not changed: the form saves the URL with the rest of the recipe.
 */
export async function generateImageForRecipe(
  generator: ImageGenerator,
  user: CurrentUser,
  recipeId: number,
  log: FastifyBaseLogger,
): Promise<ImageUrlResult> {
  // A recipe the user may not open answers like one that does not exist.
  await requireAccess(generator.db, user, 'recipe.generateImage', [recipeId]);
  const recipe = await findRecipeForPicture(generator.db, recipeId);
  if (!recipe) throw accessError('recipe.read');
  const ingredients = await findIngredientTexts(generator.db, recipeId, PROMPT_INGREDIENTS * 2);
  return generatePicture(
    generator,
    user,
    { title: recipe.title, subtitle: recipe.subtitle, category: recipe.category, ingredients },
    log,
  );
}

async function generatePicture(
  generator: ImageGenerator,
  user: CurrentUser,
  subject: PictureSubject,
  log: FastifyBaseLogger,
): Promise<ImageUrlResult> {
  const { db, storage, provider, limits } = generator;
  if (!provider) {
    const drawing = await drawRecipePicture(subject.title, subject.category);
    return { imageUrl: await storeImageBytes(storage, drawing), generatedByAi: false };
  }
  const attemptId = await startGeneration(db, user.id, limits);
  let failure: GenerationFailure | null = 'error';
  try {
    const bytes = await askProvider(provider, buildImagePrompt(subject), log);
    const imageUrl = await storeProviderPicture(storage, bytes, log);
    failure = null;
    return { imageUrl, generatedByAi: true };
  } catch (error) {
    if (error instanceof GenerationFailedError) failure = error.failure;
    throw error instanceof GenerationFailedError ? error.answer : error;
  } finally {
    await finishGeneration(db, attemptId, failure);
  }
}

/** A failure with its logged code and the answer the client gets. */
class GenerationFailedError extends Error {
  constructor(
    readonly failure: GenerationFailure,
    readonly answer: AppError,
  ) {
    super(answer.message);
  }
}

async function askProvider(provider: AiImageProvider, prompt: string, log: FastifyBaseLogger) {
  try {
    return await provider.generate(prompt);
  } catch (error) {
    if (!(error instanceof ImageProviderError)) throw error;
    // The reason code and the provider's status only: its words may echo the key or prompt.
    log.warn(
      { reason: error.reason, providerStatus: error.providerStatus },
      'AI image generation failed',
    );
    throw new GenerationFailedError(
      error.reason,
      generationFailed(STATUS_OF[error.reason], error.code),
    );
  }
}

/** The provider's bytes through the upload pipeline; anything but a picture is its fault. */
async function storeProviderPicture(storage: ImageStorage, bytes: Buffer, log: FastifyBaseLogger) {
  try {
    return await storeImageBytes(storage, bytes);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
    log.warn({ reason: 'bad_answer' }, 'AI image generation answered no picture');
    throw new GenerationFailedError(
      'bad_answer',
      generationFailed(502, 'image_service_not_a_picture'),
    );
  }
}
