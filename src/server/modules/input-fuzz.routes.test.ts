import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type Method } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { buildRecipeWorld, createNote } from '#server/test-support/recipe-factories';
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
import { pantryItems } from '#server/db/schema';
import {
  routeCases,
  WEEK,
  type Field,
  type FuzzWorld,
  type RouteCase,
} from '#server/test-support/input-fuzz-cases';

/**
 * Input the database cannot store is a 400, never a 500 (product rule: bad-input-400). Every
 * writing /api
 * route (and every read that takes ids or dates) is fed the bad-input set in each of its
 * fields, signed in as a family member with real data around; each answer must be a 4xx with
 * a JSON message, and every table must be as it was.
 *
 * A new writing route fails the first test until it gets an entry in ROUTES below.
 */

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
  let w: FuzzWorld;

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
    const { shoppingList } = generated.json<{
      shoppingList: { id: number; items: { id: number }[] };
    }>();
    const items = shoppingList.items;
    const [pantryItem] = await ctx.db
      .insert(pantryItems)
      .values({ familyId, name: 'rice', nameKey: 'rice', category: 'Pantry' })
      .returning();
    w = {
      ...world,
      noteId: note.id,
      mealPlanId: plan.id,
      stagedId: staged.id,
      itemId: items[0]!.id,
      shoppingListId: shoppingList.id,
      pantryItemId: pantryItem!.id,
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
    // Thousands of requests in one test: 15 s on an idle 2-core machine, more beside CI's load.
  }, 120_000);

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
