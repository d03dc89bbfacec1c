import type { FuzzWorld, RouteCases } from './types';

/** The family export: its one input is the family id in the path. */
export function familyExportReads(w: FuzzWorld): RouteCases {
  return { 'GET /api/families/:familyId/export': { params: { familyId: w.familyA.id } } };
}
