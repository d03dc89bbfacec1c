import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { imageGenerations, recipes } from '#server/db/schema';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { useRecipeWorld } from '#server/test-support/recipe-factories';
import { IMAGE_MESSAGES, cardImageUrl } from '#shared/images/images.schemas';

describe('Generate AI Image without a provider: a drawn picture', () => {
  // No AI_BASE_URL/AI_API_KEY: the defaults of a laptop install.
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);

  const byTitle = (who: Who, title: string) =>
    injectAs(ctx.app, who).post('/api/recipes/generate-image', { title });

  it('says AI images are not configured', async () => {
    const res = await injectAs(ctx.app, w.cookies.memberA).get('/api/images/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ aiConfigured: false });
  });

  it('draws the same picture for the same title, another for another title', async () => {
    const first = await byTitle(w.cookies.editorA, 'Pumpkin Soup');
    expect(first.statusCode).toBe(201);
    const { imageUrl, generatedByAi } = first.json<{ imageUrl: string; generatedByAi: boolean }>();
    expect(generatedByAi).toBe(false);
    expect(imageUrl).toMatch(/^\/uploads\/recipes\/[0-9a-f]{32}\.webp$/);
    const bytes = await ctx.app.imageStorage.read(imageUrl);
    expect((await sharp(bytes!).metadata()).format).toBe('webp');
    expect(await ctx.app.imageStorage.has(cardImageUrl(imageUrl)!)).toBe(true);

    const again = await byTitle(w.cookies.superAdmin, 'Pumpkin Soup');
    expect(again.json()).toEqual({ imageUrl, generatedByAi: false });
    const other = await byTitle(w.cookies.editorA, 'Cherry Pie');
    expect(other.statusCode).toBe(201);
    expect(other.json<{ imageUrl: string }>().imageUrl).not.toBe(imageUrl);
    // Drawings cost no provider: they are neither limited nor logged.
    expect(await ctx.db.$count(imageGenerations)).toBe(0);
  });

  it('draws for a recipe without changing it', async () => {
    const id = w.recipes.soupA.id;
    const before = await ctx.db.select().from(recipes).where(eq(recipes.id, id));
    const res = await injectAs(ctx.app, w.cookies.editorA).post(
      `/api/recipes/${id}/generate-image`,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ generatedByAi: false });
    expect(await ctx.db.select().from(recipes).where(eq(recipes.id, id))).toEqual(before);
  });

  it('keeps the same rules for who may ask', async () => {
    expect((await byTitle(null, 'Pumpkin Soup')).statusCode).toBe(401);
    const member = await byTitle(w.cookies.memberA, 'Pumpkin Soup');
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ message: IMAGE_MESSAGES.onlyEditors });
    const res = await injectAs(ctx.app, w.cookies.editorA).post(
      `/api/recipes/${w.recipes.publicPie.id}/generate-image`,
    );
    expect(res.statusCode).toBe(403);
  });

  it("draws the picture of an import with 'Generate AI image' on (the import page's default)", async () => {
    const importText = (generateImage: boolean) =>
      injectAs(ctx.app, w.cookies.editorA).post('/api/recipes/import-from-text', {
        text: 'Pumpkin Soup\n\nIngredients\n- 1 pumpkin\n\nDirections\n1. Roast it.',
        cookbookId: w.books.a.id,
        categoryId: null,
        generateImage,
      });
    const imageOf = async (res: Awaited<ReturnType<typeof importText>>) => {
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json<{ id: number }>().id;
      return (await ctx.db.select().from(recipes).where(eq(recipes.id, id)))[0]!.imageUrl;
    };
    // The same drawing the recipe form's Generate AI Image makes for the title.
    const drawn = (await byTitle(w.cookies.editorA, 'Pumpkin Soup')).json<{ imageUrl: string }>();
    expect(await imageOf(await importText(true))).toBe(drawn.imageUrl);
    expect(await imageOf(await importText(false))).toBeNull();
  });
});
