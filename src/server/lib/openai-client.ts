import type OpenAI from 'openai';
import type { ClientOptions } from 'openai';
import { onFirstUse } from './on-first-use';

/**
 * An OpenAI-compatible client made on its first use, with the SDK's module for its error
 * classes: the SDK is loaded only once an AI feature is called (lib/on-first-use.ts).
 */
export function openAiOnFirstUse(options: ClientOptions) {
  return onFirstUse(async () => {
    const { default: OpenAI } = await import('openai');
    return { OpenAI, client: new OpenAI(options) };
  });
}

export type OpenAiClass = typeof OpenAI;
