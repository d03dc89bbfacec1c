import { ANSWERS, row } from '../types';

/**
 * The family export (docs/decisions/051): any member of the family downloads it; a stranger,
 * a super admin who is no member and anyone of another family get 404 and no zip.
 */
export const familyExportRows = [
  row({
    route: 'GET /api/families/:familyId/export',
    request: (_w, side) => ({ url: `/api/families/${side.family.id}/export` }),
    expect: ANSWERS.familyMembers,
  }),
];
