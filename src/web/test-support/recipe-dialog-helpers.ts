import { screen } from '@testing-library/react';
import type { RecipeDetail } from '#shared/recipes/recipes.schemas';
import { installFakeServer, renderApp, signedInRoutes, type FakeRoutes } from './test-utils';
import { makeRecipeDetail, makeRecipeSummary } from './recipe-fixtures';

/** Helpers of the recipe dialog tests: a fake server with one recipe, and the open dialog. */

export const editorRole = [{ cookbookId: 21, canEdit: true, canView: true }];

export function serve(
  detail: Partial<RecipeDetail> = {},
  options: Parameters<typeof signedInRoutes>[0] = {},
  extra: FakeRoutes = {},
) {
  const recipe = makeRecipeDetail(detail);
  const routes = {
    ...signedInRoutes({ recipes: [makeRecipeSummary({ id: recipe.id })], ...options }),
    [`GET /api/recipes/${recipe.id}`]: { body: recipe },
    ...extra,
  };
  return installFakeServer(routes);
}

export async function openDialog(path = '/?recipe=1', name = 'Fluffy Buttermilk Pancakes') {
  const utils = renderApp(path);
  const dialog = await screen.findByRole('dialog', { name });
  return { ...utils, dialog };
}

export function jsonBody(init: RequestInit) {
  return JSON.parse(init.body as string) as unknown;
}
