import { WEEK, type FuzzWorld, type RouteCases } from './types';

/** A planned meal without a recipe, as the staging area and the planner both take it. */
export const PLACEHOLDER_DATA = {
  title: 'Pizza night',
  subtitle: 'Placeholder Recipe',
  servings: 2,
};
export const PLACEHOLDER_STRINGS = ['placeholderData.title', 'placeholderData.subtitle'];

/** The week's planner: a recipe or a placeholder on a day, moved, resized and removed. */
export function mealPlanCases(w: FuzzWorld): RouteCases {
  const familyId = w.familyA.id;
  return {
    'POST /api/meal-plans': [
      {
        body: {
          familyId,
          recipeId: w.recipes.stewA.id,
          date: '2030-01-07T12:00:00',
          mealType: 'Dinner',
          plannedServings: 4,
          userId: w.users.memberA.id,
        },
        strings: ['mealType'],
        ids: ['familyId', 'recipeId', 'userId'],
        dates: ['date'],
      },
      {
        body: {
          familyId,
          date: '2030-01-07',
          mealType: 'Lunch',
          plannedServings: 2,
          isPlaceholder: true,
          placeholderData: PLACEHOLDER_DATA,
        },
        strings: PLACEHOLDER_STRINGS,
        ids: ['familyId'],
        dates: ['date'],
      },
    ],
    'PATCH /api/meal-plans/:id': { params: { id: w.mealPlanId }, body: { plannedServings: 2 } },
    'DELETE /api/meal-plans/:id': { params: { id: w.mealPlanId } },
    'POST /api/meal-plans/:id/cooked': { params: { id: w.mealPlanId } },
    'DELETE /api/meal-plans/:id/cooked': { params: { id: w.mealPlanId } },
    'DELETE /api/families/:familyId/meal-plans': {
      params: { familyId },
      query: { startDate: WEEK, endDate: '2030-01-12' },
      dates: ['query.startDate', 'query.endDate'],
    },
  };
}

/** A week of the planner (its query carries days). */
export function mealPlanReads(w: FuzzWorld): RouteCases {
  return {
    'GET /api/families/:familyId/meal-plans': {
      params: { familyId: w.familyA.id },
      query: { startDate: WEEK, endDate: '2030-01-12' },
      dates: ['query.startDate', 'query.endDate'],
    },
  };
}
