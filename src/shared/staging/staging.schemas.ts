import { z } from 'zod';
import { bodyId } from '../recipes/ids';
import { recipeBriefSchema } from '../recipes/recipes.schemas';

/** Batches of a staged recipe (core §9). */
export const STAGING_MIN_BATCH = 1;
export const STAGING_MAX_BATCH = 5;

export const batchCountSchema = z.number().int().min(STAGING_MIN_BATCH).max(STAGING_MAX_BATCH);

/** What a placeholder carries; also what a deleted recipe leaves behind in plans. */
export const placeholderDataSchema = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  servings: z.number().int().optional(),
});
export type PlaceholderData = z.infer<typeof placeholderDataSchema>;

/**
 * POST /api/staged-recipes for a recipe. The stager is the session user: a `userId` in the
 * body is accepted for the spec's client and ignored (docs/spec-deviations.md).
 */
export const stageRecipeBodySchema = z.object({
  familyId: bodyId,
  recipeId: bodyId,
  batchCount: batchCountSchema.default(STAGING_MIN_BATCH),
  userId: z.unknown().optional(),
});
export type StageRecipeBody = z.input<typeof stageRecipeBodySchema>;

export const stagedRecipeSchema = z.object({
  id: z.number().int(),
  familyId: z.number().int(),
  userId: z.number().int(),
  recipeId: z.number().int().nullable(),
  batchCount: z.number().int(),
  isPlaceholder: z.boolean(),
  placeholderData: placeholderDataSchema.nullable(),
  createdAt: z.string(),
  /** The staged recipe; null for a placeholder (or a recipe deleted since). */
  recipe: recipeBriefSchema.nullable(),
});
export type StagedRecipe = z.infer<typeof stagedRecipeSchema>;
