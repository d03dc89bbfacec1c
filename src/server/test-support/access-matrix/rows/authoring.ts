import { ANSWERS, row } from '../types';
import type { FamilySide, MatrixWorld } from '../world';

/** A valid recipe form body for the cookbook and category. */
function recipeBody(cookbookId: number, categoryId: number) {
  return {
    recipe: {
      title: 'Matrix Soup',
      subtitle: null,
      cookbookId,
      categoryId,
      servings: 4,
      imageUrl: null,
    },
    ingredients: [{ quantity: '2', unitId: null, text: 'carrots' }],
    directions: [{ stepNumber: 1, text: 'Simmer.' }],
  };
}

const SOUP_TEXT = `Matrix Soup

Ingredients
- 500 g tomatoes
- 1 onion

Directions
1. Chop the onion.
2. Simmer with the tomatoes for 20 minutes.
`;

const editorsOfAnyCookbook = {
  anonymous: 401,
  stranger: 403,
  member: 403,
  familyAdmin: 403,
  editor: 'ok',
  superAdmin: 'ok',
} as const;

/**
 * Writing recipes and what goes with it: categories, units, images, imports. Editors of the
 * cookbook (or of any, for images) and super admins; who cannot see a cookbook gets 404,
 * who sees but cannot edit it 403. Imports answer 403 to both (import.service).
 */
export const authoringRows = [
  row({
    route: 'GET /api/units',
    request: () => ({ url: '/api/units' }),
    expect: ANSWERS.signedIn,
  }),
  row({
    route: 'GET /api/cookbooks/:id/categories',
    request: (_w, side) => ({ url: `/api/cookbooks/${side.privateBook}/categories` }),
    expect: { ...ANSWERS.familyMembers, superAdmin: 'ok' },
  }),
  row({
    route: 'POST /api/cookbooks/:id/categories',
    request: (_w, side) => ({
      url: `/api/cookbooks/${side.privateBook}/categories`,
      payload: { name: 'Soups' },
    }),
    expect: ANSWERS.privateBookEditors,
  }),
  row({
    route: 'POST /api/recipes',
    request: (_w, side) => ({
      url: '/api/recipes',
      payload: recipeBody(side.privateBook, side.privateCategory),
    }),
    expect: ANSWERS.privateBookEditors,
    variants: [
      {
        name: "a category of B's cookbook in A's private cookbook",
        actor: 'editor',
        request: (w) => ({
          url: '/api/recipes',
          payload: recipeBody(w.a.privateBook, w.b.privateCategory),
        }),
        expect: 400,
      },
      {
        name: "the editor writing into B's private cookbook",
        actor: 'editor',
        request: (w) => ({
          url: '/api/recipes',
          payload: recipeBody(w.b.privateBook, w.b.privateCategory),
        }),
        expect: 404,
      },
    ],
  }),
  row({
    route: 'PATCH /api/recipes/:id',
    request: (_w, side) => ({
      url: `/api/recipes/${side.privateRecipe}`,
      payload: recipeBody(side.privateBook, side.privateCategory),
      headers: side.privateRecipeIfMatch,
    }),
    expect: ANSWERS.privateBookEditors,
    variants: [
      {
        name: "the editor moving A's private recipe into B's private cookbook",
        actor: 'editor',
        request: (w) => ({
          url: `/api/recipes/${w.a.privateRecipe}`,
          payload: recipeBody(w.b.privateBook, w.b.privateCategory),
          headers: w.a.privateRecipeIfMatch,
        }),
        expect: 404,
      },
    ],
  }),
  row({
    route: 'GET /api/images/config',
    request: () => ({ url: '/api/images/config' }),
    expect: ANSWERS.signedIn,
  }),
  row({
    route: 'POST /api/recipes/generate-image',
    request: () => ({ url: '/api/recipes/generate-image', payload: { title: 'Matrix Soup' } }),
    expect: editorsOfAnyCookbook,
  }),
  row({
    route: 'POST /api/recipes/:id/generate-image',
    request: (_w, side) => ({ url: `/api/recipes/${side.privateRecipe}/generate-image` }),
    expect: ANSWERS.privateBookEditors,
  }),
  row({
    // The body is only read once the caller may upload.
    route: 'POST /api/upload/image',
    request: (w) => ({ url: '/api/upload/image', ...w.uploadBody }),
    expect: editorsOfAnyCookbook,
  }),
  row({
    route: 'POST /api/recipes/import',
    request: (w, side) => ({
      url: '/api/recipes/import',
      payload: importOptions(side, { url: w.importPageUrl }),
    }),
    expect: { ...ANSWERS.privateBookEditors, stranger: 403 },
    variants: [
      {
        name: "the editor importing into B's private cookbook",
        actor: 'editor',
        request: (w: MatrixWorld) => ({
          url: '/api/recipes/import',
          payload: importOptions(w.b, { url: w.importPageUrl }),
        }),
        expect: 403,
      },
      {
        name: "a category of B's cookbook (refused before the attempt counts)",
        actor: 'editor',
        request: (w: MatrixWorld) => ({
          url: '/api/recipes/import',
          payload: {
            ...importOptions(w.a, { url: w.importPageUrl }),
            categoryId: w.b.privateCategory,
          },
        }),
        expect: 400,
      },
    ],
  }),
  row({
    route: 'POST /api/recipes/import-from-text',
    request: (_w, side) => ({
      url: '/api/recipes/import-from-text',
      payload: importOptions(side, { text: SOUP_TEXT }),
    }),
    expect: { ...ANSWERS.privateBookEditors, stranger: 403 },
    variants: [
      {
        name: "a category of B's cookbook",
        actor: 'editor',
        request: (w: MatrixWorld) => ({
          url: '/api/recipes/import-from-text',
          payload: { ...importOptions(w.a, { text: SOUP_TEXT }), categoryId: w.b.privateCategory },
        }),
        expect: 400,
      },
    ],
  }),
];

function importOptions(side: FamilySide, source: { url: string } | { text: string }) {
  return { ...source, cookbookId: side.privateBook, categoryId: null, generateImage: false };
}
