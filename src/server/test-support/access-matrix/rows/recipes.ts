import { ANSWERS, row } from '../types';

/** Browsing and opening recipes, and what members attach to them: hidden marks, favourites, notes. */
export const recipeRows = [
  row({
    route: 'GET /api/families/:familyId/recipes',
    request: (_w, side) => ({ url: `/api/families/${side.family.id}/recipes` }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'GET /api/families/:familyId/recipes/search-index',
    request: (_w, side) => ({ url: `/api/families/${side.family.id}/recipes/search-index` }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'GET /api/families/:familyId/recipe-marks',
    request: (_w, side) => ({ url: `/api/families/${side.family.id}/recipe-marks` }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'GET /api/recipes/accessible',
    request: () => ({ url: '/api/recipes/accessible' }),
    expect: ANSWERS.signedIn,
  }),
  row({
    // Who may open the recipe; with ?familyId= the user must be a member of that family.
    route: 'GET /api/recipes/:id',
    request: (_w, side) => ({
      url: `/api/recipes/${side.privateRecipe}?familyId=${side.family.id}`,
    }),
    expect: ANSWERS.familyMembers,
    variants: [
      {
        name: 'a super admin opens any recipe without a family',
        actor: 'superAdmin',
        request: (w) => ({ url: `/api/recipes/${w.a.privateRecipe}` }),
        expect: 'ok',
      },
      {
        name: 'a public recipe with a foreign family in the query',
        actor: 'member',
        request: (w) => ({ url: `/api/recipes/${w.publicRecipe}?familyId=${w.b.family.id}` }),
        expect: 404,
      },
      {
        name: 'a public recipe for a stranger',
        actor: 'stranger',
        request: (w) => ({ url: `/api/recipes/${w.publicRecipe}` }),
        expect: 'ok',
      },
    ],
  }),
  row({
    route: 'DELETE /api/recipes/:id',
    request: (_w, side) => ({ url: `/api/recipes/${side.privateRecipe}` }),
    expect: ANSWERS.privateBookEditors,
    variants: [
      {
        name: "the editor deleting a recipe of A's default cookbook",
        actor: 'editor',
        request: (w) => ({ url: `/api/recipes/${w.a.recipe}` }),
        expect: 403,
      },
    ],
  }),
  row({
    // Members pass the access rule; the service admits the family's admins only.
    route: 'POST /api/hidden-recipes',
    request: (_w, side) => ({
      url: '/api/hidden-recipes',
      payload: { recipeId: side.recipe, familyId: side.family.id },
    }),
    expect: { ...ANSWERS.familyMembers, member: 403, editor: 403 },
    variants: [
      {
        name: 'a recipe family A does not see',
        actor: 'familyAdmin',
        request: (w) => ({
          url: '/api/hidden-recipes',
          payload: { recipeId: w.b.recipe, familyId: w.a.family.id },
        }),
        expect: 404,
      },
    ],
  }),
  row({
    route: 'DELETE /api/hidden-recipes/recipe/:recipeId/family/:familyId',
    request: (_w, side) => ({
      url: `/api/hidden-recipes/recipe/${side.hiddenRecipe}/family/${side.family.id}`,
    }),
    expect: { ...ANSWERS.familyMembers, member: 403, editor: 403 },
    variants: [
      {
        name: "B's hidden recipe in A's path",
        actor: 'familyAdmin',
        request: (w) => ({
          url: `/api/hidden-recipes/recipe/${w.b.hiddenRecipe}/family/${w.a.family.id}`,
        }),
        expect: 404,
      },
    ],
  }),
  row({
    route: 'GET /api/user/favorites',
    request: () => ({ url: '/api/user/favorites' }),
    expect: ANSWERS.signedIn,
  }),
  row({
    // A recipe the user may open (super admins open every recipe).
    route: 'POST /api/favorites',
    request: (_w, side) => ({ url: '/api/favorites', payload: { recipeId: side.privateRecipe } }),
    expect: { ...ANSWERS.familyMembers, superAdmin: 'ok' },
  }),
  row({
    route: 'DELETE /api/favorites/:recipeId',
    request: (_w, side) => ({ url: `/api/favorites/${side.recipe}` }),
    expect: { ...ANSWERS.familyMembers, superAdmin: 'ok' },
  }),
  row({
    // A family of the user's own and a recipe that family sees.
    route: 'POST /api/notes',
    request: (_w, side) => ({
      url: '/api/notes',
      payload: { recipeId: side.recipe, familyId: side.family.id, text: 'Lovely' },
    }),
    expect: ANSWERS.familyMembers,
    variants: [
      {
        name: "a recipe of B's cookbook in family A",
        actor: 'member',
        request: (w) => ({
          url: '/api/notes',
          payload: { recipeId: w.b.recipe, familyId: w.a.family.id, text: 'Lovely' },
        }),
        expect: 404,
      },
      {
        name: "no family named: the stranger's own family, which does not see A's recipe",
        actor: 'stranger',
        request: (w) => ({ url: '/api/notes', payload: { recipeId: w.a.recipe, text: 'Mine' } }),
        expect: 404,
      },
    ],
  }),
  row({
    // The author only, while still a member of the note's family.
    route: 'DELETE /api/notes/:id',
    request: (_w, side) => ({ url: `/api/notes/${side.note}` }),
    expect: {
      anonymous: 401,
      stranger: 404,
      member: 'ok',
      familyAdmin: 404,
      editor: 404,
      superAdmin: 404,
    },
  }),
];
