import type OpenAI from 'openai';
import { openAiOnFirstUse, type OpenAiClass } from '#server/lib/openai-client';
import type { AiImagesConfig } from '#server/config-ai';

export type ProviderFailure = 'timeout' | 'rate_limited' | 'refused' | 'bad_answer';

/** A failed generation, with a reason the form can show after 'Failed to generate image'. */
export class ImageProviderError extends Error {
  constructor(
    readonly reason: ProviderFailure,
    message: string,
    /** The provider's HTTP status, when it answered one (for the log, never shown). */
    readonly providerStatus?: number,
  ) {
    super(message);
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
        throw new ImageProviderError('bad_answer', 'The image service sent no picture');
      }
      // Base64 takes 4 characters for 3 bytes; a 1024x1024 picture is a few megabytes.
      if (b64.length > (MAX_PICTURE_BYTES / 3) * 4) {
        throw new ImageProviderError('bad_answer', 'The image service sent too large a file');
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
    return new ImageProviderError('timeout', 'The image service did not answer in time');
  }
  if (error instanceof OpenAI.RateLimitError) {
    return new ImageProviderError(
      'rate_limited',
      'The image service is busy right now: please try again in a few minutes',
      429,
    );
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new ImageProviderError('refused', 'The image service could not be reached');
  }
  if (error instanceof OpenAI.BadRequestError) {
    // Usually a prompt the provider's content rules refused.
    return new ImageProviderError(
      'refused',
      'The image service refused this request: try a different title',
      400,
    );
  }
  if (
    error instanceof OpenAI.AuthenticationError ||
    error instanceof OpenAI.PermissionDeniedError
  ) {
    return new ImageProviderError(
      'refused',
      'The image service refused our credentials: ask the server administrator to check them',
      error.status,
    );
  }
  if (error instanceof OpenAI.APIError) {
    return new ImageProviderError(
      'bad_answer',
      'The image service had a problem: please try again later',
      typeof error.status === 'number' ? error.status : undefined,
    );
  }
  // A body that is not JSON, or anything else unexpected from the provider.
  return new ImageProviderError('bad_answer', 'The image service sent an answer we cannot read');
}
