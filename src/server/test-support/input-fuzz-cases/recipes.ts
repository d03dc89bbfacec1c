import type { FuzzWorld, RouteCases } from './types';

/** What a family does with a recipe: remove, hide, favour and annotate it. */
export function recipeCases(w: FuzzWorld): RouteCases {
  const familyId = w.familyA.id;
  const recipeId = w.recipes.stewA.id;
  return {
    'DELETE /api/recipes/:id': { params: { id: recipeId } },
    'POST /api/hidden-recipes': { body: { recipeId, familyId }, ids: ['recipeId', 'familyId'] },
    'DELETE /api/hidden-recipes/recipe/:recipeId/family/:familyId': {
      params: { recipeId, familyId },
    },
    'POST /api/favorites': { body: { recipeId }, ids: ['recipeId'] },
    'DELETE /api/favorites/:recipeId': { params: { recipeId } },
    'POST /api/notes': {
      body: { recipeId, text: 'Lovely', familyId },
      strings: ['text'],
      ids: ['recipeId', 'familyId'],
    },
    'DELETE /api/notes/:id': { params: { id: w.noteId } },
  };
}

/** A recipe read for a family (its query carries an id). */
export function recipeReads(w: FuzzWorld): RouteCases {
  return {
    'GET /api/recipes/:id': {
      params: { id: w.recipes.stewA.id },
      query: { familyId: String(w.familyA.id) },
      ids: ['query.familyId'],
    },
  };
}
