import { ANSWERS, row } from '../types';

/**
 * The family pantry (product rule: pantry). Members of the family only; routes addressed by an
 * item's id answer 404 unless it belongs to one of the caller's families (a super admin who is
 * no member included).
 */
export const pantryRows = [
  row({
    route: 'GET /api/families/:familyId/pantry',
    request: (_w, side) => ({ url: `/api/families/${side.family.id}/pantry` }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'POST /api/families/:familyId/pantry',
    request: (_w, side) => ({
      url: `/api/families/${side.family.id}/pantry`,
      payload: { line: '2 cans chickpeas' },
    }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'GET /api/families/:familyId/cookable-recipes',
    request: (_w, side) => ({
      url: `/api/families/${side.family.id}/cookable-recipes?favorites=true`,
    }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'PATCH /api/pantry-items/:id',
    request: (_w, side) => ({
      url: `/api/pantry-items/${side.pantryItem}`,
      payload: { quantity: 750, bestBefore: '2030-02-01' },
    }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'POST /api/pantry-items/:id/adjust',
    request: (_w, side) => ({
      url: `/api/pantry-items/${side.pantryItem}/adjust`,
      payload: { delta: -100 },
    }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'DELETE /api/pantry-items/:id',
    request: (_w, side) => ({ url: `/api/pantry-items/${side.pantryItem}` }),
    expect: ANSWERS.familyMembers,
  }),
];
