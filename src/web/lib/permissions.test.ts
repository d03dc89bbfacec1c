import { describe, expect, it } from 'vitest';
import { computePermissions } from './permissions';

const roles = [
  { cookbookId: 1, name: 'Book 1', canEdit: true, canView: true },
  { cookbookId: 2, name: 'Book 2', canEdit: false, canView: true },
  { cookbookId: 3, name: 'Book 3', canEdit: false, canView: false },
];

describe('computePermissions', () => {
  it('gives a regular member no editor role and no family admin flag', () => {
    const p = computePermissions({
      isSuperAdmin: false,
      cookbookRoles: [{ cookbookId: 2, name: 'Book 2', canEdit: false, canView: true }],
      isCurrentFamilyAdmin: false,
    });
    expect(p.isSuperAdmin).toBe(false);
    expect(p.hasAnyEditorRole).toBe(false);
    expect(p.isFamilyAdmin).toBe(false);
    expect(p.canEditCookbook(2)).toBe(false);
    expect(p.canViewCookbook(2)).toBe(true);
  });

  it('counts canEdit on at least one cookbook as an editor role, per cookbook', () => {
    const p = computePermissions({
      isSuperAdmin: false,
      cookbookRoles: roles,
      isCurrentFamilyAdmin: false,
    });
    expect(p.hasAnyEditorRole).toBe(true);
    expect(p.canEditCookbook(1)).toBe(true);
    expect(p.canEditCookbook(2)).toBe(false);
    expect(p.canEditCookbook(99)).toBe(false);
    expect(p.canEditCookbook(null)).toBe(false);
    expect(p.canViewCookbook(1)).toBe(true);
    expect(p.canViewCookbook(3)).toBe(false);
    expect(p.canViewCookbook(undefined)).toBe(false);
  });

  it('makes an admin of the current family a family admin', () => {
    const p = computePermissions({
      isSuperAdmin: false,
      cookbookRoles: [],
      isCurrentFamilyAdmin: true,
    });
    expect(p.isFamilyAdmin).toBe(true);
    expect(p.hasAnyEditorRole).toBe(false);
  });

  it('lets a super admin edit and view every cookbook and count as family admin', () => {
    const p = computePermissions({
      isSuperAdmin: true,
      cookbookRoles: [],
      isCurrentFamilyAdmin: false,
    });
    expect(p.isSuperAdmin).toBe(true);
    expect(p.hasAnyEditorRole).toBe(true);
    expect(p.isFamilyAdmin).toBe(true);
    expect(p.canEditCookbook(42)).toBe(true);
    expect(p.canViewCookbook(42)).toBe(true);
  });
});
