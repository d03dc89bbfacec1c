import type { QueryClient } from '@tanstack/react-query';
import { cookbooksQueryRoot } from '#web/lib/cookbooks-query';
import { recipesQueryRoot } from '#web/lib/query-keys';
import { cookbookRolesQueryKey } from '#web/lib/session/cookbook-roles';
import { familiesQueryKey } from '#web/lib/session/families';
import { isSuperAdminQueryKey } from '#web/lib/session/is-super-admin';

/**
 * Query keys of the admin people pages. Everything lives under ['admin', ...], so one
 * invalidation after a write refreshes every admin list (users, memberships, roles, families,
 * links): a user write changes member counts, a family write changes membership names.
 */
export const adminQueryRoot = ['admin'] as const;

export const adminKeys = {
  users: [...adminQueryRoot, 'users'] as const,
  memberships: [...adminQueryRoot, 'memberships'] as const,
  usersWithFamilies: [...adminQueryRoot, 'users-with-families'] as const,
  roles: (userId: number | null) => [...adminQueryRoot, 'roles', userId ?? 'all'] as const,
  families: [...adminQueryRoot, 'families'] as const,
  familyCookbooks: [...adminQueryRoot, 'family-cookbooks'] as const,
};

/**
 * After a write about people (users, memberships, roles, family names): every admin list,
 * and the signed-in user's own session data, which the write may have changed (their
 * families and members lists under ['families'], their roles, their super admin flag).
 */
export function invalidateAfterPeopleWrite(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
    queryClient.invalidateQueries({ queryKey: familiesQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['user-families'] }),
    queryClient.invalidateQueries({ queryKey: cookbookRolesQueryKey }),
    queryClient.invalidateQueries({ queryKey: isSuperAdminQueryKey }),
  ]);
}

/**
 * After a family's cookbook access or default changes: the above, the cookbooks (their
 * 'Default Family Cookbook' badge) and the recipe lists (a family sees other recipes now).
 */
export function invalidateAfterCookbookAccessWrite(queryClient: QueryClient) {
  return Promise.all([
    invalidateAfterPeopleWrite(queryClient),
    queryClient.invalidateQueries({ queryKey: cookbooksQueryRoot }),
    queryClient.invalidateQueries({ queryKey: recipesQueryRoot }),
  ]);
}
