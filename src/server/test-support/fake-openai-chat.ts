import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

/**
 * What the fake answers to the next chat completions:
 * - recipe: the JSON set with `recipeAnswer` as the message content (a good answer);
 * - broken: JSON that breaks the recipe schema (ingredients as one string, no steps);
 * - not-json: prose instead of JSON;
 * - slow: nothing until the client gives up (or the fake closes);
 * - bad-key: 401 whose message echoes the key, as real providers do;
 * - server-error: 500 with an OpenAI-style error body.
 */
export type FakeChatAnswer = 'recipe' | 'broken' | 'not-json' | 'slow' | 'bad-key' | 'server-error';

export type ReceivedChatRequest = {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: {
      type?: string;
      json_schema?: { name?: string; strict?: boolean; schema?: Record<string, unknown> };
    };
  };
};

/** A recipe answer in the shape the JSON schema asks for. */
export const FAKE_CHAT_RECIPE = {
  title: 'Lemon Drizzle Cake',
  subtitle: null,
  servings: 8,
  prepTime: 15,
  cookTime: 45,
  totalTime: null,
  ingredients: [
    { quantity: '225', unit: 'g', text: 'softened butter' },
    { quantity: '4', unit: null, text: 'eggs' },
    { quantity: null, unit: null, text: 'zest of 1 lemon' },
  ],
  directions: ['Beat the butter with the sugar.', 'Add the eggs and the zest, then bake.'],
};

/**
 * A local OpenAI-compatible chat endpoint on 127.0.0.1 (POST /v1/chat/completions, the path
 * the official client calls with baseURL `<url>/v1`). Records every request it gets.
 */
export async function startFakeOpenAiChat() {
  const received: ReceivedChatRequest[] = [];
  let answer: FakeChatAnswer = 'recipe';
  let recipeAnswer: unknown = FAKE_CHAT_RECIPE;
  const releaseSlow = new AbortController();

  const completion = (content: string) => ({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-chat',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
  });

  const server = Fastify({ logger: false, forceCloseConnections: true });
  server.post('/v1/chat/completions', async (request, reply) => {
    received.push({
      path: request.url,
      authorization: request.headers.authorization,
      body: request.body as ReceivedChatRequest['body'],
    });
    switch (answer) {
      case 'recipe':
        return completion(JSON.stringify(recipeAnswer));
      case 'broken':
        return completion(
          JSON.stringify({ title: 'Cake', ingredients: 'flour, sugar, eggs', directions: null }),
        );
      case 'not-json':
        return completion('Sure! Here is your recipe: mix everything and bake it.');
      case 'slow':
        await new Promise<void>((resolve) => {
          request.raw.socket.once('close', () => resolve());
          releaseSlow.signal.addEventListener('abort', () => resolve(), { once: true });
        });
        return completion(JSON.stringify(recipeAnswer));
      case 'bad-key':
        return reply.status(401).send({
          error: {
            message: `Incorrect API key provided: ${request.headers.authorization ?? ''}`,
            type: 'invalid_request_error',
            code: 'invalid_api_key',
          },
        });
      case 'server-error':
        return reply.status(500).send({
          error: { message: 'The server had an error', type: 'server_error', code: null },
        });
    }
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.server.address() as AddressInfo;

  return {
    /** The AI_BASE_URL to configure. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    answerWith(next: FakeChatAnswer, recipe: unknown = FAKE_CHAT_RECIPE) {
      answer = next;
      recipeAnswer = recipe;
    },
    reset() {
      answer = 'recipe';
      recipeAnswer = FAKE_CHAT_RECIPE;
      received.length = 0;
    },
    async close() {
      releaseSlow.abort();
      await server.close();
    },
  };
}

export type FakeOpenAiChat = Awaited<ReturnType<typeof startFakeOpenAiChat>>;
