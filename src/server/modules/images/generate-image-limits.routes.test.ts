import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { imageGenerations } from '#server/db/schema';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useRecipeWorld } from '#server/test-support/recipe-factories';
import { useFakeProviderApp } from '#server/test-support/fake-openai-images';
import { addMember, createUser, grantEditor, signInAs } from '#server/test-support/factories';

describe('AI image generation limits (counted in the database)', () => {
  const ctx = useFakeProviderApp({ AI_IMAGES_PER_USER_PER_HOUR: '2', AI_IMAGES_PER_DAY: '6' });
  const w = useRecipeWorld(ctx, imageGenerations);

  const generate = (who: Who, title = 'Plum Cake') =>
    injectAs(ctx.app, who).post('/api/recipes/generate-image', { title });
  const attemptsOf = (userId: number) =>
    ctx.db.$count(imageGenerations, sql`${imageGenerations.userId} = ${userId}`);
  const newEditor = async () => {
    const user = await createUser(ctx.db);
    await addMember(ctx.db, user.id, w.familyA.id);
    await grantEditor(ctx.db, user.id, w.books.a.id);
    return { user, who: await signInAs(ctx.db, user.id) };
  };

  it('allows a user 2 generations an hour, then answers 429 with Retry-After', async () => {
    expect((await generate(w.cookies.editorA)).statusCode).toBe(201);
    expect((await generate(w.cookies.editorA)).statusCode).toBe(201);
    const refused = await generate(w.cookies.editorA);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'generation_limit',
      message: expect.stringMatching(/^You can generate 2 images an hour: please try again in /),
      params: { limit: 2, minutes: expect.any(Number) },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // The refused one reached no provider and was not counted.
    expect(ctx.fake.received).toHaveLength(2);
    expect(await attemptsOf(w.users.editorA.id)).toBe(2);
    // Another user has their own allowance.
    expect((await generate(w.cookies.superAdmin)).statusCode).toBe(201);
  });

  it('counts failed attempts too', async () => {
    ctx.fake.answerWith('not-a-picture');
    expect((await generate(w.cookies.editorA)).statusCode).toBe(502);
    expect((await generate(w.cookies.editorA)).statusCode).toBe(502);
    ctx.fake.answerWith('picture');
    expect((await generate(w.cookies.editorA)).statusCode).toBe(429);
  });

  it('frees a slot an hour after it was used', async () => {
    const editor = await newEditor();
    await ctx.db.insert(imageGenerations).values([
      { userId: editor.user.id, createdAt: sql`now() - interval '61 minutes'` },
      { userId: editor.user.id, createdAt: sql`now() - interval '10 minutes'` },
    ]);
    expect((await generate(editor.who)).statusCode).toBe(201);
    expect((await generate(editor.who)).statusCode).toBe(429);
  });

  it('gives no more than the limit to requests that arrive at once', async () => {
    const editor = await newEditor();
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => generate(editor.who, `Dish ${i}`)),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect(await attemptsOf(editor.user.id)).toBe(2);
  });

  it('stops everyone at the daily cap, whoever used it up', async () => {
    const others = [await newEditor(), await newEditor(), await newEditor()];
    // Yesterday's generations no longer count.
    await ctx.db
      .insert(imageGenerations)
      .values({ userId: others[0]!.user.id, createdAt: sql`now() - interval '25 hours'` });
    for (const other of others) {
      expect((await generate(other.who)).statusCode).toBe(201);
      expect((await generate(other.who)).statusCode).toBe(201);
    }
    const refused = await generate(w.cookies.editorA);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^This server has generated its 6 images for today: please try again in /,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });

  it('forgets attempts older than two days', async () => {
    const editor = await newEditor();
    await ctx.db
      .insert(imageGenerations)
      .values({ userId: editor.user.id, createdAt: sql`now() - interval '3 days'` });
    expect((await generate(editor.who)).statusCode).toBe(201);
    expect(await attemptsOf(editor.user.id)).toBe(1);
  });
});
