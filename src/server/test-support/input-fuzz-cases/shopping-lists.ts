import { WEEK, type FuzzWorld, type RouteCases } from './types';

/** A week's list: generated from the plans, ticked, and what was bought put in the pantry. */
export function shoppingListCases(w: FuzzWorld): RouteCases {
  return {
    'POST /api/shopping-lists': {
      body: {
        shoppingList: {
          familyId: w.familyA.id,
          weekStartDate: WEEK,
          weekEndDate: '2030-01-12',
          mealPlanHash: '1,2',
        },
        generateFromMealPlans: true,
        forceRegenerate: true,
        items: [],
      },
      strings: ['shoppingList.mealPlanHash'],
      ids: ['shoppingList.familyId'],
      dates: ['shoppingList.weekStartDate', 'shoppingList.weekEndDate'],
    },
    'PATCH /api/shopping-list-items/:id': { params: { id: w.itemId }, body: { checked: true } },
    'POST /api/shopping-lists/:id/stock-pantry': { params: { id: w.shoppingListId } },
    'POST /api/families/:familyId/weekly-shopping-list/items': {
      params: { familyId: w.familyA.id },
      body: { weekStartDate: WEEK, lines: ['200 ml cream', 'eggs'] },
      strings: ['lines.0', 'lines.1'],
      dates: ['weekStartDate'],
    },
  };
}

/** A week's list (its query carries a day). */
export function shoppingListReads(w: FuzzWorld): RouteCases {
  return {
    'GET /api/families/:familyId/weekly-shopping-list': {
      params: { familyId: w.familyA.id },
      query: { weekStartDate: WEEK },
      dates: ['query.weekStartDate'],
    },
  };
}
