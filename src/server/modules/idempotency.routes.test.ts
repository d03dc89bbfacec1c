import { beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { rowsOf } from '#server/test-support/bad-input';
import { useRecipeWorld } from '#server/test-support/recipe-factories';
import { mealPlans, notes, stagedRecipes } from '#server/db/schema';
import {
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_MISMATCH_MESSAGE,
} from '#shared/validation/idempotency';

/**
 * A double submission creates one row (product rule: idempotent-creates, decision 010). The
 * creating routes take an optional Idempotency-Key; every repeat of a key (concurrent or later) answers what the first answered
 * and creates nothing; the same key with another payload is a 422.
 */
describe('Idempotency-Key on the creating routes', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  beforeEach(async () => {
    await ctx.db.delete(notes);
    await ctx.db.delete(mealPlans);
    await ctx.db.delete(stagedRecipes);
    await ctx.db.execute(sql`delete from idempotency_keys`);
  });

  const creators = {
    notes: {
      url: '/api/notes',
      body: () => ({ recipeId: w.recipes.stewA.id, familyId: w.familyA.id, text: 'Use less salt' }),
      other: () => ({ recipeId: w.recipes.stewA.id, familyId: w.familyA.id, text: 'More salt' }),
      count: async () => (await ctx.db.select().from(notes)).length,
    },
    'meal plans': {
      url: '/api/meal-plans',
      body: () => ({
        familyId: w.familyA.id,
        recipeId: w.recipes.stewA.id,
        date: '2030-03-10T12:00:00',
        mealType: 'Dinner',
        plannedServings: 4,
      }),
      other: () => ({
        familyId: w.familyA.id,
        recipeId: w.recipes.stewA.id,
        date: '2030-03-11T12:00:00',
        mealType: 'Dinner',
        plannedServings: 4,
      }),
      count: async () => (await ctx.db.select().from(mealPlans)).length,
    },
    'staged items': {
      url: '/api/staged-recipes',
      body: () => ({
        familyId: w.familyA.id,
        isPlaceholder: true,
        placeholderData: { title: 'Pizza night' },
        batchCount: 2,
      }),
      other: () => ({ familyId: w.familyA.id, recipeId: w.recipes.stewA.id, batchCount: 1 }),
      count: async () => (await ctx.db.select().from(stagedRecipes)).length,
    },
  };

  const post = (
    url: string,
    payload: object,
    key?: string,
    who: 'memberA' | 'adminA' = 'memberA',
  ) =>
    injectAs(ctx.app, w.cookies[who]).post(
      url,
      payload,
      key !== undefined ? { 'idempotency-key': key } : {},
    );

  describe.each(Object.entries(creators))('%s', (_name, creator) => {
    it('20 concurrent identical POSTs with one key create one row and all answer it', async () => {
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => post(creator.url, creator.body(), key)),
      );
      expect(
        answers.map((r) => r.statusCode),
        answers[0]!.body,
      ).toEqual(Array(20).fill(201));
      expect(new Set(answers.map((r) => r.body)).size).toBe(1);
      expect(await creator.count()).toBe(1);
      // Exactly one of them created; the others say they replayed.
      expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    });

    it('a later repeat replays the first answer; another payload with the key is a 422', async () => {
      const key = randomUUID();
      const first = await post(creator.url, creator.body(), key);
      expect(first.statusCode).toBe(201);
      const again = await post(creator.url, creator.body(), key);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      const other = await post(creator.url, creator.other(), key);
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({ message: IDEMPOTENCY_MISMATCH_MESSAGE });
      expect(await creator.count()).toBe(1);
    });

    it('without a key, or with different keys, each request creates', async () => {
      await post(creator.url, creator.body());
      await post(creator.url, creator.body());
      await post(creator.url, creator.body(), randomUUID());
      await post(creator.url, creator.body(), randomUUID());
      expect(await creator.count()).toBe(4);
    });

    it('keys are per user: the same key from another user creates their own row', async () => {
      const key = randomUUID();
      const a = await post(creator.url, creator.body(), key, 'memberA');
      const b = await post(creator.url, creator.body(), key, 'adminA');
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.json<{ id: number }>().id).not.toBe(b.json<{ id: number }>().id);
      expect(await creator.count()).toBe(2);
    });

    it('refuses a malformed key with a 400 and creates nothing', async () => {
      for (const bad of ['', 'a b', 'k'.repeat(101), 'a,b', 'clé']) {
        const res = await post(creator.url, creator.body(), bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(res.json<{ message: string }>().message).toContain(IDEMPOTENCY_KEY_MESSAGE);
      }
      expect(await creator.count()).toBe(0);
    });
  });

  it('a refused request stores nothing, so the same key may try again', async () => {
    const key = randomUUID();
    const body = { recipeId: w.recipes.riceB.id, familyId: w.familyA.id, text: 'Hmm' };
    expect((await post('/api/notes', body, key)).statusCode).toBe(404);
    const fixed = { ...body, recipeId: w.recipes.stewA.id };
    expect((await post('/api/notes', fixed, key)).statusCode).toBe(201);
    expect((await post('/api/notes', fixed, key)).statusCode).toBe(201);
    expect(await creators.notes.count()).toBe(1);
  });

  it('a key is forgotten after a day', async () => {
    const key = randomUUID();
    expect((await post('/api/notes', creators.notes.body(), key)).statusCode).toBe(201);
    await ctx.db.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours'`);
    expect((await post('/api/notes', creators.notes.body(), key)).statusCode).toBe(201);
    expect(await creators.notes.count()).toBe(2);
    const rows = rowsOf(await ctx.db.execute(sql`select created_at from idempotency_keys`));
    expect(rows).toHaveLength(1);
  });
});
