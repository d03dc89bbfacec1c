import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Helpers for the recipe journeys. They talk to the API through `page.request`, which shares
 * the page's session cookie, to look up ids and to put data back the way a test found it.
 */

export const VIEWPORTS = [
  { name: 'wide', width: 1280, height: 800 },
  { name: 'narrow', width: 390, height: 844 },
] as const;
export type ViewportName = (typeof VIEWPORTS)[number]['name'];

type Summary = {
  id: number;
  title: string;
  isFavorite: boolean;
  isHidden: boolean;
  category: { id: number; name: string } | null;
};

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), `GET ${url} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

export async function familyIdOf(page: Page, name: string): Promise<number> {
  const families = await getJson<Array<{ id: number; name: string }>>(
    page.request,
    '/api/families',
  );
  const family = families.find((f) => f.name === name);
  if (!family) throw new Error(`Not a member of ${name}`);
  return family.id;
}

export async function familyRecipes(page: Page, familyId: number) {
  return getJson<Summary[]>(page.request, `/api/families/${familyId}/recipes`);
}

export async function recipeIdOf(page: Page, familyId: number, title: string) {
  const recipe = (await familyRecipes(page, familyId)).find((r) => r.title === title);
  if (!recipe) throw new Error(`No recipe '${title}' in family ${familyId}`);
  return recipe.id;
}

/** Removes every favourite of the signed-in user. */
export async function clearFavorites(page: Page) {
  const favorites = await getJson<Summary[]>(page.request, '/api/user/favorites');
  for (const favorite of favorites) {
    const res = await page.request.delete(`/api/favorites/${favorite.id}`);
    expect(res.status()).toBe(204);
  }
}

export async function setShowHiddenRecipes(page: Page, showHiddenRecipes: boolean) {
  const res = await page.request.patch('/api/user/preferences', { data: { showHiddenRecipes } });
  expect(res.ok()).toBe(true);
}

/** Makes sure `title` is not hidden for the family (a family admin's session). */
export async function ensureShown(page: Page, familyId: number, title: string) {
  await setShowHiddenRecipes(page, true);
  const recipeId = await recipeIdOf(page, familyId, title);
  const res = await page.request.delete(
    `/api/hidden-recipes/recipe/${recipeId}/family/${familyId}`,
  );
  expect(res.status()).toBe(204);
  await setShowHiddenRecipes(page, false);
}

/** The card of a recipe in the grid. */
export function recipeCard(page: Page, title: string) {
  return page
    .getByRole('list', { name: 'Recipes', exact: true })
    .getByRole('article', { name: title });
}

/** Opens a recipe's dialog by clicking its card. */
export async function openRecipe(page: Page, title: string) {
  await page.getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Closes the recipe dialog the way the viewport offers: Close Recipe on small screens. */
export async function closeRecipe(page: Page, viewport: ViewportName) {
  const dialog = page.getByRole('dialog');
  if (viewport === 'narrow') {
    await dialog.getByRole('button', { name: 'Close Recipe' }).click();
  } else {
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  }
  await expect(dialog).toBeHidden();
}

/**
 * The toast on screen shows `title` and `description`. Located with CSS, not roles: while a
 * modal dialog is open everything outside it (the toast viewport too) is aria-hidden, and
 * Radix also keeps a screen-reader copy of the text elsewhere in the page.
 */
export async function expectToast(page: Page, title: string, description?: string) {
  const viewport = page.locator('[aria-label^="Notifications"]');
  // One toast with both texts, seen in one look: a toast lives 3 s, and on busy cores a
  // second look for the description came after it had closed.
  let toast = viewport.locator('li').filter({ has: page.getByText(title, { exact: true }) });
  if (description !== undefined) {
    toast = toast.filter({ has: page.getByText(description, { exact: true }) });
  }
  await expect(toast).toBeVisible();
}
