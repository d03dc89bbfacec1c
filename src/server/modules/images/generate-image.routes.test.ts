import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { imageGenerations, recipes } from '#server/db/schema';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useRecipeWorld } from '#server/test-support/recipe-factories';
import {
  FAKE_AI_API_KEY,
  useFakeProviderApp,
  type FakeAnswer,
} from '#server/test-support/fake-openai-images';
import { IMAGE_MESSAGES, imageUrlResultSchema } from '#shared/images/images.schemas';

describe('Generate AI Image with a provider (a local fake)', () => {
  // Short timeout: the fake's slow answer outlasts it; the limit is high enough for each test.
  const ctx = useFakeProviderApp({ AI_IMAGE_TIMEOUT_MS: '1000', AI_IMAGES_PER_USER_PER_HOUR: '5' });
  const w = useRecipeWorld(ctx, imageGenerations);
  beforeEach(() => ctx.fake.reset());

  const byTitle = (who: Who | undefined, payload: unknown = { title: 'Lemon Tart' }) =>
    injectAs(ctx.app, who).post('/api/recipes/generate-image', payload as object);
  const byRecipe = (id: number, who: Who | undefined) =>
    injectAs(ctx.app, who).post(`/api/recipes/${id}/generate-image`);
  const attempts = async () => ctx.db.select().from(imageGenerations);
  const recipeRow = async (id: number) =>
    (await ctx.db.select().from(recipes).where(eq(recipes.id, id)))[0]!;

  async function expectStoredWebp(imageUrl: string) {
    expect(imageUrl).toMatch(/^\/uploads\/recipes\/[0-9a-f]{32}\.webp$/);
    const bytes = await ctx.app.imageStorage.read(imageUrl);
    expect(bytes).not.toBeNull();
    const meta = await sharp(bytes!).metadata();
    expect(meta.format).toBe('webp');
    // The fake's 64x48 PNG, re-encoded (never enlarged).
    expect([meta.width, meta.height]).toEqual([64, 48]);
  }

  it('says the provider is configured', async () => {
    const res = await injectAs(ctx.app, w.cookies.memberA).get('/api/images/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ aiConfigured: true });
    expect((await injectAs(ctx.app, null).get('/api/images/config')).statusCode).toBe(401);
  });

  it('stores the picture as WebP and answers its URL, with a prompt from the title', async () => {
    const res = await byTitle(w.cookies.editorA, { title: '  Lemon Tart  ' });
    expect(res.statusCode).toBe(201);
    const body = imageUrlResultSchema.parse(res.json());
    expect(body.generatedByAi).toBe(true);
    await expectStoredWebp(body.imageUrl);

    expect(ctx.fake.received).toHaveLength(1);
    const [sent] = ctx.fake.received;
    expect(sent!.path).toBe('/v1/images/generations');
    expect(sent!.authorization).toBe(`Bearer ${FAKE_AI_API_KEY}`);
    expect(sent!.body).toMatchObject({ model: 'gpt-image-1', size: '1024x1024', n: 1 });
    // gpt-image models refuse response_format; they always answer base64.
    expect(sent!.body).not.toHaveProperty('response_format');
    expect(sent!.body.prompt).toContain('A realistic food photograph of Lemon Tart');
    expect(sent!.body.prompt).toMatch(/no text, no people, no hands/i);

    const [attempt] = await attempts();
    expect(attempt).toMatchObject({ userId: w.users.editorA.id, outcome: 'succeeded' });
  });

  it('builds the recipe route prompt from the stored recipe and changes no recipe', async () => {
    const before = await recipeRow(w.recipes.stewA.id);
    const res = await byRecipe(w.recipes.stewA.id, w.cookies.editorA);
    expect(res.statusCode).toBe(201);
    const body = imageUrlResultSchema.parse(res.json());
    expect(body.generatedByAi).toBe(true);
    await expectStoredWebp(body.imageUrl);

    const prompt = ctx.fake.received[0]!.body.prompt!;
    expect(prompt).toContain('Beef Stew');
    expect(prompt).toContain('Beef Stew subtitle');
    expect(prompt).toContain('flour');
    expect(prompt).toContain('eggs');
    expect(prompt).not.toMatch(/salt/);
    expect(prompt).toMatch(/no text, no people, no hands/i);
    expect(await recipeRow(w.recipes.stewA.id)).toEqual(before);
  });

  describe('who may generate', () => {
    const refusedTitleCallers = ['memberA', 'adminA', 'memberB', 'outsider'] as const;

    it('needs a session on every route', async () => {
      expect((await byTitle(null)).statusCode).toBe(401);
      expect((await byRecipe(w.recipes.stewA.id, null)).statusCode).toBe(401);
      expect(ctx.fake.received).toHaveLength(0);
    });

    it('refuses users who edit no cookbook with the form text (403)', async () => {
      for (const who of refusedTitleCallers) {
        const res = await byTitle(w.cookies[who]);
        expect(res.statusCode, who).toBe(403);
        expect(res.json()).toEqual({
          code: 'image_generate_forbidden',
          message: IMAGE_MESSAGES.onlyEditors,
        });
      }
      expect(ctx.fake.received).toHaveLength(0);
      expect(await attempts()).toEqual([]);
    });

    it('lets editors of any cookbook and super admins generate for a title', async () => {
      for (const who of ['editorA', 'lonelyEditor', 'superAdmin'] as const) {
        const res = await byTitle(w.cookies[who]);
        expect(res.statusCode, who).toBe(201);
      }
      expect(ctx.fake.received).toHaveLength(3);
    });

    it('refuses a recipe to users who see it but do not edit its cookbook (403)', async () => {
      const refusals: [keyof typeof w.cookies, number][] = [
        ['memberA', w.recipes.stewA.id],
        ['adminA', w.recipes.stewA.id],
        ['editorA', w.recipes.publicPie.id],
        ['lonelyEditor', w.recipes.publicPie.id],
      ];
      for (const [who, id] of refusals) {
        const res = await byRecipe(id, w.cookies[who]);
        expect(res.statusCode, who).toBe(403);
        expect(res.json()).toEqual({
          code: 'image_generate_forbidden',
          message: IMAGE_MESSAGES.onlyEditors,
        });
      }
      expect(ctx.fake.received).toHaveLength(0);
    });

    it('answers 404 for recipes the user cannot see, and for unknown ids', async () => {
      const hidden: [keyof typeof w.cookies, number][] = [
        ['memberB', w.recipes.stewA.id],
        ['editorA', w.recipes.riceB.id],
        ['lonelyEditor', w.recipes.stewA.id],
        ['outsider', w.recipes.lonelySauce.id],
        ['editorA', 999_999],
      ];
      for (const [who, id] of hidden) {
        expect((await byRecipe(id, w.cookies[who])).statusCode, who).toBe(404);
      }
      expect((await byRecipe(0, w.cookies.editorA)).statusCode).toBe(400);
      expect(ctx.fake.received).toHaveLength(0);
    });

    it('lets editors of the cookbook and super admins generate for a recipe', async () => {
      expect((await byRecipe(w.recipes.soupA.id, w.cookies.editorA)).statusCode).toBe(201);
      expect((await byRecipe(w.recipes.lonelySauce.id, w.cookies.lonelyEditor)).statusCode).toBe(
        201,
      );
      // Also outside their own families.
      expect((await byRecipe(w.recipes.riceB.id, w.cookies.superAdmin)).statusCode).toBe(201);
    });
  });

  it('requires a title', async () => {
    for (const payload of [{ title: '' }, { title: '   ' }]) {
      const res = await byTitle(w.cookies.editorA, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        fieldErrors: { title: IMAGE_MESSAGES.titleRequired },
      });
    }
    expect((await byTitle(w.cookies.editorA, {})).statusCode).toBe(400);
    expect(ctx.fake.received).toHaveLength(0);
  });

  describe('a provider that fails changes nothing and says why', () => {
    const failing = async (answer: FakeAnswer) => {
      ctx.fake.answerWith(answer);
      const before = await recipeRow(w.recipes.stewA.id);
      const res = await byRecipe(w.recipes.stewA.id, w.cookies.editorA);
      expect(await recipeRow(w.recipes.stewA.id)).toEqual(before);
      return res;
    };

    it('answers 504 when it does not answer in time, after one retry', async () => {
      const res = await failing('slow');
      expect(res.statusCode).toBe(504);
      expect(res.json()).toEqual({
        code: 'image_service_timeout',
        message: 'The image service did not answer in time',
      });
      expect(ctx.fake.received).toHaveLength(2);
      expect(await attempts()).toMatchObject([{ outcome: 'failed', failure: 'timeout' }]);
    });

    it('answers 503 when it is rate limited, after one retry', async () => {
      const res = await failing('rate-limited');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'image_service_busy',
        message: expect.stringMatching(/busy/),
      });
      expect(ctx.fake.received).toHaveLength(2);
      expect(await attempts()).toMatchObject([{ outcome: 'failed', failure: 'rate_limited' }]);
    });

    it('answers 502 when it sends something that is not a picture', async () => {
      const res = await failing('not-a-picture');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        code: 'image_service_not_a_picture',
        message: 'The image service sent something that is not a picture',
      });
      expect(await attempts()).toMatchObject([{ outcome: 'failed', failure: 'bad_answer' }]);
    });

    it('answers 502 for a URL instead of bytes, and never fetches it', async () => {
      const res = await failing('url-only');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        code: 'image_service_no_picture',
        message: 'The image service sent no picture',
      });
      // The URL points at the fake's own port 9: a fetch would fail, not reach the fake.
      expect(ctx.fake.received).toHaveLength(1);
    });

    it('answers 502 when it refuses the key, and the key shows up nowhere', async () => {
      ctx.logLines.length = 0;
      const res = await failing('bad-key');
      expect(res.statusCode).toBe(502);
      expect(res.json<{ message: string }>().message).toMatch(/credentials/);
      expect(res.body).not.toContain(FAKE_AI_API_KEY);
      const log = ctx.logLines.join('\n');
      expect(log).toContain('AI image generation failed');
      expect(log).not.toContain(FAKE_AI_API_KEY);
    });
  });

  it('never writes the API key or the prompt to the log', async () => {
    ctx.logLines.length = 0;
    expect((await byTitle(w.cookies.editorA, { title: 'Secret Family Goulash' })).statusCode).toBe(
      201,
    );
    expect(ctx.logLines.length).toBeGreaterThan(0);
    const log = ctx.logLines.join('\n');
    expect(log).not.toContain(FAKE_AI_API_KEY);
    expect(log).not.toContain('Secret Family Goulash');
  });
});
