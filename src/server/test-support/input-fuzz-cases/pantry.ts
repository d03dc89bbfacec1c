import type { FuzzWorld, RouteCases } from './types';

/** The family pantry: a typed line or an item's fields, counted up and down, removed. */
export function pantryCases(w: FuzzWorld): RouteCases {
  const familyId = w.familyA.id;
  return {
    'POST /api/families/:familyId/pantry': [
      { params: { familyId }, body: { line: '2 cans chickpeas' }, strings: ['line'] },
      {
        params: { familyId },
        body: { name: 'rice', quantity: 500, unit: 'g', bestBefore: '2030-02-01' },
        strings: ['name', 'unit'],
        dates: ['bestBefore'],
      },
    ],
    'PATCH /api/pantry-items/:id': {
      params: { id: w.pantryItemId },
      body: { name: 'rice', unit: 'kg', bestBefore: '2030-02-01' },
      strings: ['name', 'unit'],
      dates: ['bestBefore'],
    },
    'POST /api/pantry-items/:id/adjust': { params: { id: w.pantryItemId }, body: { delta: 1 } },
    'DELETE /api/pantry-items/:id': { params: { id: w.pantryItemId } },
  };
}

/** "What can we cook?": its filters arrive in the query. */
export function pantryReads(w: FuzzWorld): RouteCases {
  return {
    // The category text is not fed, like an admin list's search (a URL carries UTF-8, so no
    // lone surrogate reaches it); its NUL and length checks are in cookable-recipes.routes.test.ts.
    'GET /api/families/:familyId/cookable-recipes': {
      params: { familyId: w.familyA.id },
      query: { category: 'Dinner', favorites: 'true' },
    },
  };
}
