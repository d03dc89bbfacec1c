import { PLACEHOLDER_DATA, PLACEHOLDER_STRINGS } from './meal-plans';
import type { FuzzWorld, RouteCases } from './types';

/** The staging area: recipes and placeholders waiting for a day of the planner. */
export function stagingCases(w: FuzzWorld): RouteCases {
  const familyId = w.familyA.id;
  return {
    'POST /api/staged-recipes': [
      {
        body: {
          familyId,
          recipeId: w.recipes.stewA.id,
          batchCount: 1,
          userId: w.users.memberA.id,
        },
        ids: ['familyId', 'recipeId', 'userId'],
      },
      {
        body: { familyId, isPlaceholder: true, placeholderData: PLACEHOLDER_DATA, batchCount: 2 },
        strings: PLACEHOLDER_STRINGS,
        ids: ['familyId'],
      },
    ],
    'PATCH /api/staged-recipes/:id': { params: { id: w.stagedId }, body: { batchCount: 2 } },
    'DELETE /api/staged-recipes/:id': { params: { id: w.stagedId } },
    'DELETE /api/families/:familyId/staged-recipes': { params: { familyId } },
  };
}
