import { z } from 'zod';
import { idParamSchema, idSchema } from '../validation/ids';
import { safeText } from '../validation/text';
import { recipeBriefSchema } from '../recipes/recipes.schemas';

/** Batches of a staged recipe (product rule: staging). */
export const STAGING_MIN_BATCH = 1;
export const STAGING_MAX_BATCH = 5;

const BATCH_COUNT_MESSAGE = `Batch count must be a whole number from ${STAGING_MIN_BATCH} to ${STAGING_MAX_BATCH}`;
export const batchCountSchema = z
  .number()
  .int(BATCH_COUNT_MESSAGE)
  .min(STAGING_MIN_BATCH, BATCH_COUNT_MESSAGE)
  .max(STAGING_MAX_BATCH, BATCH_COUNT_MESSAGE);

/** What a placeholder carries; also what a deleted recipe leaves behind in plans. */
export const placeholderDataSchema = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  servings: z.number().int().optional(),
});
export type PlaceholderData = z.infer<typeof placeholderDataSchema>;

/**
 * The server's exact answer (400) to a placeholder without data or title
 * (product rule: placeholder-recipe).
 */
export const PLACEHOLDER_MISSING_MESSAGE = 'Placeholder missing';
/** The text for "no recipe chosen" (product rule: plan-choice), also the server's answer to it. */
export const RECIPE_MISSING_MESSAGE = 'Please select a recipe';
export const PLACEHOLDER_TITLE_MAX_LENGTH = 200;
export const PLACEHOLDER_MAX_SERVINGS = 100;

/**
 * Placeholder data as a client sends it, trimmed. Other keys (the client's 'placeholder-…'
 * id, imageUrl) are dropped. The title may be absent here: readPlanTarget answers
 * PLACEHOLDER_MISSING_MESSAGE for it, so the message reaches the client as is.
 */
export const placeholderInputSchema = z.object({
  title: safeText({ max: PLACEHOLDER_TITLE_MAX_LENGTH, label: 'A placeholder title' }).optional(),
  subtitle: safeText({
    max: PLACEHOLDER_TITLE_MAX_LENGTH,
    label: 'A placeholder subtitle',
  }).nullish(),
  servings: z.number().int().min(1).max(PLACEHOLDER_MAX_SERVINGS).nullish(),
});
export type PlaceholderInput = z.infer<typeof placeholderInputSchema>;

/** The body fields naming what is planned or staged: a recipe, or a placeholder. */
export const recipeOrPlaceholderFields = {
  /** Required unless `isPlaceholder`; must then be absent or null. */
  recipeId: idSchema.nullish(),
  isPlaceholder: z.boolean().optional(),
  /** Required with a non-empty title when `isPlaceholder`. */
  placeholderData: placeholderInputSchema.nullish(),
};

export type PlanTarget =
  { kind: 'recipe'; recipeId: number } | { kind: 'placeholder'; placeholderData: PlaceholderData };

/** Which variant a body is, or the message that refuses it. */
export function readPlanTarget(body: {
  recipeId?: number | null | undefined;
  isPlaceholder?: boolean | undefined;
  placeholderData?: PlaceholderInput | null | undefined;
}): PlanTarget | { error: string } {
  if (body.isPlaceholder === true) {
    if (body.recipeId != null) return { error: 'A placeholder cannot have a recipeId' };
    const { title, subtitle, servings } = body.placeholderData ?? {};
    if (!title) return { error: PLACEHOLDER_MISSING_MESSAGE };
    return {
      kind: 'placeholder',
      placeholderData: {
        title,
        ...(subtitle ? { subtitle } : {}),
        ...(servings != null ? { servings } : {}),
      },
    };
  }
  if (body.placeholderData != null) {
    return { error: 'placeholderData needs isPlaceholder: true' };
  }
  if (body.recipeId == null) return { error: RECIPE_MISSING_MESSAGE };
  return { kind: 'recipe', recipeId: body.recipeId };
}

/**
 * POST /api/staged-recipes: a recipe `{ familyId, recipeId, batchCount? }` or a placeholder
 * `{ familyId, isPlaceholder: true, placeholderData: { title, subtitle?, servings? },
 * batchCount? }`. The stager is the session user: a `userId` in the body is accepted for the
 * spec's client and ignored (docs/spec-deviations.md).
 */
export const stageRecipeBodySchema = z.object({
  familyId: idSchema,
  ...recipeOrPlaceholderFields,
  batchCount: batchCountSchema.default(STAGING_MIN_BATCH),
  /** The spec's client sends one (product rule: staging); checked like any id, then ignored. */
  userId: idSchema.optional(),
});
export type StageRecipeBody = z.input<typeof stageRecipeBodySchema>;

/** PATCH /api/staged-recipes/{id}. */
export const updateStagedRecipeBodySchema = z.object({ batchCount: batchCountSchema });
export type UpdateStagedRecipeBody = z.infer<typeof updateStagedRecipeBodySchema>;

export const stagedRecipeIdParamsSchema = z.object({ id: idParamSchema });
export const familyStagedRecipesParamsSchema = z.object({ familyId: idParamSchema });

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
