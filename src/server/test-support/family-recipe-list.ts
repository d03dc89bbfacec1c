import { expect } from 'vitest';
import type { App } from '#server/app';
import type { Database } from '#server/db/client';
import { addMember, createUser, signInAs } from './factories';
import { composeRecipeList } from '#shared/recipes/compose-recipe-list';
import type { RecipeBrief, RecipeMarks, RecipeSummary } from '#shared/recipes/recipes.schemas';
import { injectAs, type Who } from './inject-as';

/**
 * A family's recipe list as the browser shows it: the family's cards joined with the user's
 * marks, the way the client joins them (docs/decisions/022). Both answers must be 200.
 */
export async function familyRecipeList(
  app: App,
  who: Who,
  familyId: number,
): Promise<RecipeSummary[]> {
  const [cards, marks] = await Promise.all([
    injectAs(app, who).get(`/api/families/${familyId}/recipes`),
    injectAs(app, who).get(`/api/families/${familyId}/recipe-marks`),
  ]);
  expect(cards.statusCode).toBe(200);
  expect(marks.statusCode).toBe(200);
  return composeRecipeList(cards.json<RecipeBrief[]>(), marks.json<RecipeMarks>());
}

/**
 * What the family-list route tests share: requests as someone, the composed list, the three
 * answers' addresses, and a fresh member (so per-user marks do not leak between tests).
 */
export function familyListTools(ctx: { app: App; db: Database }) {
  const get = (url: string, who?: Who, headers?: Record<string, string>) =>
    injectAs(ctx.app, who).get(url, headers);
  return {
    get,
    list: (familyId: number, who: Who) => familyRecipeList(ctx.app, who, familyId),
    titles: (recipes: { title: string }[]) => recipes.map((r) => r.title),
    cardsUrl: (familyId: number) => `/api/families/${familyId}/recipes`,
    marksUrl: (familyId: number) => `/api/families/${familyId}/recipe-marks`,
    indexUrl: (familyId: number) => `/api/families/${familyId}/recipes/search-index`,
    newMember: async (...familyIds: number[]) => {
      const user = await createUser(ctx.db);
      for (const id of familyIds) await addMember(ctx.db, user.id, id);
      return { user, cookie: await signInAs(ctx.db, user.id) };
    },
  };
}
