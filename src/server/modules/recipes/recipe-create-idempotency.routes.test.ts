import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { createCategory } from '#server/test-support/factories';
import { useRecipeWorld } from '#server/test-support/recipe-factories';
import { recipeBody } from '#server/test-support/recipe-write-factories';
import { recipes } from '#server/db/schema';
import type { RecipeWriteInput, RecipeWriteResult } from '#shared/recipes/recipe-write.schemas';
import { IDEMPOTENCY_MISMATCH_MESSAGE } from '#shared/validation/idempotency';

/** A double click on Save Recipe creates one recipe (decision 010). */
describe('POST /api/recipes with an Idempotency-Key', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  let categoryId: number;

  beforeAll(async () => {
    categoryId = (await createCategory(ctx.db, w.books.a.id, 'Soups')).id;
  });

  const bodyForA = (overrides: Partial<RecipeWriteInput['recipe']> = {}) =>
    recipeBody({ cookbookId: w.books.a.id, categoryId }, overrides);
  const post = (body: unknown, headers: Record<string, string>, who = w.cookies.editorA) =>
    injectAs(ctx.app, who).post('/api/recipes', body as object, headers);

  const countTitled = (title: string) => ctx.db.$count(recipes, eq(recipes.title, title));

  it('a repeated request creates one recipe and answers the first one again', async () => {
    const body = bodyForA({ title: 'Double Click Pie' });
    const key = { 'idempotency-key': 'recipe-key-1' };
    const first = await post(body, key);
    const again = await post(body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countTitled('Double Click Pie')).toBe(1);
  });

  it('concurrent repeats create one recipe', async () => {
    const body = bodyForA({ title: 'Rushed Risotto' });
    const key = { 'idempotency-key': 'recipe-key-2' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json<RecipeWriteResult>().id)).size).toBe(1);
    expect(await countTitled('Rushed Risotto')).toBe(1);
  });

  it('the same key with another body is refused (422); a refused first try is not replayed', async () => {
    const key = { 'idempotency-key': 'recipe-key-3' };
    const refused = await post(bodyForA({ categoryId: w.recipes.riceB.categoryId }), key);
    expect(refused.statusCode).toBe(400);
    const first = await post(bodyForA({ title: 'Keyed Stew' }), key);
    expect(first.statusCode).toBe(201);
    const other = await post(bodyForA({ title: 'Other Stew' }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ message: IDEMPOTENCY_MISMATCH_MESSAGE });
    expect(await countTitled('Other Stew')).toBe(0);
  });

  it("keys are per user: another editor's request with the same key creates its own recipe", async () => {
    const body = bodyForA({ title: 'Shared Key Soup' });
    const key = { 'idempotency-key': 'recipe-key-4' };
    const mine = await post(body, key);
    const theirs = await post(body, key, w.cookies.superAdmin);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json<RecipeWriteResult>().id).not.toBe(mine.json<RecipeWriteResult>().id);
    expect(await countTitled('Shared Key Soup')).toBe(2);
  });
});
