import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { CookbookRole } from '#shared/cookbooks/cookbooks.schemas';
import type { Category, DefaultCookbook, Unit } from '#shared/recipes/categories.schemas';
import type { RecipeWriteInput } from '#shared/recipes/recipe-write.schemas';
import type { RecipeDetail } from '#shared/recipes/recipes.schemas';
import { makeRecipeDetail } from '#web/test-support/recipe-fixtures';
import {
  installFakeServer,
  polyfillRadixSelect,
  signedInRoutes,
  testUser,
  renderApp,
  type FakeResponse,
  type FakeRoutes,
  type FetchCall,
} from '#web/test-support/test-utils';

/** A fake server for the recipe form: two editable cookbooks, one read-only, units. */

export const FAVORITES = 21;
export const WEEKNIGHT = 22;
export const READ_ONLY = 23;

export const editorRoles: CookbookRole[] = [
  { cookbookId: FAVORITES, name: 'Family Favorites', canEdit: true, canView: true },
  { cookbookId: WEEKNIGHT, name: 'Weeknight Dinners', canEdit: true, canView: true },
  { cookbookId: READ_ONLY, name: 'Public Classics', canEdit: false, canView: true },
];
export const memberRoles: CookbookRole[] = [
  { cookbookId: FAVORITES, name: 'Family Favorites', canEdit: false, canView: true },
];

export const units: Unit[] = [
  { id: 1, name: 'cup', abbreviation: 'cup' },
  { id: 2, name: 'teaspoon', abbreviation: 'tsp' },
  { id: 3, name: 'tablespoon', abbreviation: 'tbsp' },
  { id: 4, name: 'gram', abbreviation: 'g' },
];

export const categoriesByCookbook: Record<number, Category[]> = {
  [FAVORITES]: [
    { id: 11, name: 'Breakfast' },
    { id: 12, name: 'Soups' },
  ],
  [WEEKNIGHT]: [{ id: 31, name: 'Pasta' }],
};

export interface RecipeFormServerOptions {
  roles?: CookbookRole[];
  defaultCookbook?: DefaultCookbook;
  aiConfigured?: boolean;
  recipe?: RecipeDetail;
  extra?: FakeRoutes;
}

export function installRecipeFormServer({
  roles = editorRoles,
  defaultCookbook = { id: FAVORITES, name: 'Family Favorites' },
  aiConfigured = true,
  recipe,
  extra = {},
}: RecipeFormServerOptions = {}) {
  const routes: FakeRoutes = {
    ...signedInRoutes({ cookbookRoles: roles }),
    'GET /api/units': { body: units },
    'GET /api/families/1/default-cookbook': { body: defaultCookbook },
    'GET /api/images/config': { body: { aiConfigured } },
  };
  for (const [cookbookId, categories] of Object.entries(categoriesByCookbook)) {
    routes[`GET /api/cookbooks/${cookbookId}/categories`] = { body: categories };
  }
  if (recipe) routes[`GET /api/recipes/${recipe.id}`] = { body: recipe };
  return installFakeServer({ ...routes, ...extra });
}

/** A saved recipe in the Family Favorites cookbook. */
export function savedRecipe(overrides: Partial<RecipeDetail> = {}) {
  return makeRecipeDetail({
    id: 5,
    ingredients: [
      { id: 1, position: 0, quantity: '2', unitId: 1, unitName: 'cup', text: 'flour' },
      { id: 2, position: 1, quantity: null, unitId: null, unitName: null, text: 'Maple syrup' },
    ],
    ...overrides,
  });
}

export function jsonBody<T = unknown>(init: RequestInit): T {
  return JSON.parse(init.body as string) as T;
}

export const created = (id: number): FakeResponse => ({
  status: 201,
  body: { id, updatedAt: '2026-11-23T18:00:00.000Z' },
});

export const superAdmin = { ...testUser, isSuperAdmin: true };

export const saveButton = () => screen.getByRole('button', { name: /^(Save|Update) Recipe$/ });

export async function openNewForm() {
  const rendered = renderApp('/recipe/new');
  await screen.findByRole('heading', { name: 'Add New Recipe', level: 1 });
  return rendered;
}

/** How a form test starts: the fake server, a user, and the empty form on screen. */
export async function startNewForm(options?: RecipeFormServerOptions) {
  polyfillRadixSelect();
  const { calls } = installRecipeFormServer(options);
  const user = userEvent.setup();
  const { router } = await openNewForm();
  return { calls, user, router };
}

/** Picks `option` in the select named `combobox`. */
export async function choose(user: UserEvent, combobox: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
}

export async function fillValidRecipe(user: UserEvent) {
  await user.type(screen.getByLabelText('Title'), 'Lentil Soup');
  await choose(user, 'Category', 'Soups');
  await user.type(screen.getByRole('textbox', { name: 'Ingredient 1' }), 'red lentils');
  await user.type(screen.getByRole('textbox', { name: 'Step 1' }), 'Simmer everything.');
}

export const requestsTo = (calls: FetchCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.split('?')[0] === path);

/** Waits for the one recipe create and returns the body it sent. */
export async function sentRecipe(calls: FetchCall[]) {
  await waitFor(() => expect(requestsTo(calls, 'POST', '/api/recipes')).toHaveLength(1));
  return jsonBody<RecipeWriteInput>(requestsTo(calls, 'POST', '/api/recipes')[0]!.init);
}
