import type { MealPlan } from '#shared/meal-plans/meal-plans.schemas';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';
import type { StagedRecipe } from '#shared/staging/staging.schemas';
import { signedInRoutes, type FakeRoutes, type installFakeServer } from './test-utils';
import { makeRecipeDetail, makeRecipeSummary } from './recipe-fixtures';

/** Meal planning data for component tests: family 1, the week of Sunday 2025-03-09. */

export const WEEK = '2025-03-09';

export const pancakes = makeRecipeSummary();
export const chili = makeRecipeSummary({
  id: 2,
  title: 'Weeknight Chili',
  subtitle: null,
  servings: 6,
  category: { id: 12, name: 'Soups' },
});

function brief({ isFavorite: _f, isHidden: _h, ...rest }: RecipeSummary) {
  return rest;
}

export function makeMealPlan(overrides: Partial<MealPlan> = {}): MealPlan {
  return {
    id: 101,
    familyId: 1,
    recipeId: pancakes.id,
    date: '2025-03-11T12:00:00',
    mealType: 'Dinner',
    plannedServings: 4,
    isPlaceholder: false,
    placeholderData: null,
    recipe: brief(pancakes),
    createdAt: '2025-03-01T10:00:00.000Z',
    cookedAt: null,
    ...overrides,
  };
}

export function makePlaceholderMeal(title: string, overrides: Partial<MealPlan> = {}) {
  return makeMealPlan({
    recipeId: null,
    isPlaceholder: true,
    placeholderData: { title, subtitle: 'Placeholder Recipe', servings: 1 },
    recipe: null,
    plannedServings: 1,
    ...overrides,
  });
}

export function makeStaged(overrides: Partial<StagedRecipe> = {}): StagedRecipe {
  return {
    id: 201,
    familyId: 1,
    userId: 7,
    recipeId: chili.id,
    batchCount: 1,
    isPlaceholder: false,
    placeholderData: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    recipe: brief(chili),
    ...overrides,
  };
}

/** A signed-in member of family 1 with these meals, staged recipes and searchable recipes. */
export function plannerRoutes({
  entries = [],
  staged = [],
  extra = {},
  options = {},
}: {
  entries?: MealPlan[];
  staged?: StagedRecipe[];
  extra?: FakeRoutes;
  options?: Parameters<typeof signedInRoutes>[0];
} = {}): FakeRoutes {
  return {
    ...signedInRoutes({ recipes: [pancakes, chili], ...options }),
    'GET /api/families/1/meal-plans': { body: entries },
    'GET /api/families/1/staged-recipes': { body: staged },
    'GET /api/recipes/accessible': { body: [pancakes, chili] },
    'GET /api/recipes/1': { body: makeRecipeDetail() },
    ...extra,
  };
}

export function jsonBody(init: RequestInit) {
  return JSON.parse(init.body as string) as unknown;
}

/**
 * Holds the answers to every write (not GET) until the test calls the returned `release`. The
 * fake server acts at once; only its answer waits, like a slow network.
 */
export function holdWrites(server: ReturnType<typeof installFakeServer>) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fake = server.fetchMock.getMockImplementation()!;
  server.fetchMock.mockImplementation(async (input, init = {}) => {
    const response = fake(input, init);
    if ((init.method ?? 'GET') !== 'GET') await gate;
    return response;
  });
  return release;
}
