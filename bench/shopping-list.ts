/**
 * Shopping list generation for a busy week (product rule: shopping-budget): 35 planned meals (5 a
 * day) of recipes with 12 ingredients each, realistic texts in mixed units, so most lines merge or
 * convert.
 *
 *   npx tsx bench/shopping-list.ts            (in-memory PGlite)
 *
 * Prints the time of the pure generation (src/shared/shopping) and of POST
 * /api/shopping-lists end to end over HTTP (validation, the week's reads, the generation,
 * the transaction that replaces the items, the JSON answer), plus GET weekly-shopping-list.
 * Goal: under 50 ms. Options: BENCH_RUNS (default 200 pure, 50 HTTP).
 */
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from '#server/db/client';
import { runMigrations } from '#server/db/migrate';
import {
  addMember,
  createCookbook,
  createFamily,
  createUser,
  signInAs,
} from '#server/test-support/factories';
import { createRecipe } from '#server/test-support/recipe-factories';
import { createMealPlan } from '#server/test-support/meal-plan-factories';
import {
  generateShoppingList,
  type PlannedMealForList,
} from '#shared/shopping/generate-shopping-list';
import { MEAL_TYPES } from '#shared/meal-plans/meal-plans.schemas';
import { INGREDIENTS_PER_RECIPE, MEALS, weekOfRecipes } from './shopping-week-data';
import { buildBenchApp } from './bench-app';

const RUNS = Number(process.env.BENCH_RUNS ?? 0);
const GOAL_MS = 50;
const WEEK = { start: '2030-01-06', end: '2030-01-12' };

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), min: sorted[0]!, max: sorted.at(-1)! };
}

function report(label: string, samples: number[]) {
  const s = stats(samples);
  const ok = s.median < GOAL_MS;
  console.log(
    `${label.padEnd(40)} median ${s.median.toFixed(2).padStart(7)} ms  p95 ${s.p95.toFixed(2).padStart(7)} ms  ` +
      `min ${s.min.toFixed(2).padStart(7)} ms  max ${s.max.toFixed(2).padStart(7)} ms  (${samples.length} runs) ` +
      (ok ? 'goal met' : 'GOAL MISSED'),
  );
  return ok;
}

async function time<T>(fn: () => Promise<T> | T): Promise<[number, T]> {
  const started = performance.now();
  const result = await fn();
  return [performance.now() - started, result];
}

async function main() {
  const specs = weekOfRecipes();

  // 1. The pure generation, as the service calls it.
  const input: PlannedMealForList[] = specs.map((spec, id) => ({
    id: id + 1,
    plannedServings: spec.plannedServings,
    recipe: {
      title: spec.title,
      servings: spec.servings,
      ingredients: spec.ingredients.map(([quantity, unitName, text]) => ({
        quantity,
        unitName,
        text,
      })),
    },
  }));
  const lines = input.reduce((n, meal) => n + meal.recipe!.ingredients.length, 0);
  for (let i = 0; i < 20; i++) generateShoppingList(input);
  const pure: number[] = [];
  let itemCount = 0;
  for (let i = 0; i < (RUNS || 200); i++) {
    const [ms, result] = await time(() => generateShoppingList(input));
    pure.push(ms);
    itemCount = result.items.length;
  }

  // 2. The route, end to end over HTTP, on a migrated in-memory PGlite.
  const handle = wrapPglite(await PGlite.create());
  await runMigrations(handle);
  const db = handle.db;
  const family = await createFamily(db, 'Bench Family');
  const user = await createUser(db, { name: 'Bench Cook' });
  await addMember(db, user.id, family.id);
  const book = await createCookbook(db, {
    name: 'Bench Book',
    familyId: family.id,
    isDefault: true,
  });
  for (const [index, spec] of specs.entries()) {
    const recipe = await createRecipe(db, {
      cookbookId: book.id,
      title: spec.title,
      servings: spec.servings,
      ingredients: spec.ingredients,
    });
    const day = `2030-01-${String(6 + Math.floor(index / 5)).padStart(2, '0')}`;
    await createMealPlan(db, {
      familyId: family.id,
      day,
      recipeId: recipe.id,
      plannedServings: spec.plannedServings,
      mealType: MEAL_TYPES[index % 5]!,
    });
  }
  const { app, close: closeApp } = await buildBenchApp(db);
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const headers = { ...(await signInAs(db, user.id)), 'content-type': 'application/json' };
  const body = JSON.stringify({
    shoppingList: {
      familyId: family.id,
      weekStartDate: WEEK.start,
      weekEndDate: WEEK.end,
      mealPlanHash: '',
    },
    generateFromMealPlans: true,
    forceRegenerate: true,
    items: [],
  });
  const post = async () => {
    const res = await fetch(`${appUrl}/api/shopping-lists`, { method: 'POST', headers, body });
    const text = await res.text();
    if (res.status !== 200 && res.status !== 201)
      throw new Error(`POST answered ${res.status}: ${text}`);
    return text;
  };
  const get = async () => {
    const res = await fetch(
      `${appUrl}/api/families/${family.id}/weekly-shopping-list?weekStartDate=${WEEK.start}`,
      { headers },
    );
    if (res.status !== 200) throw new Error(`GET answered ${res.status}`);
    return res.text();
  };
  const [firstMs, firstAnswer] = await time(post);
  for (let i = 0; i < 5; i++) await post();
  const posts: number[] = [];
  const gets: number[] = [];
  for (let i = 0; i < (RUNS || 50); i++) {
    posts.push((await time(post))[0]);
    gets.push((await time(get))[0]);
  }

  console.log(
    `Shopping list benchmark: ${MEALS} meals × ${INGREDIENTS_PER_RECIPE} ingredients (${lines} lines) → ${itemCount} items ` +
      `(${(firstAnswer.length / 1024).toFixed(0)} KiB answer); PGlite in memory; first POST ${firstMs.toFixed(1)} ms; ` +
      `Node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(2)}`,
  );
  const ok = [
    report('pure generation (src/shared/shopping)', pure),
    report('POST /api/shopping-lists (regenerate)', posts),
    report('GET weekly-shopping-list (context)', gets),
  ].every(Boolean);

  await closeApp();
  await handle.close();
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
