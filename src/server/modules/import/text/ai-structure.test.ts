import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AiTextConfig } from '#server/config-ai';
import {
  FAKE_CHAT_RECIPE,
  startFakeOpenAiChat,
  type FakeOpenAiChat,
} from '#server/test-support/fake-openai-chat';
import { AI_TEXT_SYSTEM_PROMPT, createAiTextStructurer } from './ai-structure';

const API_KEY = 'sk-test-text-do-not-log-9d3e1f';
const PASTED = 'Lemon cake: butter, eggs, lemon. Beat, bake, eat.';

let fake: FakeOpenAiChat;
let logLines: string[];

beforeAll(async () => {
  fake = await startFakeOpenAiChat();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  logLines = [];
});

function structurer(timeoutMs = 10_000) {
  const aiText: AiTextConfig = {
    provider: { baseUrl: fake.baseUrl, apiKey: API_KEY, model: 'fake-chat-model', timeoutMs },
  };
  const log = {
    warn: (details: Record<string, unknown>, message: string) =>
      void logLines.push(JSON.stringify({ ...details, message })),
  };
  const structure = createAiTextStructurer({ aiText }, log);
  if (!structure) throw new Error('expected a structurer');
  return structure;
}

describe('createAiTextStructurer', () => {
  it('is null unless a text model is configured', () => {
    expect(createAiTextStructurer({ aiText: { provider: null } })).toBeNull();
  });

  it('asks for a strict JSON-schema answer, with the text in the user message only', async () => {
    const recipe = await structurer()(PASTED);
    expect(recipe).toEqual({
      title: 'Lemon Drizzle Cake',
      subtitle: null,
      servings: 8,
      prepTime: 15,
      cookTime: 45,
      totalTime: null,
      imageUrls: [],
      category: null,
      ingredients: [
        { quantity: '225', unit: 'g', text: 'softened butter', line: '225 g softened butter' },
        { quantity: '4', unit: null, text: 'eggs', line: '4 eggs' },
        { quantity: null, unit: null, text: 'zest of 1 lemon', line: 'zest of 1 lemon' },
      ],
      directions: FAKE_CHAT_RECIPE.directions,
    });
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body.model).toBe('fake-chat-model');
    expect(request?.body.messages).toEqual([
      { role: 'system', content: AI_TEXT_SYSTEM_PROMPT },
      { role: 'user', content: PASTED },
    ]);
    const format = request?.body.response_format;
    expect(format?.type).toBe('json_schema');
    expect(format?.json_schema).toMatchObject({ name: 'recipe', strict: true });
    expect(format?.json_schema?.schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: expect.arrayContaining(['title', 'servings', 'ingredients', 'directions']),
    });
  });

  it('takes only recipe fields, capped, and never an address or a category', async () => {
    fake.answerWith('recipe', {
      ...FAKE_CHAT_RECIPE,
      title: `  ${'Very long title '.repeat(30)}`,
      servings: -2,
      prepTime: 12.4,
      imageUrls: ['http://169.254.169.254/latest/meta-data'],
      image: 'http://127.0.0.1:9/picture.png',
      category: 'Dessert',
      ingredients: Array.from({ length: 130 }, (_, i) => ({
        quantity: `${i + 1}`,
        unit: 'g',
        text: `spice ${i + 1}\u0000`,
      })),
      directions: ['', 'Mix.', 'x'.repeat(3000)],
    });
    const recipe = await structurer()(PASTED);
    expect(recipe?.title.length).toBeLessThanOrEqual(200);
    expect(recipe?.title.startsWith('Very long title')).toBe(true);
    expect(recipe).toMatchObject({ servings: null, prepTime: 12, imageUrls: [], category: null });
    expect(recipe?.ingredients).toHaveLength(100);
    expect(recipe?.ingredients[0]).toEqual({
      quantity: '1',
      unit: 'g',
      text: 'spice 1',
      line: '1 g spice 1',
    });
    expect(recipe?.directions.map((step) => step.length)).toEqual([4, 2000]);
  });

  it.each(['broken', 'not-json'] as const)(
    "answers null, without throwing, for a '%s' answer",
    async (answer) => {
      fake.answerWith(answer);
      await expect(structurer()(PASTED)).resolves.toBeNull();
      expect(logLines).toEqual([expect.stringContaining('"reason":"bad_answer"')]);
    },
  );

  it('answers null for an answer that holds no recipe', async () => {
    fake.answerWith('recipe', { ...FAKE_CHAT_RECIPE, title: '', ingredients: [], directions: [] });
    await expect(structurer()(PASTED)).resolves.toBeNull();
  });

  it('gives up after a timed-out attempt and its one retry', async () => {
    fake.answerWith('slow');
    await expect(structurer(300)(PASTED)).resolves.toBeNull();
    expect(fake.received).toHaveLength(2);
    expect(logLines).toEqual([expect.stringContaining('"reason":"timeout"')]);
  });

  it('retries a server error once, then answers null', async () => {
    fake.answerWith('server-error');
    await expect(structurer()(PASTED)).resolves.toBeNull();
    expect(fake.received).toHaveLength(2);
    expect(logLines).toEqual([expect.stringContaining('"status":500')]);
  });

  it('never logs the API key, even when the provider echoes it', async () => {
    fake.answerWith('bad-key');
    const consoleLines: unknown[][] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args) => void consoleLines.push(args)),
    );
    try {
      await expect(structurer()(PASTED)).resolves.toBeNull();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(JSON.stringify(consoleLines)).not.toContain(API_KEY);
    expect(fake.received[0]?.authorization).toContain(API_KEY);
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toContain('"status":401');
    expect(logLines.join('\n')).not.toContain(API_KEY);
  });
});
