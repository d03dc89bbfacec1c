import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type Method } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import {
  buildRecipeWorld,
  createNote,
  type RecipeWorld,
} from '#server/test-support/recipe-factories';
import { createMealPlan, createStagedRecipe } from '#server/test-support/meal-plan-factories';
import { requestGeneration } from '#server/test-support/shopping-factories';
import {
  BAD_BODY_IDS,
  BAD_DATES,
  BAD_STRINGS,
  BAD_TEXT_IDS,
  snapshotTables,
} from '#server/test-support/bad-input';
import { isWellFormedText } from '#shared/validation/text';

/**
 * Issue 9, item 8: input the database cannot store is a 400, never a 500. Every writing /api
 * route (and every read that takes ids or dates) is fed the bad-input set in each of its
 * fields, signed in as a family member with real data around; each answer must be a 4xx with
 * a JSON message, and every table must be as it was.
 *
 * A new writing route fails the first test until it gets an entry in ROUTES below.
 */

/** Dotted paths into a body ('placeholderData.title') or a query ('query.startDate'). */
type Field = string;

type RouteCase = {
  /** Valid values for the path's parameters (every path parameter is an id). */
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Fields of `body` (or `query.x`) that are text, ids and days. */
  strings?: Field[];
  ids?: Field[];
  dates?: Field[];
};

type World = RecipeWorld & {
  noteId: number;
  mealPlanId: number;
  stagedId: number;
  itemId: number;
};

const WEEK = '2030-01-06';

