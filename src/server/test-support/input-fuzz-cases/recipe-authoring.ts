import type { FuzzWorld, RouteCase, RouteCases } from './types';

/** Recipe authoring (product rule: recipe-write): categories, recipes, images and imports. */
export function recipeAuthoringCases(w: FuzzWorld): RouteCases {
  const recipeId = w.recipes.stewA.id;
  return {
    'POST /api/cookbooks/:id/categories': {
      params: { id: w.books.a.id },
      body: { name: 'Brunch' },
      strings: ['name'],
    },
    'POST /api/recipes': recipeWriteCase(w),
    'PATCH /api/recipes/:id': { params: { id: recipeId }, ...recipeWriteCase(w) },
    'POST /api/recipes/generate-image': { body: { title: 'Fuzzed Soup' }, strings: ['title'] },
    'POST /api/recipes/:id/generate-image': { params: { id: recipeId } },
    // Multipart, no JSON fields: its bad bodies are images/upload.routes.test.ts's corpus.
    'POST /api/upload/image': [],
    // Import (product rule: import-access): a member edits no cookbook, so no valid call reaches
    // another site.
    'POST /api/recipes/import': {
      body: { url: 'https://example.com/soup', cookbookId: w.books.a.id, categoryId: null },
      strings: ['url'],
      ids: ['cookbookId', 'categoryId'],
    },
    'POST /api/recipes/import-from-text': {
      body: { text: 'Soup\n- 1 leek', cookbookId: w.books.a.id, categoryId: null },
      strings: ['text'],
      ids: ['cookbookId', 'categoryId'],
    },
  };
}

/** POST and PATCH /api/recipes: a valid body for book A and every field to feed. */
function recipeWriteCase(w: FuzzWorld): RouteCase {
  return {
    body: {
      recipe: {
        title: 'Fuzzed Soup',
        subtitle: 'Hot',
        cookbookId: w.books.a.id,
        categoryId: w.recipes.stewA.categoryId,
        servings: 4,
        imageUrl: null,
      },
      ingredients: [{ text: 'water', quantity: '1', unitId: null }],
      directions: [{ text: 'Boil.', stepNumber: 1 }],
    },
    strings: [
      'recipe.title',
      'recipe.subtitle',
      'recipe.imageUrl',
      'ingredients.0.text',
      'ingredients.0.quantity',
      'directions.0.text',
    ],
    ids: ['recipe.cookbookId', 'recipe.categoryId', 'ingredients.0.unitId'],
  };
}
