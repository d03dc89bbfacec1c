import type { RecipeWorld } from './recipe-factories';

/**
 * What a valid call of each writing route (and each read with query input) sends, for the
 * bad-input test (src/server/modules/input-fuzz.routes.test.ts): it feeds bad values into the
 * fields named here. A new writing route needs an entry.
 */

/** Dotted paths into a body ('placeholderData.title') or a query ('query.startDate'). */
export type Field = string;

export type RouteCase = {
  /** Valid values for the path's parameters (every path parameter is an id). */
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Fields of `body` (or `query.x`) that are text, ids and days. */
  strings?: Field[];
  ids?: Field[];
  dates?: Field[];
};

export type FuzzWorld = RecipeWorld & {
  noteId: number;
  mealPlanId: number;
  stagedId: number;
  itemId: number;
  shoppingListId: number;
  pantryItemId: number;
};

export const WEEK = '2030-01-06';

/** Every registered writing route and the reads with query input: what a valid call sends. */
export function routeCases(w: FuzzWorld): Record<string, RouteCase | RouteCase[]> {
  const familyId = w.familyA.id;
  const recipeId = w.recipes.stewA.id;
  const placeholderData = { title: 'Pizza night', subtitle: 'Placeholder Recipe', servings: 2 };
  const placeholderStrings = ['placeholderData.title', 'placeholderData.subtitle'];
  return {
    // No input at all: nothing to feed.
    'POST /api/auth/logout': [],
    'POST /api/auth/demo-sign-in': { body: { userId: w.users.memberA.id }, ids: ['userId'] },
    'PATCH /api/user/preferences': {
      body: { preferredFamilyId: familyId, showHiddenRecipes: false },
      ids: ['preferredFamilyId'],
    },
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
    'POST /api/staged-recipes': [
      {
        body: { familyId, recipeId, batchCount: 1, userId: w.users.memberA.id },
        ids: ['familyId', 'recipeId', 'userId'],
      },
      {
        body: { familyId, isPlaceholder: true, placeholderData, batchCount: 2 },
        strings: placeholderStrings,
        ids: ['familyId'],
      },
    ],
    'PATCH /api/staged-recipes/:id': { params: { id: w.stagedId }, body: { batchCount: 2 } },
    'DELETE /api/staged-recipes/:id': { params: { id: w.stagedId } },
    'DELETE /api/families/:familyId/staged-recipes': { params: { familyId } },
    'POST /api/shopping-lists': {
      body: {
        shoppingList: {
          familyId,
          weekStartDate: WEEK,
          weekEndDate: '2030-01-12',
          mealPlanHash: '1,2',
        },
        generateFromMealPlans: true,
        forceRegenerate: true,
        items: [],
      },
      strings: ['shoppingList.mealPlanHash'],
      ids: ['shoppingList.familyId'],
      dates: ['shoppingList.weekStartDate', 'shoppingList.weekEndDate'],
    },
    'PATCH /api/shopping-list-items/:id': { params: { id: w.itemId }, body: { checked: true } },
    'POST /api/shopping-lists/:id/stock-pantry': { params: { id: w.shoppingListId } },
    'POST /api/families/:familyId/pantry': [
      { params: { familyId }, body: { line: '2 cans chickpeas' }, strings: ['line'] },
      {
        params: { familyId },
        body: { name: 'rice', quantity: 500, unit: 'g', bestBefore: '2030-02-01' },
        strings: ['name', 'unit'],
        dates: ['bestBefore'],
      },
    ],
    'PATCH /api/pantry-items/:id': {
      params: { id: w.pantryItemId },
      body: { name: 'rice', unit: 'kg', bestBefore: '2030-02-01' },
      strings: ['name', 'unit'],
      dates: ['bestBefore'],
    },
    'POST /api/pantry-items/:id/adjust': { params: { id: w.pantryItemId }, body: { delta: 1 } },
    'DELETE /api/pantry-items/:id': { params: { id: w.pantryItemId } },
    'POST /api/meal-plans': [
      {
        body: {
          familyId,
          recipeId,
          date: '2030-01-07T12:00:00',
          mealType: 'Dinner',
          plannedServings: 4,
          userId: w.users.memberA.id,
        },
        strings: ['mealType'],
        ids: ['familyId', 'recipeId', 'userId'],
        dates: ['date'],
      },
      {
        body: {
          familyId,
          date: '2030-01-07',
          mealType: 'Lunch',
          plannedServings: 2,
          isPlaceholder: true,
          placeholderData,
        },
        strings: placeholderStrings,
        ids: ['familyId'],
        dates: ['date'],
      },
    ],
    'PATCH /api/meal-plans/:id': { params: { id: w.mealPlanId }, body: { plannedServings: 2 } },
    'DELETE /api/meal-plans/:id': { params: { id: w.mealPlanId } },
    'DELETE /api/families/:familyId/meal-plans': {
      params: { familyId },
      query: { startDate: WEEK, endDate: '2030-01-12' },
      dates: ['query.startDate', 'query.endDate'],
    },
    'POST /api/families/:familyId/calendar-feed': {
      params: { familyId },
      body: { timeZone: 'Europe/Berlin', mealTimes: { Dinner: '18:30' } },
      strings: ['timeZone', 'mealTimes.Dinner'],
    },
    'PATCH /api/families/:familyId/calendar-feed': {
      params: { familyId },
      body: { timeZone: 'UTC', mealTimes: { Lunch: '12:30' } },
      strings: ['timeZone', 'mealTimes.Lunch'],
    },
    'DELETE /api/families/:familyId/calendar-feed': { params: { familyId } },
    // Reads whose query carries ids or days.
    'GET /api/families/:familyId/meal-plans': {
      params: { familyId },
      query: { startDate: WEEK, endDate: '2030-01-12' },
      dates: ['query.startDate', 'query.endDate'],
    },
    'GET /api/families/:familyId/weekly-shopping-list': {
      params: { familyId },
      query: { weekStartDate: WEEK },
      dates: ['query.weekStartDate'],
    },
    'GET /api/recipes/:id': {
      params: { id: recipeId },
      query: { familyId: String(familyId) },
      ids: ['query.familyId'],
    },
    // Recipe authoring (product rule: recipe-write).
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
    // Cookbooks, families and their links (decision 018, super admins; validation answers first).
    'POST /api/cookbooks': cookbookWriteCase(),
    'PATCH /api/cookbooks/:id': { params: { id: w.books.a.id }, ...cookbookWriteCase() },
    'DELETE /api/cookbooks/:id': { params: { id: w.books.lonely.id } },
    'POST /api/admin/families': { body: { name: 'Fuzzers' }, strings: ['name'] },
    'PATCH /api/admin/families/:id': {
      params: { id: familyId },
      body: { name: 'Fuzzers' },
      strings: ['name'],
    },
    'POST /api/family-cookbooks': {
      body: { familyId, cookbookId: w.books.lonely.id },
      ids: ['familyId', 'cookbookId'],
    },
    'DELETE /api/family-cookbooks': {
      body: { familyId, cookbookId: w.books.lonely.id },
      ids: ['familyId', 'cookbookId'],
    },
    'PATCH /api/families/:id/default-cookbook': {
      params: { id: familyId },
      body: { cookbookId: w.books.a.id },
      ids: ['cookbookId'],
    },
    // Users, memberships and roles (decision 018, super admins; validation answers first).
    'POST /api/admin/users': {
      body: { name: 'Fuzz User', email: 'fuzz@example.test', familyId, isAdmin: false },
      strings: ['name', 'email'],
      ids: ['familyId'],
    },
    'PATCH /api/admin/users/:id': {
      params: { id: w.users.memberA.id },
      body: { name: 'Fuzz User', email: 'fuzz@example.test', isSuperAdmin: false },
      strings: ['name', 'email'],
    },
    'PUT /api/admin/users/:id/family': {
      params: { id: w.users.memberA.id },
      body: { familyId, isFamilyAdmin: false },
      ids: ['familyId'],
    },
    'PUT /api/admin/user-families/change': {
      body: { userId: w.users.memberA.id, familyId, isAdmin: false },
      ids: ['userId', 'familyId'],
    },
    // Any id will do for these: only the bad values are sent.
    'PATCH /api/admin/user-families/:membershipId': {
      params: { membershipId: 1 },
      body: { isAdmin: true },
    },
    'DELETE /api/admin/user-families/:membershipId': { params: { membershipId: 1 } },
    'GET /api/roles': { query: { userId: String(w.users.editorA.id) }, ids: ['query.userId'] },
    'POST /api/roles': {
      body: { userId: w.users.memberA.id, role: 'cookbook_editor', cookbookId: w.books.a.id },
      ids: ['userId', 'cookbookId'],
    },
    'DELETE /api/roles/:id': { params: { id: 1 } },
    // The admin lists' search and paging (product rule: admin-lists).
    ...Object.fromEntries(
      [
        '/api/users',
        '/api/user-families',
        '/api/admin/users-with-families',
        '/api/admin/families',
      ].map((url) => [`GET ${url}`, adminListCase()]),
    ),
    // Profile (product rule: profile): renaming one's family, choosing the active cookbooks.
    'PATCH /api/families/:id/name': {
      params: { id: familyId },
      body: { name: 'Fuzzers' },
      strings: ['name'],
    },
    'PUT /api/user/active-cookbooks': {
      body: { cookbookIds: [w.books.a.id] },
      ids: ['cookbookIds.0'],
    },
  };
}

/**
 * GET of an admin list: ?search=&limit=&offset= (bad ids stand in for bad limits; 0 is a
 * good offset, so its bad values are in admin/admin-lists-paging.routes.test.ts). The search
 * text is not fed here: a URL carries UTF-8, so no lone surrogate reaches it (its NUL
 * and length checks are there too).
 */
function adminListCase(): RouteCase {
  return { query: { search: 'a', limit: '10', offset: '0' }, ids: ['query.limit'] };
}

/** POST /api/cookbooks and PATCH /api/cookbooks/:id. */
function cookbookWriteCase(): RouteCase {
  return {
    body: { name: 'Fuzzed Book', description: 'Fuzzed', isPublic: false },
    strings: ['name', 'description'],
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
