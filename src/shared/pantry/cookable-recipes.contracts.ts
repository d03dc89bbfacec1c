import { defineContract } from '../api/contract';
import { familyPantryParamsSchema } from './pantry.schemas';
import { cookableRecipesQuerySchema, cookableRecipesSchema } from './cookable-recipes.schemas';

/** "What can we cook?" (cookable-recipes.schemas.ts). */
export const cookableRecipesContracts = {
  listCookableRecipes: defineContract({
    method: 'GET',
    path: '/api/families/:familyId/cookable-recipes',
    summary: "Rank the family's recipes by how much of their ingredients the pantry has (top 100)",
    params: familyPantryParamsSchema,
    query: cookableRecipesQuerySchema,
    responses: { 200: cookableRecipesSchema },
  }),
};
