import type { FuzzWorld, RouteCases } from './types';

/**
 * Import from another app. Its ids arrive in the query (the file is the multipart body, whose
 * bad uploads are app-import.routes.test.ts's); a member edits no cookbook, so no valid call
 * starts an import. An unknown job id answers 404 like a foreign one.
 */
export function appImportCases(w: FuzzWorld): RouteCases {
  const familyId = String(w.familyA.id);
  return {
    'POST /api/app-imports': {
      query: { familyId, cookbookId: String(w.books.a.id), mealPlans: 'false' },
      ids: ['query.familyId', 'query.cookbookId'],
    },
    'POST /api/app-imports/:id/cancel': { params: { id: 1 } },
  };
}

/** The family's imports: its id in the query. */
export function appImportReads(w: FuzzWorld): RouteCases {
  return {
    'GET /api/app-imports': { query: { familyId: String(w.familyA.id) }, ids: ['query.familyId'] },
  };
}
