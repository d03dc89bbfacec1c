import { createElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AdminFamily, FamilyCookbookLink } from '#shared/admin/families.schemas';
import type { RoleAssignment } from '#shared/admin/roles.schemas';
import type { AdminUser, Membership, UserWithFamily } from '#shared/admin/users.schemas';
import type { Cookbook } from '#shared/cookbooks/cookbooks.schemas';
import { Toaster } from '#web/components/ui/toaster';
import { I18nProvider } from '#web/lib/i18n/i18n-provider';
import { createQueryClient } from '#web/lib/query-client';
import {
  signedInRoutes,
  testUser,
  type FakeResponse,
  type FakeRoutes,
  type FetchCall,
} from '#web/test-support/test-utils';

/** Data of the admin people tests: two families, three users, three cookbooks. */

export const superAdmin = { ...testUser, isSuperAdmin: true };

const CREATED = '2024-03-05T12:00:00.000Z';

export const users: AdminUser[] = [
  {
    id: 7,
    name: 'Maria Garcia',
    email: 'maria@example.com',
    picture: null,
    isSuperAdmin: true,
    hasSignedIn: true,
    createdAt: CREATED,
  },
  {
    id: 8,
    name: 'Tom Baker',
    email: 'tom@example.com',
    picture: null,
    isSuperAdmin: false,
    hasSignedIn: true,
    createdAt: CREATED,
  },
  {
    id: 9,
    name: 'Nina Okoro',
    email: 'nina@example.com',
    picture: null,
    isSuperAdmin: false,
    hasSignedIn: false,
    createdAt: CREATED,
  },
];

export const families: AdminFamily[] = [
  {
    id: 1,
    name: 'The Garcias',
    createdAt: '2024-01-01T12:00:00.000Z',
    defaultCookbookId: 11,
    defaultCookbookName: 'Garcia Kitchen',
    memberCount: 2,
    cookbookCount: 2,
  },
  {
    id: 2,
    name: 'The Bakers',
    createdAt: '2024-02-10T12:00:00.000Z',
    defaultCookbookId: 12,
    defaultCookbookName: 'Baker Basics',
    memberCount: 1,
    cookbookCount: 1,
  },
];

const cookbook = (id: number, name: string, isPublic = false): Cookbook => ({
  id,
  name,
  description: null,
  imageUrl: null,
  isPublic,
  isDefaultFamilyCookbook: id !== 13,
  recipeCount: 3,
  createdAt: CREATED,
});

export const cookbooks: Cookbook[] = [
  cookbook(11, 'Garcia Kitchen'),
  cookbook(12, 'Baker Basics'),
  cookbook(13, 'Weeknight Dinners'),
  cookbook(14, 'Public Classics', true),
];

export const links: FamilyCookbookLink[] = [
  { familyId: 1, cookbookId: 11, isDefault: true },
  { familyId: 1, cookbookId: 13, isDefault: false },
  { familyId: 2, cookbookId: 12, isDefault: true },
];

export const memberships: Membership[] = [
  {
    id: 101,
    userId: 7,
    familyId: 1,
    isAdmin: true,
    userName: 'Maria Garcia',
    userEmail: 'maria@example.com',
    familyName: 'The Garcias',
  },
  {
    id: 102,
    userId: 8,
    familyId: 1,
    isAdmin: false,
    userName: 'Tom Baker',
    userEmail: 'tom@example.com',
    familyName: 'The Garcias',
  },
  {
    id: 103,
    userId: 8,
    familyId: 2,
    isAdmin: true,
    userName: 'Tom Baker',
    userEmail: 'tom@example.com',
    familyName: 'The Bakers',
  },
];

export const usersWithFamilies: UserWithFamily[] = [
  ...memberships.map((m) => ({
    id: m.userId,
    name: m.userName,
    email: m.userEmail,
    membershipId: m.id,
    familyId: m.familyId,
    familyName: m.familyName,
    isFamilyAdmin: m.isAdmin,
  })),
  {
    id: 9,
    name: 'Nina Okoro',
    email: 'nina@example.com',
    membershipId: null,
    familyId: null,
    familyName: null,
    isFamilyAdmin: false,
  },
];

export const roles: RoleAssignment[] = [
  {
    id: 31,
    userId: 7,
    role: 'super_admin',
    cookbookId: null,
    cookbookName: null,
    user: { name: 'Maria Garcia', email: 'maria@example.com' },
    createdAt: CREATED,
  },
  {
    id: 32,
    userId: 8,
    role: 'cookbook_editor',
    cookbookId: 13,
    cookbookName: 'Weeknight Dinners',
    user: { name: 'Tom Baker', email: 'tom@example.com' },
    createdAt: CREATED,
  },
];

/** A whole list as one page: the rows, and their number in X-Total-Count. */
export function page(rows: unknown[], total = rows.length): FakeResponse {
  return { body: rows, headers: { 'x-total-count': String(total) } };
}

/** The admin lists (the fake server answers every search and page with all of them). */
export function listRoutes(): FakeRoutes {
  return {
    'GET /api/users': page(users),
    'GET /api/user-families': page(memberships),
    'GET /api/admin/users-with-families': page(usersWithFamilies),
    'GET /api/admin/families': page(families),
    'GET /api/cookbooks': { body: cookbooks },
    'GET /api/family-cookbooks': { body: links },
    'GET /api/roles': page(roles),
  };
}

/** A signed-in super admin and every admin list. */
export function adminRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return { ...signedInRoutes({ user: superAdmin }), ...listRoutes(), ...extra };
}

/** The query values of the GETs of `path`, in order. */
export function queriesOf(calls: FetchCall[], path: string) {
  return calls
    .filter((c) => c.method === 'GET' && c.url.split('?')[0] === path)
    .map((c) => Object.fromEntries(new URLSearchParams(c.url.split('?')[1] ?? '')));
}

/** The JSON bodies sent to `METHOD path`, in order. */
export function bodiesOf(calls: FetchCall[], method: string, path: string) {
  return calls
    .filter((c) => c.method === method && c.url.split('?')[0] === path)
    .map((c) => (c.init.body ? (JSON.parse(c.init.body as string) as unknown) : undefined));
}

/** How many GETs of `path` were made (any query). */
export function getsOf(calls: FetchCall[], path: string) {
  return calls.filter((c) => c.method === 'GET' && c.url.split('?')[0] === path).length;
}

/** Renders one component with a fresh query client, a router, the toasts and English texts. */
export function renderWithClient(ui: ReactNode) {
  const queryClient = createQueryClient();
  const utils = render(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(MemoryRouter, null, ui),
      createElement(Toaster),
    ),
    { wrapper: I18nProvider },
  );
  return { ...utils, queryClient };
}
