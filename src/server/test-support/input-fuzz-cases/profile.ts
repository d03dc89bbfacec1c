import type { FuzzWorld, RouteCases } from './types';

/** Profile (product rule: profile): renaming one's family, choosing the active cookbooks. */
export function profileCases(w: FuzzWorld): RouteCases {
  return {
    'PATCH /api/families/:id/name': {
      params: { id: w.familyA.id },
      body: { name: 'Fuzzers' },
      strings: ['name'],
    },
    'PUT /api/user/active-cookbooks': {
      body: { cookbookIds: [w.books.a.id] },
      ids: ['cookbookIds.0'],
    },
  };
}
