import { expect, type Page, type Route } from '@playwright/test';
import { toDayString, toNoonDateTime } from '../../src/shared/meal-plans/calendar-day';

/**
 * Long, right-to-left and emoji content for the layout checks. Each run has its own token, so
 * parallel spec files sharing the e2e server never mistake one run's rows for another's.
 */

const RUN = Date.now().toString(36).slice(-6);

function exactly200(text: string) {
  let out = text;
  while (out.length < 200) out += text;
  out = out.slice(0, 200);
  return out.endsWith(' ') ? `${out.slice(0, 199)}x` : out;
}

/** Fragments that name the long texts on screen (for the text-stays-in-its-box check). */
export const FRAGMENTS = ['Rosalind', 'MacaroniAndCheese', 'שקשוקה', '🍲', 'Overflowing'] as const;

export const LONG = {
  /** 200 characters with spaces. */
  spaced: exactly200(
    `${RUN} Grandma Rosalind's extra-creamy slow-cooker macaroni and cheese for the whole street `,
  ),
  /** 200 characters, no spaces. */
  unbroken: exactly200(`Run${RUN}MacaroniAndCheeseForTheWholeStreet`),
  rtl: `שקשוקה ביתית עם פלפלים ${RUN}`,
  emoji: `🍲🌶️🥖 Chili in bread bowls ${RUN} 🍲🌶️🥖`,
  /** A note of 200 characters without a space. */
  unbrokenNote: exactly200(`Overflowing${RUN}NoteWithoutAnySpaceToBreakAt`),
  rtlNote: 'מוסיפים קצת כמון ופפריקה מעושנת, ומגישים עם לחם טרי 🥖',
} as const;

export const STAGED_TITLES = [LONG.spaced, LONG.unbroken, LONG.rtl, LONG.emoji] as const;
/** Today's meals: one per meal type of Today's Plan. */
export const TODAY_MEALS = [
  ['Breakfast', LONG.spaced],
  ['Lunch', LONG.unbroken],
  ['Dinner', LONG.rtl],
  ['Snack', LONG.emoji],
  ['Dessert', LONG.unbroken],
] as const;

interface Staged {
  id: number;
  placeholderData?: { title?: string } | null;
}
interface Planned {
  id: number;
  mealType: string;
  placeholderData?: { title?: string } | null;
}

export interface Seeded {
  familyId: number;
  recipeId: number;
  noteIds: number[];
}

