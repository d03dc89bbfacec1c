import { MAX_PLANNED_SERVINGS } from '#shared/meal-plans/meal-plans.schemas';
import { STAGING_MAX_BATCH, STAGING_MIN_BATCH } from '#shared/staging/staging.schemas';

/** The planned servings in whole batches of the recipe, within the dialog's 1 to 5. */
export function batchesForServings(plannedServings: number, recipeServings: number) {
  const batches = Math.round(plannedServings / Math.max(1, recipeServings));
  return Math.min(STAGING_MAX_BATCH, Math.max(STAGING_MIN_BATCH, batches));
}

/**
 * Planned servings for a number of batches (product rule: planned-meal-dialog), within the server's
 * bound.
 */
export function servingsForBatches(batches: number, recipeServings: number) {
  return Math.min(MAX_PLANNED_SERVINGS, Math.max(1, batches * Math.max(1, recipeServings)));
}
