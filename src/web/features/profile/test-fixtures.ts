import type { FamilyMember } from '#shared/admin/families.schemas';
import type { Cookbook } from '#shared/cookbooks/cookbooks.schemas';
import type { Locale } from '#shared/i18n/locales';
import {
  installFakeServer,
  signedInRoutes,
  testUser,
  type FakeRoutes,
  type FetchCall,
} from '#web/test-support/test-utils';

/** A fake server for the profile page: family 1 'The Garcias' with three members, three cookbooks. */

export const FAMILY_ID = 1;

export const members: FamilyMember[] = [
  {
    id: testUser.id,
    membershipId: 70,
    name: testUser.name,
    email: testUser.email,
    isFamilyAdmin: true,
  },
  { id: 8, membershipId: 80, name: 'Luis Garcia', email: 'luis@example.com', isFamilyAdmin: false },
  {
    id: 9,
    membershipId: 90,
    name: 'Elena Garcia',
    email: 'elena@example.com',
    isFamilyAdmin: true,
  },
];

export function makeCookbook(
  overrides: Partial<Cookbook> & Pick<Cookbook, 'id' | 'name'>,
): Cookbook {
  return {
    description: null,
    imageUrl: null,
    isPublic: false,
    isDefaultFamilyCookbook: false,
    recipeCount: 0,
    createdAt: '2024-03-05T12:00:00.000Z',
    ...overrides,
  };
}

export const cookbooks: Cookbook[] = [
  makeCookbook({ id: 3, name: 'Family Favorites', isPublic: true, recipeCount: 12 }),
  makeCookbook({ id: 4, name: "Grandma's Recipes", recipeCount: 1 }),
  makeCookbook({ id: 5, name: 'Garcia Kitchen', isDefaultFamilyCookbook: true, recipeCount: 7 }),
];

export function serveProfile({
  isFamilyAdmin = true,
  activeIds = [3, 5],
  extra = {},
  language = null,
}: {
  isFamilyAdmin?: boolean;
  activeIds?: number[];
  extra?: FakeRoutes;
  /** The language saved on the user; null follows the browser (English in tests). */
  language?: Locale | null;
} = {}) {
  return installFakeServer({
    ...signedInRoutes({ isFamilyAdmin, language }),
    [`GET /api/families/${FAMILY_ID}/members`]: { body: members },
    'GET /api/cookbooks': { body: cookbooks },
    'GET /api/user/active-cookbooks': { body: activeIds },
    [`GET /api/families/${FAMILY_ID}/calendar-feed`]: { body: { feed: null } },
    ...extra,
  });
}

/** The JSON bodies sent with `method` to `path`. */
export function sentBodies(calls: FetchCall[], method: string, path: string): unknown[] {
  return calls
    .filter((call) => call.method === method && call.url === path)
    .map((call) => JSON.parse(call.init.body as string) as unknown);
}