async function json<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.ok(), `GET ${url} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

function todayRange() {
  const day = toDayString(new Date());
  return { startDate: day, endDate: day };
}

/**
 * Stages the four long placeholders and plans today's meals, for whatever of them is missing
 * (another spec file may clear the family's staging area or week while this one runs).
 */
export async function ensureLongPlans(page: Page, familyId: number) {
  const staged = await json<Staged[]>(page, `/api/families/${familyId}/staged-recipes`);
  for (const title of STAGED_TITLES) {
    if (staged.some((s) => s.placeholderData?.title === title)) continue;
    const res = await page.request.post('/api/staged-recipes', {
      data: { familyId, isPlaceholder: true, placeholderData: { title, servings: 4 } },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const { startDate, endDate } = todayRange();
  const planned = await json<Planned[]>(
    page,
    `/api/families/${familyId}/meal-plans?startDate=${startDate}&endDate=${endDate}`,
  );
  for (const [mealType, title] of TODAY_MEALS) {
    if (planned.some((p) => p.mealType === mealType && p.placeholderData?.title === title)) {
      continue;
    }
    const res = await page.request.post('/api/meal-plans', {
      data: {
        familyId,
        date: toNoonDateTime(startDate),
        mealType,
        plannedServings: 4,
        isPlaceholder: true,
        placeholderData: { title, subtitle: 'Placeholder Recipe' },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/** Adds the long notes to `recipeId` for the family; returns their ids. */
export async function addLongNotes(page: Page, familyId: number, recipeId: number) {
  const ids: number[] = [];
  for (const text of [LONG.unbrokenNote, LONG.rtlNote, `${LONG.emoji} ${LONG.spaced}`]) {
    const res = await page.request.post('/api/notes', { data: { recipeId, text, familyId } });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return ids;
}

const OURS = new Set<string>([...STAGED_TITLES, ...TODAY_MEALS.map(([, title]) => title)]);

/** Removes this run's staged recipes, today's meals and notes (nothing anyone else made). */
export async function removeLongContent(page: Page, familyId: number, noteIds: readonly number[]) {
  const staged = await json<Staged[]>(page, `/api/families/${familyId}/staged-recipes`);
  for (const s of staged) {
    if (OURS.has(s.placeholderData?.title ?? '')) {
      await page.request.delete(`/api/staged-recipes/${s.id}`);
    }
  }
  const { startDate, endDate } = todayRange();
  const planned = await json<Planned[]>(
    page,
    `/api/families/${familyId}/meal-plans?startDate=${startDate}&endDate=${endDate}`,
  );
  for (const p of planned) {
    if (OURS.has(p.placeholderData?.title ?? '')) {
      await page.request.delete(`/api/meal-plans/${p.id}`);
    }
  }
  for (const id of noteIds) await page.request.delete(`/api/notes/${id}`);
}

type Recipe = {
  id: number;
  title: string;
  subtitle: string | null;
  isFavorite: boolean;
  category: { id: number; name: string };
  [key: string]: unknown;
};

const RENAMES = [LONG.unbroken, LONG.spaced, LONG.rtl, LONG.emoji];

/** The family's recipe list with the first four renamed to the long texts. */
function lengthen<T extends Recipe>(recipes: T[]): T[] {
  return recipes.map((recipe, i) =>
    i < RENAMES.length
      ? {
          ...recipe,
          title: RENAMES[i]!,
          subtitle: i === 0 ? LONG.spaced : LONG.unbroken,
          category: i === 0 ? { ...recipe.category, name: LONG.rtl } : recipe.category,
        }
      : recipe,
  );
}

/**
 * Answers the recipe list, favourites and recipe detail with long titles (the API has no way
 * to create recipes; the texts are what matter here). Writes still reach the real server.
 */
export async function lengthenRecipeResponses(page: Page) {
  const fulfilWith = async (route: Route, change: (body: unknown) => unknown) => {
    const response = await route.fetch();
    const body = (await response.json()) as unknown;
    await route.fulfill({ response, json: change(body) });
  };
  await page.route(/\/api\/families\/\d+\/recipes$/, (route) =>
    fulfilWith(route, (body) => lengthen(body as Recipe[])),
  );
  await page.route(/\/api\/user\/favorites$/, async (route) => {
    const familyId = await firstFamilyId(page);
    const res = await page.request.get(`/api/families/${familyId}/recipes`);
    const recipes = lengthen((await res.json()) as Recipe[]).slice(0, RENAMES.length);
    await route.fulfill({ json: recipes.map((r) => ({ ...r, isFavorite: true })) });
  });
  await page.route(/\/api\/recipes\/\d+(\?.*)?$/, (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    return fulfilWith(route, (body) => {
      const recipe = body as Recipe & {
        cookbook: { id: number; name: string };
        ingredients: Array<{ text: string }>;
        directions: Array<{ text: string }>;
      };
      return {
        ...recipe,
        title: LONG.unbroken,
        subtitle: LONG.spaced,
        category: { ...recipe.category, name: LONG.rtl },
        cookbook: { ...recipe.cookbook, name: LONG.emoji },
        ingredients: recipe.ingredients.map((ing, i) =>
          i === 0 ? { ...ing, text: LONG.unbroken } : ing,
        ),
        directions: recipe.directions.map((dir, i) =>
          i === 0 ? { ...dir, text: `${LONG.spaced} ${LONG.unbroken}` } : dir,
        ),
      };
    });
  });
}

/** This week's shopping list answer, with one long item added to whatever list there is. */
export async function lengthenShoppingList(page: Page) {
  await page.route(/\/weekly-shopping-list\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      weekStartDate: string;
      weekEndDate: string;
      shoppingList: { items: unknown[] } | null;
    };
    const item = (id: number, name: string, category: string) => ({
      id,
      name,
      category,
      checked: false,
      quantity: '2 1/2',
      unit: 'cups',
      detailText: LONG.spaced,
      recipeNames: `${LONG.unbroken}, ${LONG.rtl}`,
    });
    const items = [
      item(990001, LONG.unbroken, LONG.rtl),
      item(990002, LONG.rtl, 'Produce'),
      item(990003, LONG.emoji, 'Produce'),
    ];
    const now = new Date().toISOString();
    const shoppingList = body.shoppingList
      ? { ...body.shoppingList, items: [...items, ...body.shoppingList.items] }
      : {
          id: 990000,
          familyId: 0,
          weekStartDate: body.weekStartDate,
          weekEndDate: body.weekEndDate,
          mealPlanHash: '',
          createdAt: now,
          updatedAt: now,
          items,
        };
    await route.fulfill({ response, json: { ...body, shoppingList, isOutOfDate: false } });
  });
}

async function firstFamilyId(page: Page) {
  const families = await json<Array<{ id: number }>>(page, '/api/families');
  return families[0]!.id;
}
