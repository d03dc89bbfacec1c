import type { FuzzWorld, RouteCase, RouteCases } from './types';

/** A super admin's routes (decision 018); validation answers before the role check. */
export function adminCases(w: FuzzWorld): RouteCases {
  const familyId = w.familyA.id;
  return {
    // Cookbooks, families and their links.
    'POST /api/cookbooks': cookbookWriteCase(),
    'PATCH /api/cookbooks/:id': { params: { id: w.books.a.id }, ...cookbookWriteCase() },
    'DELETE /api/cookbooks/:id': { params: { id: w.books.lonely.id } },
    'POST /api/admin/families': { body: { name: 'Fuzzers' }, strings: ['name'] },
    'PATCH /api/admin/families/:id': {
      params: { id: familyId },
      body: { name: 'Fuzzers' },
      strings: ['name'],
    },
    'POST /api/family-cookbooks': {
      body: { familyId, cookbookId: w.books.lonely.id },
      ids: ['familyId', 'cookbookId'],
    },
    'DELETE /api/family-cookbooks': {
      body: { familyId, cookbookId: w.books.lonely.id },
      ids: ['familyId', 'cookbookId'],
    },
    'PATCH /api/families/:id/default-cookbook': {
      params: { id: familyId },
      body: { cookbookId: w.books.a.id },
      ids: ['cookbookId'],
    },
    // Users, memberships and roles.
    'POST /api/admin/users': {
      body: { name: 'Fuzz User', email: 'fuzz@example.test', familyId, isAdmin: false },
      strings: ['name', 'email'],
      ids: ['familyId'],
    },
    'PATCH /api/admin/users/:id': {
      params: { id: w.users.memberA.id },
      body: { name: 'Fuzz User', email: 'fuzz@example.test', isSuperAdmin: false },
      strings: ['name', 'email'],
    },
    'PUT /api/admin/users/:id/family': {
      params: { id: w.users.memberA.id },
      body: { familyId, isFamilyAdmin: false },
      ids: ['familyId'],
    },
    'PUT /api/admin/user-families/change': {
      body: { userId: w.users.memberA.id, familyId, isAdmin: false },
      ids: ['userId', 'familyId'],
    },
    // Any id will do for these: only the bad values are sent.
    'PATCH /api/admin/user-families/:membershipId': {
      params: { membershipId: 1 },
      body: { isAdmin: true },
    },
    'DELETE /api/admin/user-families/:membershipId': { params: { membershipId: 1 } },
    'GET /api/roles': { query: { userId: String(w.users.editorA.id) }, ids: ['query.userId'] },
    'POST /api/roles': {
      body: { userId: w.users.memberA.id, role: 'cookbook_editor', cookbookId: w.books.a.id },
      ids: ['userId', 'cookbookId'],
    },
    'DELETE /api/roles/:id': { params: { id: 1 } },
    // The admin lists' search and paging (product rule: admin-lists).
    ...Object.fromEntries(
      [
        '/api/users',
        '/api/user-families',
        '/api/admin/users-with-families',
        '/api/admin/families',
      ].map((url) => [`GET ${url}`, adminListCase()]),
    ),
  };
}

/**
 * GET of an admin list: ?search=&limit=&offset= (bad ids stand in for bad limits; 0 is a
 * good offset, so its bad values are in admin/admin-lists-paging.routes.test.ts). The search
 * text is not fed here: a URL carries UTF-8, so no lone surrogate reaches it (its NUL
 * and length checks are there too).
 */
function adminListCase(): RouteCase {
  return { query: { search: 'a', limit: '10', offset: '0' }, ids: ['query.limit'] };
}

/** POST /api/cookbooks and PATCH /api/cookbooks/:id. */
function cookbookWriteCase(): RouteCase {
  return {
    body: { name: 'Fuzzed Book', description: 'Fuzzed', isPublic: false },
    strings: ['name', 'description'],
  };
}
