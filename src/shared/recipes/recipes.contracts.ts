import { z } from 'zod';
import { defineContract } from '../api/contract';
import { idempotencyHeadersSchema } from '../validation/idempotency';
import {
  hiddenRecipeParamsSchema,
  hiddenRecipeSchema,
  hideRecipeBodySchema,
} from './hidden-recipes.schemas';
import {
  recipeVersionHeadersSchema,
  recipeWriteResultSchema,
  recipeWriteSchema,
} from './recipe-write.schemas';
import {
  familyRecipeListSchema,
  familyRecipesParamsSchema,
  recipeDetailQuerySchema,
  recipeDetailSchema,
  recipeIdParamsSchema,
  recipeMarksSchema,
  recipeSearchIndexSchema,
  recipeSummarySchema,
} from './recipes.schemas';

/**
 * Recipes: a family's list (in parts, docs/decisions/022), one recipe, writing and deleting
 * it, and hiding it from a family.
 */
export const recipesContracts = {
  familyRecipeCards: defineContract({
    method: 'GET',
    path: '/api/families/:familyId/recipes',
    summary: "List the recipe cards of a family's list, the same for every member",
    params: familyRecipesParamsSchema,
    responses: { 200: familyRecipeListSchema, 304: z.null() },
  }),
  familySearchIndex: defineContract({
    method: 'GET',
    path: '/api/families/:familyId/recipes/search-index',
    summary: "Get the ingredient texts of a family's recipes, for searching its list",
    params: familyRecipesParamsSchema,
    responses: { 200: recipeSearchIndexSchema, 304: z.null() },
  }),
  recipeMarks: defineContract({
    method: 'GET',
    path: '/api/families/:familyId/recipe-marks',
    summary: "Get your favourites, the family's hidden recipes and your switched-off cookbooks",
    params: familyRecipesParamsSchema,
    responses: { 200: recipeMarksSchema },
  }),
  listAccessible: defineContract({
    method: 'GET',
    path: '/api/recipes/accessible',
    summary: 'List every recipe you may open, across your families',
    responses: { 200: z.array(recipeSummarySchema) },
  }),
  getRecipe: defineContract({
    method: 'GET',
    path: '/api/recipes/:id',
    summary: "Get a recipe with its ingredients, directions and a family's notes",
    params: recipeIdParamsSchema,
    query: recipeDetailQuerySchema,
    responses: { 200: recipeDetailSchema },
  }),
  createRecipe: defineContract({
    method: 'POST',
    path: '/api/recipes',
    summary: 'Create a recipe in a cookbook you edit',
    headers: idempotencyHeadersSchema,
    body: recipeWriteSchema,
    responses: { 201: recipeWriteResultSchema },
  }),
  updateRecipe: defineContract({
    method: 'PATCH',
    path: '/api/recipes/:id',
    summary: 'Save changes to a recipe, unless someone else saved it since you loaded it',
    params: recipeIdParamsSchema,
    headers: recipeVersionHeadersSchema,
    body: recipeWriteSchema,
    responses: { 200: recipeWriteResultSchema },
  }),
  deleteRecipe: defineContract({
    method: 'DELETE',
    path: '/api/recipes/:id',
    summary: 'Delete a recipe with its ingredients, directions and notes',
    params: recipeIdParamsSchema,
    responses: { 204: z.null() },
  }),
  hideRecipe: defineContract({
    method: 'POST',
    path: '/api/hidden-recipes',
    summary: "Hide a recipe from a family's lists (201 when newly hidden, 200 if it already was)",
    body: hideRecipeBodySchema,
    responses: { 200: hiddenRecipeSchema, 201: hiddenRecipeSchema },
  }),
  unhideRecipe: defineContract({
    method: 'DELETE',
    path: '/api/hidden-recipes/recipe/:recipeId/family/:familyId',
    summary: 'Show a hidden recipe to the family again',
    params: hiddenRecipeParamsSchema,
    responses: { 204: z.null() },
  }),
};
