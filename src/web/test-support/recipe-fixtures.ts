import type { Note } from '#shared/notes/notes.schemas';
import type { RecipeDetail, RecipeSummary } from '#shared/recipes/recipes.schemas';

/** Recipe data for component tests. */
export function makeRecipeSummary(overrides: Partial<RecipeSummary> = {}): RecipeSummary {
  return {
    id: 1,
    title: 'Fluffy Buttermilk Pancakes',
    subtitle: 'Tall, tender and ready in 25 minutes',
    imageUrl: '/uploads/recipes/pancakes.webp',
    servings: 4,
    prepTime: 10,
    cookTime: 15,
    category: { id: 11, name: 'Breakfast' },
    cookbook: { id: 21, name: 'Family Favorites' },
    isFavorite: false,
    isHidden: false,
    ...overrides,
  };
}

export function makeNote(overrides: Partial<Note> = {}): Note {
  return {
    id: 501,
    recipeId: 1,
    familyId: 1,
    text: 'Add blueberries in summer',
    createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
    user: { id: 99, name: 'Sarah Parker', picture: null },
    ...overrides,
  };
}

export function makeRecipeDetail(overrides: Partial<RecipeDetail> = {}): RecipeDetail {
  return {
    ...makeRecipeSummary(),
    sourceUrl: null,
    createdAt: '2024-01-01T12:00:00.000Z',
    updatedAt: '2024-01-01T12:00:00.000Z',
    ingredients: [
      { id: 1, position: 1, quantity: '2', unitId: 1, unitName: 'cup', text: 'flour' },
      {
        id: 2,
        position: 2,
        quantity: '1 1/2',
        unitId: 2,
        unitName: 'teaspoon',
        text: 'baking powder',
      },
      { id: 3, position: 3, quantity: '1/2', unitId: 2, unitName: 'teaspoon', text: 'salt' },
      { id: 4, position: 4, quantity: null, unitId: null, unitName: null, text: 'Maple syrup' },
    ],
    directions: [
      { id: 1, stepNumber: 1, text: 'Whisk the dry ingredients.' },
      { id: 2, stepNumber: 2, text: 'Cook on a buttered skillet.' },
    ],
    notes: [],
    ...overrides,
  };
}

/** The answers a family's recipe list is made of (cards and the user's marks), for mocks. */
export function listAnswers(recipes: readonly RecipeSummary[], showHiddenRecipes = false) {
  return {
    cards: recipes.map(({ isFavorite: _f, isHidden: _h, ...card }) => card),
    marks: {
      favoriteIds: recipes.filter((r) => r.isFavorite).map((r) => r.id),
      hiddenIds: recipes.filter((r) => r.isHidden).map((r) => r.id),
      inactiveCookbookIds: [],
      showHiddenRecipes,
    },
  };
}
