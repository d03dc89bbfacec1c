import { useMemo } from 'react';
import type { CookbookRole } from '#shared/cookbooks/cookbooks.schemas';
import { useIsSuperAdmin } from './session/is-super-admin';
import { useCookbookRoles } from './session/cookbook-roles';
import { useMembership } from './session/membership';
import { useCurrentUser } from './auth';
import { useCurrentFamily } from './current-family';

/**
 * The role flags (product rule: role-flags). They only hide controls; the server decides.
 */
export interface Permissions {
  isSuperAdmin: boolean;
  /** Super admin, or may edit at least one cookbook. */
  hasAnyEditorRole: boolean;
  /** Admin of the current family, or super admin. */
  isFamilyAdmin: boolean;
  canEditCookbook: (cookbookId: number | null | undefined) => boolean;
  canViewCookbook: (cookbookId: number | null | undefined) => boolean;
}

export interface PermissionInputs {
  isSuperAdmin: boolean;
  cookbookRoles: ReadonlyArray<CookbookRole>;
  /** isAdmin from the membership call for the current family. */
  isCurrentFamilyAdmin: boolean;
}

export function computePermissions({
  isSuperAdmin,
  cookbookRoles,
  isCurrentFamilyAdmin,
}: PermissionInputs): Permissions {
  const editable = new Set(cookbookRoles.filter((r) => r.canEdit).map((r) => r.cookbookId));
  const viewable = new Set(
    cookbookRoles.filter((r) => r.canView || r.canEdit).map((r) => r.cookbookId),
  );
  return {
    isSuperAdmin,
    hasAnyEditorRole: isSuperAdmin || editable.size > 0,
    isFamilyAdmin: isSuperAdmin || isCurrentFamilyAdmin,
    canEditCookbook: (cookbookId) =>
      isSuperAdmin || (cookbookId != null && editable.has(cookbookId)),
    canViewCookbook: (cookbookId) =>
      isSuperAdmin || (cookbookId != null && viewable.has(cookbookId)),
  };
}

const NO_ROLES: CookbookRole[] = [];

/**
 * Role flags of the signed-in user in the current family. Everything is `false` until the role
 * calls answer; `isLoading` tells pages (e.g. admin routes) to wait instead of denying.
 */
export function usePermissions(): Permissions & { isLoading: boolean } {
  const user = useCurrentUser();
  const { currentFamilyId } = useCurrentFamily();
  const superAdminQuery = useIsSuperAdmin();
  const rolesQuery = useCookbookRoles();
  const membershipQuery = useMembership(user.id, currentFamilyId);

  const isSuperAdmin = superAdminQuery.data === true;
  const cookbookRoles = rolesQuery.data ?? NO_ROLES;
  const isCurrentFamilyAdmin = membershipQuery.data?.isAdmin === true;
  const isLoading = superAdminQuery.isPending || rolesQuery.isPending;

  return useMemo(
    () => ({
      ...computePermissions({ isSuperAdmin, cookbookRoles, isCurrentFamilyAdmin }),
      isLoading,
    }),
    [isSuperAdmin, cookbookRoles, isCurrentFamilyAdmin, isLoading],
  );
}
