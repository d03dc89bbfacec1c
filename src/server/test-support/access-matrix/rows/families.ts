import { ANSWERS, row } from '../types';

/** The user's families, their members and name, preferences and cookbook choices. */
export const familyRows = [
  row({
    route: 'GET /api/families',
    request: () => ({ url: '/api/families' }),
    expect: ANSWERS.signedIn,
  }),
  row({
    // Yourself, or anyone when you are a super admin.
    route: 'GET /api/user-families/user/:userId/family/:familyId',
    request: (_w, side) => ({
      url: `/api/user-families/user/${side.member.id}/family/${side.family.id}`,
    }),
    expect: {
      anonymous: 401,
      stranger: 403,
      member: 'ok',
      familyAdmin: 403,
      editor: 403,
      superAdmin: 'ok',
    },
  }),
  row({
    route: 'GET /api/families/:id/default-cookbook',
    request: (_w, side) => ({ url: `/api/families/${side.family.id}/default-cookbook` }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    // Its members, and super admins (members or not: the admin Families page).
    route: 'GET /api/families/:id/members',
    request: (_w, side) => ({ url: `/api/families/${side.family.id}/members` }),
    expect: { ...ANSWERS.familyMembers, superAdmin: 'ok' },
    variants: [
      {
        name: 'a super admin reading the members of a family that does not exist',
        actor: 'superAdmin',
        request: () => ({ url: '/api/families/999999/members' }),
        expect: 404,
      },
    ],
  }),
  row({
    // Its family admins, and super admins (members or not).
    route: 'PATCH /api/families/:id/name',
    request: (_w, side) => ({
      url: `/api/families/${side.family.id}/name`,
      payload: { name: 'Renamed Family' },
    }),
    expect: {
      anonymous: 401,
      stranger: 404,
      member: 403,
      familyAdmin: 'ok',
      editor: 403,
      superAdmin: 'ok',
    },
    variants: [
      {
        name: "A's admin renaming family B",
        actor: 'familyAdmin',
        request: (w) => ({ url: `/api/families/${w.b.family.id}/name`, payload: { name: 'Mine' } }),
        expect: 404,
      },
      {
        name: 'a super admin renaming a family that does not exist',
        actor: 'superAdmin',
        request: () => ({ url: '/api/families/999999/name', payload: { name: 'Ghosts' } }),
        expect: 404,
      },
    ],
  }),
  row({
    route: 'GET /api/user/preferences',
    request: () => ({ url: '/api/user/preferences' }),
    expect: ANSWERS.signedIn,
  }),
  row({
    // The preferred family must be one of the user's own.
    route: 'PATCH /api/user/preferences',
    request: (_w, side) => ({
      url: '/api/user/preferences',
      payload: { preferredFamilyId: side.family.id, showHiddenRecipes: true },
    }),
    expect: { ...ANSWERS.familyMembers },
    variants: [
      {
        name: 'only the hidden-recipes switch (no family named)',
        actor: 'superAdmin',
        request: () => ({ url: '/api/user/preferences', payload: { showHiddenRecipes: true } }),
        expect: 'ok',
      },
    ],
  }),
  row({
    route: 'GET /api/user/cookbook-roles',
    request: () => ({ url: '/api/user/cookbook-roles' }),
    expect: ANSWERS.signedIn,
  }),
  row({
    route: 'GET /api/user/active-cookbooks',
    request: () => ({ url: '/api/user/active-cookbooks' }),
    expect: ANSWERS.signedIn,
  }),
  row({
    // Only cookbooks the user may view (a super admin views all).
    route: 'PUT /api/user/active-cookbooks',
    request: (w, side) => ({
      url: '/api/user/active-cookbooks',
      payload: { cookbookIds: [w.publicBook, side.privateBook] },
    }),
    expect: { ...ANSWERS.familyMembers, superAdmin: 'ok' },
    variants: [
      {
        name: "one of A's cookbooks and one of B's",
        actor: 'member',
        request: (w) => ({
          url: '/api/user/active-cookbooks',
          payload: { cookbookIds: [w.a.defaultBook, w.b.privateBook] },
        }),
        expect: 404,
      },
    ],
  }),
  row({
    // The cookbooks the user may view (all of them for a super admin).
    route: 'GET /api/cookbooks',
    request: () => ({ url: '/api/cookbooks' }),
    expect: ANSWERS.signedIn,
  }),
];
