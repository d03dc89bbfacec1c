import { z } from 'zod';
import { defineContract } from '../api/contract';
import { deletedCountSchema } from '../meal-plans/meal-plans.schemas';
import { idempotencyHeadersSchema } from '../validation/idempotency';
import {
  familyStagedRecipesParamsSchema,
  stagedRecipeIdParamsSchema,
  stagedRecipeSchema,
  stageRecipeBodySchema,
  updateStagedRecipeBodySchema,
} from './staging.schemas';

/** A family's meal planning area: recipes picked to cook, not yet put on a day. */
export const stagingContracts = {
  listFamilyStagedRecipes: defineContract({
    method: 'GET',
    path: '/api/families/:familyId/staged-recipes',
    summary: "List the recipes and placeholders in the family's meal planning area",
    params: familyStagedRecipesParamsSchema,
    responses: { 200: z.array(stagedRecipeSchema) },
  }),
  stageRecipe: defineContract({
    method: 'POST',
    path: '/api/staged-recipes',
    summary: "Put a recipe or a placeholder in the family's meal planning area",
    headers: idempotencyHeadersSchema,
    body: stageRecipeBodySchema,
    responses: { 201: stagedRecipeSchema },
  }),
  updateStagedRecipe: defineContract({
    method: 'PATCH',
    path: '/api/staged-recipes/:id',
    summary: 'Change how many batches of a staged recipe to cook',
    params: stagedRecipeIdParamsSchema,
    body: updateStagedRecipeBodySchema,
    responses: { 200: stagedRecipeSchema },
  }),
  unstageRecipe: defineContract({
    method: 'DELETE',
    path: '/api/staged-recipes/:id',
    summary: 'Take one recipe or placeholder out of the meal planning area',
    params: stagedRecipeIdParamsSchema,
    responses: { 204: z.null() },
  }),
  clearFamilyStagedRecipes: defineContract({
    method: 'DELETE',
    path: '/api/families/:familyId/staged-recipes',
    summary: "Empty the family's meal planning area",
    params: familyStagedRecipesParamsSchema,
    responses: { 200: deletedCountSchema },
  }),
};
