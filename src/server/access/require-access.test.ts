import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '#server/db/client';
import { actorsOf, expectRefusal } from '#server/test-support/access-actors';
import { useRecipeWorld } from '#server/test-support/recipe-factories';
import { createTestDatabase } from '#server/test-support/test-db';
import { IMAGE_MESSAGES } from '#shared/images/images.schemas';
import { IMPORT_MESSAGES } from '#shared/import/import.schemas';
import { RECIPE_WRITE_FORBIDDEN } from './permissions';
import { accessError, checkAccess, requireAccess } from './require-access';

/**
 * Recipes, cookbooks and images: each permission allowed, refused to a foreign family's
 * member with the answer the services always gave (404 for what they may not see, 403 for
 * what they see but may not change), and super admins.
 */
describe('requireAccess on recipes, cookbooks and images', () => {
  const ctx = {} as { handle: DatabaseHandle; db: Database };
  beforeAll(async () => {
    ctx.handle = await createTestDatabase();
    ctx.db = ctx.handle.db;
  });
  afterAll(async () => {
    await ctx.handle?.close();
  });
  const w = useRecipeWorld(ctx);
  const as = () => actorsOf(w);
  const NO_SUCH_ID = 2_000_000_000;

  describe('recipe.read', () => {
    it("lets a member open their family's and public recipes", async () => {
      const { stewA, publicPie } = w.recipes;
      await requireAccess(ctx.db, as().memberA, 'recipe.read', [stewA.id, publicPie.id]);
    });

    it("answers 404 for another family's recipe and for one that does not exist", async () => {
      const notFound = [404, 'Recipe not found'] as const;
      await expectRefusal(
        requireAccess(ctx.db, as().memberA, 'recipe.read', [w.recipes.riceB.id]),
        ...notFound,
      );
      await expectRefusal(
        requireAccess(ctx.db, as().superAdmin, 'recipe.read', [NO_SUCH_ID]),
        ...notFound,
      );
    });

    it('lets editors open their unlinked cookbook, and super admins any', async () => {
      const { lonelySauce, riceB } = w.recipes;
      await requireAccess(ctx.db, as().lonelyEditor, 'recipe.read', [lonelySauce.id]);
      await requireAccess(ctx.db, as().superAdmin, 'recipe.read', [lonelySauce.id, riceB.id]);
    });

    it('answers the allowed subset through checkAccess', async () => {
      const { stewA, riceB, publicPie } = w.recipes;
      const ids = [stewA.id, riceB.id, publicPie.id, stewA.id];
      const allowed = await checkAccess(ctx.db, as().memberA, 'recipe.read', ids);
      expect([...allowed].sort()).toEqual([stewA.id, publicPie.id].sort());
    });

    it('passes with no ids', async () => {
      await requireAccess(ctx.db, as().outsider, 'recipe.read', []);
    });
  });

  describe.each([
    ['recipe.edit', RECIPE_WRITE_FORBIDDEN],
    ['recipe.delete', 'Only editors of this cookbook can delete its recipes'],
    ['recipe.generateImage', IMAGE_MESSAGES.onlyEditors],
  ] as const)('%s', (permission, message) => {
    it("lets the cookbook's editor and super admins", async () => {
      await requireAccess(ctx.db, as().editorA, permission, [w.recipes.stewA.id]);
      await requireAccess(ctx.db, as().superAdmin, permission, [w.recipes.riceB.id]);
    });

    it('answers 403 to a member who sees the recipe', async () => {
      await expectRefusal(
        requireAccess(ctx.db, as().memberA, permission, [w.recipes.stewA.id]),
        403,
        message,
      );
    });

    it('answers 404 first to someone who cannot see one of the recipes', async () => {
      const ids = [w.recipes.stewA.id, w.recipes.riceB.id];
      await expectRefusal(
        requireAccess(ctx.db, as().memberA, permission, ids),
        404,
        'Recipe not found',
      );
      await expectRefusal(
        requireAccess(ctx.db, as().editorA, permission, [w.recipes.riceB.id]),
        404,
        'Recipe not found',
      );
    });
  });

  describe('familyRecipe.read', () => {
    it('asks what the family sees, whoever asks', async () => {
      const { stewA, publicPie, riceB, lonelySauce } = w.recipes;
      const familyId = w.familyA.id;
      await requireAccess(ctx.db, as().memberA, 'familyRecipe.read', [stewA.id, publicPie.id], {
        familyId,
      });
      for (const recipe of [riceB, lonelySauce]) {
        await expectRefusal(
          requireAccess(ctx.db, as().superAdmin, 'familyRecipe.read', [recipe.id], { familyId }),
          404,
          'Recipe not found',
        );
      }
    });
  });

  describe('cookbook.read', () => {
    it('lets members see their own and public cookbooks, editors theirs, super admins all', async () => {
      const { a, b, lonely } = w.books;
      await requireAccess(ctx.db, as().memberA, 'cookbook.read', [a.id, w.books.public.id]);
      await requireAccess(ctx.db, as().lonelyEditor, 'cookbook.read', [lonely.id]);
      await requireAccess(ctx.db, as().superAdmin, 'cookbook.read', [a.id, b.id, lonely.id]);
    });

    it("answers 404 for another family's cookbook", async () => {
      await expectRefusal(
        requireAccess(ctx.db, as().memberA, 'cookbook.read', [w.books.b.id]),
        404,
        'Cookbook not found',
      );
    });
  });

  describe.each([
    ['cookbook.addRecipe', RECIPE_WRITE_FORBIDDEN],
    ['cookbook.addCategory', 'Only editors of this cookbook can add categories'],
  ] as const)('%s', (permission, message) => {
    it('lets its editor and super admins, 403 to a member, 404 to a stranger', async () => {
      const { a, b } = w.books;
      await requireAccess(ctx.db, as().editorA, permission, [a.id]);
      await requireAccess(ctx.db, as().superAdmin, permission, [b.id]);
      await expectRefusal(requireAccess(ctx.db, as().memberA, permission, [a.id]), 403, message);
      await expectRefusal(
        requireAccess(ctx.db, as().memberB, permission, [a.id]),
        404,
        'Cookbook not found',
      );
    });
  });

  describe('cookbook.import', () => {
    it('answers 403 to members and strangers alike', async () => {
      await requireAccess(ctx.db, as().editorA, 'cookbook.import', [w.books.a.id]);
      for (const user of [as().memberA, as().memberB]) {
        await expectRefusal(
          requireAccess(ctx.db, user, 'cookbook.import', [w.books.a.id]),
          403,
          IMPORT_MESSAGES.onlyEditors,
        );
      }
    });
  });

  describe.each([
    ['image.upload', 'Only cookbook editors can upload images'],
    ['image.generate', IMAGE_MESSAGES.onlyEditors],
  ] as const)('%s', (permission, message) => {
    it('lets editors of any cookbook and super admins, 403 to anyone else', async () => {
      await requireAccess(ctx.db, as().editorA, permission);
      await requireAccess(ctx.db, as().lonelyEditor, permission);
      await requireAccess(ctx.db, as().superAdmin, permission);
      await expectRefusal(requireAccess(ctx.db, as().adminA, permission), 403, message);
      expect(await checkAccess(ctx.db, as().memberA, permission)).toEqual(new Set());
    });
  });

  it('accessError answers what requireAccess refuses with, for a row gone since the check', () => {
    expect(accessError('recipe.read')).toMatchObject({ statusCode: 404, code: 'recipe_not_found' });
    expect(accessError('recipe.edit')).toMatchObject({
      statusCode: 403,
      code: 'recipe_write_forbidden',
    });
  });
});
