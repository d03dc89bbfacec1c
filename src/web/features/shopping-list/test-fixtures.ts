import { vi } from 'vitest';
import { installFakeServer, signedInRoutes } from '#web/test-support/test-utils';
import type {
  AddShoppingListItemsBody,
  GenerateShoppingListBody,
  ShoppingList,
  ShoppingListItem,
  PlannedMeal,
  StockedPantry,
  WeeklyShoppingList,
} from '#shared/shopping/shopping-lists.schemas';
import type { PantryItem } from '#shared/pantry/pantry.schemas';
import { addDaysToDay } from '#shared/meal-plans/calendar-day';
import type { Locale } from '#shared/i18n/locales';
import { addLinesToWeek } from './added-items-fixtures';

/** Component tests run on Wednesday 11 March 2026: the week of Sunday 8 March. */
export const TODAY = new Date(2026, 2, 11, 10, 0, 0);
export const THIS_WEEK = '2026-03-08';
export const FAMILY_ID = 1;

export function freezeToday() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
}

export function makeItem(overrides: Partial<ShoppingListItem> = {}): ShoppingListItem {
  return {
    id: 1,
    name: 'onions',
    category: 'Produce',
    checked: false,
    quantity: '3',
    unit: null,
    detailText: null,
    recipeNames: 'Party Jollof Rice',
    version: 1,
    pantryState: null,
    stockedAt: null,
    addedByHand: false,
    ...overrides,
  };
}

export const SAMPLE_ITEMS: ShoppingListItem[] = [
  makeItem({ id: 1, name: 'milk', category: 'Dairy & Eggs', quantity: '2', unit: 'cups' }),
  makeItem({
    id: 2,
    name: 'chicken thighs',
    category: 'Meat & Seafood',
    quantity: '1.5',
    unit: 'lb',
  }),
  makeItem({ id: 3, name: 'onions', category: 'Produce', quantity: '3', detailText: 'chopped' }),
  makeItem({
    id: 4,
    name: 'salt',
    category: 'Spices & Seasonings',
    quantity: null,
    detailText: 'to taste',
  }),
];

export function makeMeal(overrides: Partial<PlannedMeal> = {}): PlannedMeal {
  return {
    id: 31,
    date: '2026-03-09T12:00:00',
    mealType: 'Dinner',
    title: 'Party Jollof Rice',
    plannedServings: 6,
    isPlaceholder: false,
    recipeId: 101,
    ...overrides,
  };
}

export function makeList(items: ShoppingListItem[] = SAMPLE_ITEMS): ShoppingList {
  return {
    id: 9,
    familyId: FAMILY_ID,
    weekStartDate: THIS_WEEK,
    weekEndDate: '2026-03-14',
    mealPlanHash: '31',
    createdAt: '2026-03-10T08:00:00.000Z',
    updatedAt: '2026-03-10T08:00:00.000Z',
    items,
  };
}

/**
 * A signed-in fake server holding one family's weekly lists. GET answers from `weeks` (an
 * unknown week has no list and no meals), POST makes `generated` the week's list, PATCH
 * ticks an item and moves its version (an older `version` answers 409 with the item, an
 * unknown item 404, as the server does), POST …/items adds lines by hand (added-items-fixtures).
 * Tests change `state` to script the server. `language`:
 * the language saved on the user, which the app then speaks.
 */
