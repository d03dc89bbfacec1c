import type { FuzzWorld, RouteCases } from './types';

/** Signing in and out, and the signed-in person's preferences. */
export function sessionCases(w: FuzzWorld): RouteCases {
  return {
    // No input at all: nothing to feed.
    'POST /api/auth/logout': [],
    'POST /api/auth/demo-sign-in': { body: { userId: w.users.memberA.id }, ids: ['userId'] },
    'PATCH /api/user/preferences': {
      body: { preferredFamilyId: w.familyA.id, showHiddenRecipes: false },
      ids: ['preferredFamilyId'],
    },
  };
}
