import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeOpenAiImages,
  type FakeOpenAiImages,
} from '#server/test-support/fake-openai-images';
import { createOpenAiImageProvider, ImageProviderError } from './ai-image-provider';

describe('the OpenAI-compatible image provider', () => {
  let fake: FakeOpenAiImages;
  beforeAll(async () => {
    fake = await startFakeOpenAiImages();
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake.reset());

  const provider = (model: string) =>
    createOpenAiImageProvider({ baseUrl: fake.baseUrl, apiKey: 'k', model, timeoutMs: 5000 });

  it('answers the picture bytes the provider sent', async () => {
    const bytes = await provider('gpt-image-1').generate('A realistic food photograph of soup');
    expect(bytes.equals(fake.picture)).toBe(true);
    expect(fake.received[0]!.body).toEqual({
      model: 'gpt-image-1',
      prompt: 'A realistic food photograph of soup',
      size: '1024x1024',
      n: 1,
    });
  });

  it('asks DALL·E models for base64, since they answer a URL otherwise', async () => {
    await provider('dall-e-3').generate('soup');
    expect(fake.received[0]!.body).toMatchObject({
      model: 'dall-e-3',
      response_format: 'b64_json',
    });
  });

  it('fails with a reason on a URL-only answer', async () => {
    fake.answerWith('url-only');
    const failure = await provider('dall-e-2')
      .generate('soup')
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ImageProviderError);
    expect(failure).toMatchObject({ reason: 'bad_answer' });
  });
});
