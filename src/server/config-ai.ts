/** The AI providers: image generation and structuring pasted recipe text. */
import type { Env } from './config-env';

/** An OpenAI-compatible endpoint with its key, the model to ask and how long to wait for it. */
type AiProvider = { baseUrl: string; apiKey: string; model: string; timeoutMs: number };

export type AiImagesConfig = {
  /**
   * An OpenAI-compatible endpoint (AI_BASE_URL, e.g. https://api.openai.com/v1) with its key;
   * null when either is missing: the server then draws a placeholder instead.
   */
  provider: AiProvider | null;
  /** Generations a user may start in any 60 minutes, and all users together in any 24 hours. */
  perUserPerHour: number;
  perDay: number;
};

/**
 * An OpenAI-compatible chat model (AI_BASE_URL, AI_API_KEY and AI_TEXT_MODEL all set) that
 * structures pasted recipe text; null when any is missing: text import then uses the parser only.
 */
export type AiTextConfig = {
  provider: AiProvider | null;
};

/** One chat answer may take this long before it is retried once. */
export const AI_TEXT_TIMEOUT_MS = 60_000;

export function aiImagesConfig(e: Env): AiImagesConfig {
  return {
    provider: aiProvider(e, e.AI_IMAGE_MODEL, e.AI_IMAGE_TIMEOUT_MS),
    perUserPerHour: e.AI_IMAGES_PER_USER_PER_HOUR,
    perDay: e.AI_IMAGES_PER_DAY,
  };
}

export function aiTextConfig(e: Env): AiTextConfig {
  return { provider: aiProvider(e, e.AI_TEXT_MODEL, AI_TEXT_TIMEOUT_MS) };
}

/** The provider with this model, or null when the address, the key or the model is missing. */
function aiProvider(e: Env, model: string | undefined, timeoutMs: number): AiProvider | null {
  return e.AI_BASE_URL && e.AI_API_KEY && model
    ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model, timeoutMs }
    : null;
}
