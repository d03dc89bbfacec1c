import { ANSWERS, row } from '../types';

const unknown = 999999;
const cookbookBody = { name: 'Matrix Cookbook', description: 'For tests', isPublic: false };

/**
 * Administration of families, cookbooks and their links, the dashboard counts and the audit
 * log: super admins only.
 */
export const adminFamilyRows = [
  row({
    route: 'GET /api/admin/families',
    request: () => ({ url: '/api/admin/families' }),
    expect: ANSWERS.superAdmin,
  }),
  row({
    route: 'POST /api/admin/families',
    request: () => ({ url: '/api/admin/families', payload: { name: 'New Family' } }),
    expect: ANSWERS.superAdmin,
  }),
  row({
    route: 'PATCH /api/admin/families/:id',
    request: (_w, side) => ({
      url: `/api/admin/families/${side.family.id}`,
      payload: { name: 'Renamed Family' },
    }),
    expect: ANSWERS.superAdmin,
    variants: [
      {
        name: 'a family that does not exist',
        actor: 'superAdmin',
        request: () => ({ url: `/api/admin/families/${unknown}`, payload: { name: 'Ghosts' } }),
        expect: 404,
      },
    ],
  }),
  row({
    route: 'GET /api/family-cookbooks',
    request: () => ({ url: '/api/family-cookbooks' }),
    expect: ANSWERS.superAdmin,
  }),
  row({
    route: 'POST /api/family-cookbooks',
    request: (w, side) => ({
      url: '/api/family-cookbooks',
      payload: { familyId: side.family.id, cookbookId: w.spareBook },
    }),
    expect: ANSWERS.superAdmin,
    variants: [
      {
        name: 'a public cookbook (its access cannot be toggled)',
        actor: 'superAdmin',
        request: (w) => ({
          url: '/api/family-cookbooks',
          payload: { familyId: w.a.family.id, cookbookId: w.publicBook },
        }),
        expect: 409,
      },
      {
        name: 'a cookbook already linked',
        actor: 'superAdmin',
        request: (w) => ({
          url: '/api/family-cookbooks',
          payload: { familyId: w.a.family.id, cookbookId: w.a.privateBook },
        }),
        expect: 409,
      },
      {
        name: 'a family that does not exist',
        actor: 'superAdmin',
        request: (w) => ({
          url: '/api/family-cookbooks',
          payload: { familyId: unknown, cookbookId: w.spareBook },
        }),
        expect: 404,
      },
    ],
  }),
  row({
    route: 'DELETE /api/family-cookbooks',
    request: (_w, side) => ({
      url: '/api/family-cookbooks',
      payload: { familyId: side.family.id, cookbookId: side.privateBook },
    }),
    expect: ANSWERS.superAdmin,
    variants: [
      {
        name: "the family's default cookbook",
        actor: 'superAdmin',
        request: (w) => ({
          url: '/api/family-cookbooks',
          payload: { familyId: w.a.family.id, cookbookId: w.a.defaultBook },
        }),
        expect: 409,
      },
    ],
  }),
  row({
    route: 'PATCH /api/families/:id/default-cookbook',
    request: (_w, side) => ({
      url: `/api/families/${side.family.id}/default-cookbook`,
      payload: { cookbookId: side.privateBook },
    }),
    expect: ANSWERS.superAdmin,
    variants: [
      {
        name: 'a cookbook that does not exist',
        actor: 'superAdmin',
        request: (w) => ({
          url: `/api/families/${w.a.family.id}/default-cookbook`,
          payload: { cookbookId: unknown },
        }),
        expect: 404,
      },
    ],
  }),
  ...['cookbooks', 'users', 'families', 'recipes'].map((what) =>
    row({
      route: `GET /api/stats/${what}/count`,
      request: () => ({ url: `/api/stats/${what}/count` }),
      expect: ANSWERS.superAdmin,
    }),
  ),
  row({
    route: 'GET /api/admin/audit-log',
    request: () => ({ url: '/api/admin/audit-log' }),
    expect: ANSWERS.superAdmin,
  }),
  row({
    route: 'POST /api/cookbooks',
    request: () => ({ url: '/api/cookbooks', payload: cookbookBody }),
    expect: ANSWERS.superAdmin,
  }),
  row({
    route: 'PATCH /api/cookbooks/:id',
    request: (_w, side) => ({ url: `/api/cookbooks/${side.privateBook}`, payload: cookbookBody }),
    expect: ANSWERS.superAdmin,
    variants: [
      {
        name: 'a cookbook that does not exist',
        actor: 'superAdmin',
        request: () => ({ url: `/api/cookbooks/${unknown}`, payload: cookbookBody }),
        expect: 404,
      },
    ],
  }),
  row({
    route: 'DELETE /api/cookbooks/:id',
    request: (_w, side) => ({ url: `/api/cookbooks/${side.privateBook}` }),
    expect: ANSWERS.superAdmin,
    variants: [
      {
        name: "a family's default cookbook",
        actor: 'superAdmin',
        request: (w) => ({ url: `/api/cookbooks/${w.a.defaultBook}` }),
        expect: 409,
      },
      {
        name: 'a cookbook that does not exist',
        actor: 'superAdmin',
        request: () => ({ url: `/api/cookbooks/${unknown}` }),
        expect: 404,
      },
    ],
  }),
];