/** Every registered writing route and the reads with query input: what a valid call sends. */
function routeCases(w: World): Record<string, RouteCase | RouteCase[]> {
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
    // Recipe authoring (issue 11).
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
    // Import (issue 12): a member edits no cookbook, so no valid call reaches another site.
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
    // Cookbooks, families and their links (issue 13, super admins; validation answers first).
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
    // Users, memberships and roles (issue 13, super admins; validation answers first).
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
    // The admin lists' search and paging (issue 13).
    ...Object.fromEntries(
      [
        '/api/users',
        '/api/user-families',
        '/api/admin/users-with-families',
        '/api/admin/families',
      ].map((url) => [`GET ${url}`, adminListCase()]),
    ),
    // Profile (issue 13): renaming one's family, choosing the active cookbooks.
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
function recipeWriteCase(w: World): RouteCase {
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

const WRITING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
}

/** One request: the route's url with params filled in, a query string and a body. */
type Attempt = { label: string; url: string; query?: Record<string, string>; body?: unknown };

/** Path params may carry raw, already-encoded text (a bad id such as '1%00'). */
function fillParams(url: string, params: Record<string, string | number>) {
  return url.replace(/:(\w+)/g, (_, name: string) => String(params[name] ?? 1));
}

function encodeQuery(query: Record<string, string> | undefined) {
  if (!query) return '';
  return `?${Object.entries(query)
    .map(([k, v]) => `${k}=${isWellFormedText(v) ? encodeURIComponent(v) : '%ED%A0%80'}`)
    .join('&')}`;
}

/** Every bad variant of one route case: each field gets each bad value, one at a time. */
function attemptsFor(url: string, c: RouteCase): Attempt[] {
  const params = c.params ?? {};
  const attempts: Attempt[] = [];
  for (const name of url.match(/:(\w+)/g)?.map((p) => p.slice(1)) ?? []) {
    for (const [label, bad] of Object.entries(BAD_TEXT_IDS)) {
      attempts.push({
        label: `param ${name} = ${label}`,
        url: fillParams(url, { ...params, [name]: bad }),
        ...(c.query ? { query: c.query } : {}),
        ...(c.body ? { body: c.body } : {}),
      });
    }
  }
  const variants: [Field[] | undefined, Record<string, unknown>][] = [
    [c.strings, BAD_STRINGS],
    [c.ids, BAD_BODY_IDS],
    [c.dates, BAD_DATES],
  ];
  for (const [fields, values] of variants) {
    for (const field of fields ?? []) {
      for (const [label, bad] of Object.entries(values)) {
        if (field.startsWith('query.')) {
          const name = field.slice('query.'.length);
          const text = values === BAD_BODY_IDS ? BAD_TEXT_IDS[label] : bad;
          if (typeof text !== 'string') continue;
          attempts.push({
            label: `query ${name} = ${label}`,
            url: fillParams(url, params),
            query: { ...c.query, [name]: text },
            ...(c.body ? { body: c.body } : {}),
          });
        } else {
          const body = structuredClone(c.body ?? {});
          setPath(body, field, bad);
          attempts.push({ label: `${field} = ${label}`, url: fillParams(url, params), body });
        }
      }
    }
  }
  // Path ids also feed every GET route: the generic part runs for all of them below.
  return attempts;
}

describe('bad input is refused with a 400 and changes nothing', () => {
  const ctx = useTestApp();
  let w: World;

  beforeAll(async () => {
    const world = await buildRecipeWorld(ctx.db);
    const familyId = world.familyA.id;
    const note = await createNote(ctx.db, {
      recipeId: world.recipes.stewA.id,
      familyId,
      userId: world.users.memberA.id,
    });
    const plan = await createMealPlan(ctx.db, {
      familyId,
      day: '2030-01-07',
      recipeId: world.recipes.stewA.id,
    });
    const staged = await createStagedRecipe(ctx.db, {
      familyId,
      userId: world.users.memberA.id,
      recipeId: world.recipes.stewA.id,
    });
    const generated = await requestGeneration(ctx.app, world.cookies.memberA, {
      familyId,
      weekStartDate: WEEK,
    });
    expect(generated.statusCode).toBe(201);
    const items = generated.json<{ shoppingList: { items: { id: number }[] } }>().shoppingList
      .items;
    w = {
      ...world,
      noteId: note.id,
      mealPlanId: plan.id,
      stagedId: staged.id,
      itemId: items[0]!.id,
    };
  });

  it('every writing /api route has an entry here', () => {
    const cases = routeCases(w);
    const missing = ctx.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api') && WRITING_METHODS.has(r.method))
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !(key in cases));
    expect(missing, 'add these routes to routeCases with their id, text and date fields').toEqual(
      [],
    );
  });

  /** Sends one bad request; returns what was wrong with the answer, or null when it was right. */
  async function tryRefused(method: string, attempt: Attempt): Promise<string | null> {
    const res = await injectAs(ctx.app, w.cookies.memberA).send(
      method as Method,
      `${attempt.url}${encodeQuery(attempt.query)}`,
      attempt.body as object | undefined,
    );
    const where = `${method} ${attempt.url.slice(0, 80)} ${attempt.label}`;
    if (res.statusCode !== 400) return `${where} → ${res.statusCode} ${res.body.slice(0, 200)}`;
    const message = res.json<{ message?: unknown }>().message;
    if (typeof message !== 'string' || !message) return `${where} → no message: ${res.body}`;
    return null;
  }

  it('writing routes and reads with query input refuse every bad value', async () => {
    const failures: string[] = [];
    for (const [key, value] of Object.entries(routeCases(w))) {
      const [method, url] = key.split(' ') as [string, string];
      const before = await snapshotTables(ctx.db);
      for (const c of Array.isArray(value) ? value : [value]) {
        for (const attempt of attemptsFor(url, c)) {
          const failure = await tryRefused(method, attempt);
          if (failure) failures.push(failure);
        }
      }
      const after = await snapshotTables(ctx.db);
      for (const table of Object.keys(after)) {
        if (after[table] !== before[table]) failures.push(`${key} changed table ${table}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('every GET route with ids in its path refuses bad ids', async () => {
    const cases = routeCases(w);
    const reads = ctx.app.registeredRoutes.filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api') && r.url.includes(':'),
    );
    expect(reads.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of reads) {
      const known = cases[`GET ${route.url}`];
      const c = (Array.isArray(known) ? known[0] : known) ?? {};
      const pathOnly: RouteCase = {
        params: c.params ?? {},
        ...(c.query ? { query: c.query } : {}),
      };
      for (const attempt of attemptsFor(route.url, pathOnly)) {
        const failure = await tryRefused('GET', attempt);
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  });
});