export function installShoppingServer(
  weeks: Record<string, Partial<WeeklyShoppingList>> = {},
  { language = null }: { language?: Locale | null } = {},
) {
  const state = {
    weeks: new Map<string, WeeklyShoppingList>(
      Object.entries(weeks).map(([week, weekly]) => [week, emptyWeek(week, weekly)]),
    ),
    generated: makeList(),
    failPatch: false,
    /** While set, item writes get no answer at all (fetch rejects, as without a network). */
    unreachable: false,
    failGenerate: false,
    /** While set, item writes wait for it, so a test can look at the optimistic state. */
    patchGate: null as Promise<void> | null,
    /** While set, Done Shopping waits for it. */
    stockGate: null as Promise<void> | null,
  };
  const routes = signedInRoutes({ language });
  const server = installFakeServer(routes);
  const base = server.fetchMock.getMockImplementation()!;
  server.fetchMock.mockImplementation((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input as string, 'http://localhost');
    const body = () => JSON.parse(init.body as string) as unknown;
    const method = init.method ?? 'GET';
    if (url.pathname.endsWith('/weekly-shopping-list')) {
      void base(input, init); // recorded in calls
      const week = url.searchParams.get('weekStartDate') ?? '';
      return Promise.resolve(json(state.weeks.get(week) ?? emptyWeek(week)));
    }
    if (method === 'POST' && url.pathname === '/api/shopping-lists') {
      void base(input, init);
      if (state.failGenerate) return Promise.resolve(json({ message: 'Boom' }, 500));
      const week = (body() as GenerateShoppingListBody).shoppingList.weekStartDate;
      const list = { ...state.generated, weekStartDate: week };
      const weekly = state.weeks.get(week) ?? emptyWeek(week);
      state.weeks.set(week, { ...weekly, shoppingList: list, isOutOfDate: false });
      return Promise.resolve(json(state.weeks.get(week), 201));
    }
    if (method === 'POST' && url.pathname.endsWith('/weekly-shopping-list/items')) {
      void base(input, init);
      return Promise.resolve(addLinesToWeek(state.weeks, body() as AddShoppingListItemsBody));
    }
    const stock = /^\/api\/shopping-lists\/(\d+)\/stock-pantry$/.exec(url.pathname);
    if (method === 'POST' && stock) {
      void base(input, init);
      return (state.stockGate ?? Promise.resolve()).then(() => stockList(state.weeks));
    }
    const patch = /^\/api\/shopping-list-items\/(\d+)$/.exec(url.pathname);
    if (method === 'PATCH' && patch) {
      void base(input, init);
      if (state.unreachable) return Promise.reject(new TypeError('Failed to fetch'));
      return (state.patchGate ?? Promise.resolve()).then(() => {
        if (state.failPatch) return json({ message: 'Boom' }, 500);
        const { checked, version } = body() as { checked: boolean; version?: number };
        const item = findItem(state.weeks, Number(patch[1]));
        if (!item) return json({ code: 'not_found', message: 'Shopping list item not found' }, 404);
        if (version !== undefined && version < item.version) {
          return json({ code: 'conflict', message: ITEM_CHANGED, item }, 409);
        }
        return json(setItem(state.weeks, { ...item, checked, version: item.version + 1 }));
      });
    }
    return base(input, init);
  });
  return { ...server, state };
}

/**
 * Done Shopping as the server does it: each ticked item not yet stocked is marked and answered
 * (the pantry item is made up: the screen counts the answer).
 */
function stockList(weeks: Map<string, WeeklyShoppingList>) {
  const added: StockedPantry['added'] = [];
  for (const weekly of weeks.values()) {
    for (const item of weekly.shoppingList?.items ?? []) {
      if (!item.checked || item.stockedAt !== null) continue;
      setItem(weeks, { ...item, stockedAt: '2026-03-10T09:00:00.000Z' });
      added.push({ shoppingListItemId: item.id, item: pantryItemOf(item), merged: false });
    }
  }
  return json({ added });
}

const pantryItemOf = (item: ShoppingListItem): PantryItem => ({
  id: 500 + item.id,
  familyId: FAMILY_ID,
  name: item.name,
  nameKey: item.name,
  quantity: Number(item.quantity) || null,
  unit: item.unit,
  bestBefore: null,
  category: item.category,
  isStaple: false,
  version: 1,
  createdAt: '2026-03-10T09:00:00.000Z',
  updatedAt: '2026-03-10T09:00:00.000Z',
});

/** Done Shopping calls made so far. */
export const stockCalls = <T extends { method: string; url: string }>(calls: readonly T[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.endsWith('/stock-pantry'));

/** The server's 409 message (ITEM_CHANGED_MESSAGE). */
export const ITEM_CHANGED = 'This item was changed on another device meanwhile';

export function findItem(weeks: Map<string, WeeklyShoppingList>, itemId: number) {
  for (const weekly of weeks.values()) {
    const item = weekly.shoppingList?.items.find((i) => i.id === itemId);
    if (item) return item;
  }
  return null;
}

/** Stores an item as given (another device's tick, in a test) and answers it. */
export function setItem(weeks: Map<string, WeeklyShoppingList>, changed: ShoppingListItem) {
  for (const [week, weekly] of weeks) {
    if (!weekly.shoppingList?.items.some((i) => i.id === changed.id)) continue;
    const items = weekly.shoppingList.items.map((i) => (i.id === changed.id ? changed : i));
    weeks.set(week, { ...weekly, shoppingList: { ...weekly.shoppingList, items } });
  }
  return changed;
}

export function emptyWeek(
  weekStartDate: string,
  overrides: Partial<WeeklyShoppingList> = {},
): WeeklyShoppingList {
  return {
    weekStartDate,
    weekEndDate: addDaysToDay(weekStartDate, 6),
    shoppingList: null,
    plannedMeals: [],
    currentMealPlanHash: '',
    isOutOfDate: false,
    ...overrides,
  };
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** PATCH calls made so far, as { id, checked } (with `version` when `withVersion`). */
export function patchCalls(
  calls: Array<{ method: string; url: string; init: RequestInit }>,
  { withVersion = false } = {},
) {
  return calls
    .filter((call) => call.method === 'PATCH')
    .map((call) => {
      const { checked, version } = JSON.parse(call.init.body as string) as {
        checked: boolean;
        version?: number;
      };
      const id = Number(call.url.split('/').pop());
      return withVersion ? { id, checked, version } : { id, checked };
    });
}
