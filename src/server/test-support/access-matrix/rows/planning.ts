import { ANSWERS, row } from '../types';
import { WEEK } from '../world';

const range = `startDate=${WEEK.start}&endDate=${WEEK.end}`;

/**
 * Family planning data: staged recipes, meal plans, shopping lists. Members of the family
 * only; routes addressed by an entry's id answer 404 unless it belongs to one of the
 * caller's families (a super admin who is no member included).
 */
export const planningRows = [
  row({
    route: 'GET /api/families/:familyId/staged-recipes',
    request: (_w, side) => ({ url: `/api/families/${side.family.id}/staged-recipes` }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'POST /api/staged-recipes',
    request: (_w, side) => ({
      url: '/api/staged-recipes',
      payload: { familyId: side.family.id, recipeId: side.recipe, batchCount: 2 },
    }),
    expect: ANSWERS.familyMembers,
    variants: [
      {
        name: 'a recipe family A does not see, staged in A',
        actor: 'member',
        request: (w) => ({
          url: '/api/staged-recipes',
          payload: { familyId: w.a.family.id, recipeId: w.b.recipe },
        }),
        expect: 404,
      },
    ],
  }),
  row({
    route: 'PATCH /api/staged-recipes/:id',
    request: (_w, side) => ({
      url: `/api/staged-recipes/${side.stagedRecipe}`,
      payload: { batchCount: 3 },
    }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'DELETE /api/staged-recipes/:id',
    request: (_w, side) => ({ url: `/api/staged-recipes/${side.stagedRecipe}` }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'DELETE /api/families/:familyId/staged-recipes',
    request: (_w, side) => ({ url: `/api/families/${side.family.id}/staged-recipes` }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'GET /api/families/:familyId/meal-plans',
    request: (_w, side) => ({ url: `/api/families/${side.family.id}/meal-plans?${range}` }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'POST /api/meal-plans',
    request: (_w, side) => ({
      url: '/api/meal-plans',
      payload: {
        familyId: side.family.id,
        date: WEEK.start,
        mealType: 'Lunch',
        plannedServings: 4,
        recipeId: side.recipe,
      },
    }),
    expect: ANSWERS.familyMembers,
    variants: [
      {
        name: 'a recipe family A does not see, planned in A',
        actor: 'member',
        request: (w) => ({
          url: '/api/meal-plans',
          payload: {
            familyId: w.a.family.id,
            date: WEEK.start,
            mealType: 'Lunch',
            plannedServings: 4,
            recipeId: w.b.recipe,
          },
        }),
        expect: 404,
      },
    ],
  }),
  row({
    route: 'PATCH /api/meal-plans/:id',
    request: (_w, side) => ({
      url: `/api/meal-plans/${side.mealPlan}`,
      payload: { plannedServings: 6 },
    }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'DELETE /api/meal-plans/:id',
    request: (_w, side) => ({ url: `/api/meal-plans/${side.mealPlan}` }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'POST /api/meal-plans/:id/cooked',
    request: (_w, side) => ({ url: `/api/meal-plans/${side.mealPlan}/cooked` }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'DELETE /api/meal-plans/:id/cooked',
    request: (_w, side) => ({ url: `/api/meal-plans/${side.mealPlan}/cooked` }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'DELETE /api/families/:familyId/meal-plans',
    request: (_w, side) => ({ url: `/api/families/${side.family.id}/meal-plans?${range}` }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'GET /api/families/:familyId/shopping-lists',
    request: (_w, side) => ({ url: `/api/families/${side.family.id}/shopping-lists` }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'GET /api/families/:familyId/weekly-shopping-list',
    request: (_w, side) => ({
      url: `/api/families/${side.family.id}/weekly-shopping-list?weekStartDate=${WEEK.start}`,
    }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    // The family id sits in the body; the service checks membership.
    route: 'POST /api/shopping-lists',
    request: (_w, side) => ({
      url: '/api/shopping-lists',
      payload: {
        shoppingList: {
          familyId: side.family.id,
          weekStartDate: WEEK.start,
          weekEndDate: WEEK.end,
        },
        generateFromMealPlans: true,
        forceRegenerate: true,
      },
    }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'PATCH /api/shopping-list-items/:id',
    request: (_w, side) => ({
      url: `/api/shopping-list-items/${side.shoppingItem}`,
      payload: { checked: true },
    }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    // Addressed by list id: the service admits only lists of the caller's families.
    route: 'POST /api/shopping-lists/:id/stock-pantry',
    request: (_w, side) => ({ url: `/api/shopping-lists/${side.shoppingList}/stock-pantry` }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    // Lines added by hand (product rule: added-items); a week without a list gets one first.
    route: 'POST /api/families/:familyId/weekly-shopping-list/items',
    request: (_w, side) => ({
      url: `/api/families/${side.family.id}/weekly-shopping-list/items`,
      payload: { weekStartDate: WEEK.start, lines: ['200 ml cream', 'eggs'] },
    }),
    expect: ANSWERS.familyMembers,
  }),
];
