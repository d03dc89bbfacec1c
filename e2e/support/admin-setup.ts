import { expect, type Page } from '@playwright/test';
import { findDemoUser } from './auth';
import { USERS } from './users';

/**
 * Data of their own for the profile and admin journeys, made through the admin API, so no
 * other spec sees a family renamed or a cookbook switched off (the demo families are shared).
 */

/** A name no other run or worker uses. */
export function uniqueName(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** Signs the page's context in as the user with this id (no navigation). */
export async function signInById(page: Page, userId: number) {
  const res = await page.request.post('/api/auth/demo-sign-in', { data: { userId } });
  expect(res.status()).toBe(204);
}

export async function signInAsSuperAdmin(page: Page) {
  const admin = await findDemoUser(page, USERS.superAdmin.email);
  await signInById(page, admin.id);
}

export interface OwnFamily {
  familyId: number;
  familyName: string;
  defaultCookbookId: number | null;
  userId: number;
  userName: string;
}

/**
 * As the super admin: a new family (with its own default cookbook) and a new user who is its
 * family admin. The page's context stays signed in as the super admin.
 */
export async function createFamilyWithAdmin(page: Page, label: string): Promise<OwnFamily> {
  await signInAsSuperAdmin(page);
  const familyName = uniqueName(`${label} Family`);
  const familyRes = await page.request.post('/api/admin/families', { data: { name: familyName } });
  expect(familyRes.status(), await familyRes.text()).toBe(201);
  const family = (await familyRes.json()) as { id: number; defaultCookbookId: number | null };

  const userName = uniqueName(label);
  const email = `${userName.replace(/\W+/g, '.').toLowerCase()}@example.com`;
  const userRes = await page.request.post('/api/admin/users', {
    data: { name: userName, email, familyId: family.id, isAdmin: true },
  });
  expect(userRes.status(), await userRes.text()).toBe(201);
  const user = (await userRes.json()) as { id: number };
  return {
    familyId: family.id,
    familyName,
    defaultCookbookId: family.defaultCookbookId,
    userId: user.id,
    userName,
  };
}

/** A recipe in the cookbook, through the API (a super admin's or an editor's session). */
export async function addRecipe(page: Page, cookbookId: number, title: string) {
  const categoryRes = await page.request.post(`/api/cookbooks/${cookbookId}/categories`, {
    data: { name: 'Soups' },
  });
  expect(categoryRes.status()).toBe(201);
  const { id: categoryId } = (await categoryRes.json()) as { id: number };
  const recipeRes = await page.request.post('/api/recipes', {
    data: {
      recipe: { title, subtitle: null, cookbookId, categoryId, servings: 4, imageUrl: null },
      ingredients: [{ text: 'water', quantity: '1', unitId: null }],
      directions: [{ text: 'Boil it.', stepNumber: 1 }],
    },
  });
  expect(recipeRes.status(), await recipeRes.text()).toBe(201);
}
