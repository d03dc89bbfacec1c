import type { Cookbook } from '#shared/cookbooks/cookbooks.schemas';
import {
  installFakeServer,
  signedInRoutes,
  testUser,
  type FakeRoutes,
  type FetchCall,
} from '#web/test-support/test-utils';

/** A fake server for /admin/cookbooks, signed in as a super admin. */

export const superAdmin = { ...testUser, isSuperAdmin: true };

export const gridCookbooks: Cookbook[] = [
  {
    id: 3,
    name: 'Family Favorites',
    description: 'The dishes everyone asks for again.',
    imageUrl: null,
    isPublic: true,
    isDefaultFamilyCookbook: false,
    recipeCount: 12,
    createdAt: '2024-03-05T12:00:00.000Z',
  },
  {
    id: 5,
    name: 'Garcia Kitchen',
    description: null,
    imageUrl: null,
    isPublic: false,
    isDefaultFamilyCookbook: true,
    recipeCount: 7,
    createdAt: '2024-06-20T12:00:00.000Z',
  },
  {
    id: 6,
    name: 'Empty Shelf',
    description: 'Nothing yet.',
    imageUrl: null,
    isPublic: false,
    isDefaultFamilyCookbook: false,
    recipeCount: 0,
    createdAt: '2025-01-02T12:00:00.000Z',
  },
];

export function serveCookbooks(extra: FakeRoutes = {}) {
  return installFakeServer({
    ...signedInRoutes({ user: superAdmin }),
    'GET /api/cookbooks': { body: gridCookbooks },
    ...extra,
  });
}

/** The JSON bodies sent with `method` to `path`. */
export function sentBodies(calls: FetchCall[], method: string, path: string): unknown[] {
  return calls
    .filter((call) => call.method === method && call.url === path)
    .map((call) => JSON.parse(call.init.body as string) as unknown);
}
