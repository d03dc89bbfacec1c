import type OpenAI from 'openai';
import { openAiOnFirstUse, type OpenAiClass } from '#server/lib/openai-client';
import type { AiImagesConfig } from '#server/config-ai';
import type { ErrorCode } from '#shared/api/error-codes';

export type ProviderFailure = 'timeout' | 'rate_limited' | 'refused' | 'bad_answer';

/**
 * Each way a generation fails, by the code the answer carries (src/shared/api/error-codes.ts),
 * with the sentence the form shows after 'Failed to generate image'.
 */
export const PROVIDER_FAILURE_MESSAGES = {
  image_service_timeout: 'The image service did not answer in time',
  image_service_busy: 'The image service is busy right now: please try again in a few minutes',
  image_service_unreachable: 'The image service could not be reached',
  image_service_refused_prompt: 'The image service refused this request: try a different title',
  image_service_refused_credentials:
    'The image service refused our credentials: ask the server administrator to check them',
  image_service_error: 'The image service had a problem: please try again later',
  image_service_unreadable: 'The image service sent an answer we cannot read',
  image_service_no_picture: 'The image service sent no picture',
  image_service_file_too_large: 'The image service sent too large a file',
  image_service_not_a_picture: 'The image service sent something that is not a picture',
} as const satisfies Partial<Record<ErrorCode, string>>;

export type ProviderFailureCode = keyof typeof PROVIDER_FAILURE_MESSAGES;

/** A failed generation, with a reason the form can show after 'Failed to generate image'. */
export class ImageProviderError extends Error {
  constructor(
    readonly reason: ProviderFailure,
    readonly code: ProviderFailureCode,
    /** The provider's HTTP status, when it answered one (for the log, never shown). */
    readonly providerStatus?: number,
  ) {
    super(PROVIDER_FAILURE_MESSAGES[code]);
    this.name = 'ImageProviderError';
  }
}

/** Makes one picture for a prompt and answers its bytes (not yet checked to be an image). */
export interface AiImageProvider {
  generate(prompt: string): Promise<Buffer>;
}

const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

type ProviderSettings = NonNullable<AiImagesConfig['provider']>;

/**
 * Any OpenAI-compatible images endpoint through the official client: AI_BASE_URL is the API
 * root (the client posts to `<AI_BASE_URL>/images/generations`). One retry (the client's,
 * which also honours the provider's Retry-After), each attempt cut at the timeout.
 */
export function createOpenAiImageProvider(settings: ProviderSettings): AiImageProvider {
  const openAi = openAiOnFirstUse({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    timeout: settings.timeoutMs,
    maxRetries: 1,
    // The client's own log goes to the console; failures are logged by the caller instead.
    logLevel: 'off',
  });
  // Both attempts, the pause between them and a margin: a provider asking for a long
  // Retry-After does not keep the request open past that.
  const deadlineMs = settings.timeoutMs * 2 + 10_000;
  return {
    async generate(prompt) {
      const { OpenAI, client } = await openAi();
      let response: OpenAI.ImagesResponse;
      try {
        response = await client.images.generate(
          {
            model: settings.model,
            prompt,
            size: '1024x1024',
            n: 1,
            // DALL·E models answer a URL unless asked; GPT image models always answer base64
            // and refuse the parameter. We never fetch an address the provider chose.
            ...(settings.model.startsWith('dall-e') ? { response_format: 'b64_json' } : {}),
          },
          { signal: AbortSignal.timeout(deadlineMs) },
        );
      } catch (error) {
        throw toProviderError(error, OpenAI);
      }
      const b64 = response.data?.[0]?.b64_json;
      if (typeof b64 !== 'string' || b64.length === 0) {
        throw new ImageProviderError('bad_answer', 'image_service_no_picture');
      }
      // Base64 takes 4 characters for 3 bytes; a 1024x1024 picture is a few megabytes.
      if (b64.length > (MAX_PICTURE_BYTES / 3) * 4) {
        throw new ImageProviderError('bad_answer', 'image_service_file_too_large');
      }
      return Buffer.from(b64, 'base64');
    },
  };
}

function toProviderError(error: unknown, OpenAI: OpenAiClass): ImageProviderError {
  if (
    error instanceof OpenAI.APIConnectionTimeoutError ||
    error instanceof OpenAI.APIUserAbortError
  ) {
    return new ImageProviderError('timeout', 'image_service_timeout');
  }
  if (error instanceof OpenAI.RateLimitError) {
    return new ImageProviderError('rate_limited', 'image_service_busy', 429);
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new ImageProviderError('refused', 'image_service_unreachable');
  }
  if (error instanceof OpenAI.BadRequestError) {
    // Usually a prompt the provider's content rules refused.
    return new ImageProviderError('refused', 'image_service_refused_prompt', 400);
  }
  if (
    error instanceof OpenAI.AuthenticationError ||
    error instanceof OpenAI.PermissionDeniedError
  ) {
    return new ImageProviderError('refused', 'image_service_refused_credentials', error.status);
  }
  if (error instanceof OpenAI.APIError) {
    return new ImageProviderError(
      'bad_answer',
      'image_service_error',
      typeof error.status === 'number' ? error.status : undefined,
    );
  }
  // A body that is not JSON, or anything else unexpected from the provider.
  return new ImageProviderError('bad_answer', 'image_service_unreadable');
}
