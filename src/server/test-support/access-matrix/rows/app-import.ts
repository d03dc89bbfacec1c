import { ANSWERS, row } from '../types';

/**
 * Import from another app (docs/decisions/050): starting one needs the family (404 outside
 * it) and the cookbook's editor (403 for members who do not edit it); a job is its family's
 * (404 outside it, super admins who are no member included); stopping it is for the one who
 * started it and the family's admins.
 */
export const appImportRows = [
  row({
    route: 'POST /api/app-imports',
    request: (w, side) => ({
      url: `/api/app-imports?familyId=${side.family.id}&cookbookId=${side.privateBook}`,
      ...w.exportBody,
    }),
    expect: { ...ANSWERS.privateBookEditors, superAdmin: 404 },
    variants: [
      {
        name: "the editor importing into B's private cookbook",
        actor: 'editor',
        request: (w) => ({
          url: `/api/app-imports?familyId=${w.a.family.id}&cookbookId=${w.b.privateBook}`,
          ...w.exportBody,
        }),
        expect: 403,
      },
      {
        name: 'the editor asking for meal plans (admins only)',
        actor: 'editor',
        request: (w) => ({
          url: `/api/app-imports?familyId=${w.a.family.id}&cookbookId=${w.a.privateBook}&mealPlans=true`,
          ...w.exportBody,
        }),
        expect: 403,
      },
    ],
  }),
  row({
    route: 'GET /api/app-imports',
    request: (_w, side) => ({ url: `/api/app-imports?familyId=${side.family.id}` }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'GET /api/app-imports/:id',
    request: (_w, side) => ({ url: `/api/app-imports/${side.appImportJob}` }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'POST /api/app-imports/:id/cancel',
    request: (_w, side) => ({ url: `/api/app-imports/${side.appImportJob}/cancel` }),
    expect: { ...ANSWERS.familyMembers, member: 403 },
  }),
];
