import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ShoppingListItem, WeeklyShoppingList } from '#shared/shopping/shopping-lists.schemas';
import { shoppingItemMutationKey } from '#web/lib/query-keys';

/** Cache fixtures for the live event tests: real QueryClients holding the app's key shapes. */

export function item(id: number, overrides: Partial<ShoppingListItem> = {}): ShoppingListItem {
  return {
    id,
    name: `item ${id}`,
    category: 'Produce',
    checked: false,
    quantity: null,
    unit: null,
    detailText: null,
    recipeNames: 'Soup',
    version: 1,
    pantryState: null,
    stockedAt: null,
    addedByHand: false,
    ...overrides,
  };
}

export function week(familyId: number, weekStartDate: string, items: ShoppingListItem[]) {
  const weekly: WeeklyShoppingList = {
    weekStartDate,
    weekEndDate: weekStartDate,
    shoppingList: {
      id: 1,
      familyId,
      weekStartDate,
      weekEndDate: weekStartDate,
      mealPlanHash: '',
      createdAt: '',
      updatedAt: '',
      items,
    },
    plannedMeals: [],
    currentMealPlanHash: '',
    isOutOfDate: false,
  };
  return weekly;
}

export const weekKey = (familyId: number, start: string) => [
  'shopping-lists',
  familyId,
  'week',
  start,
];

export function itemsOf(client: QueryClient, key: QueryKey) {
  return client.getQueryData<WeeklyShoppingList>(key)?.shoppingList?.items;
}

/** Every cached query of the app's shapes, for families 1 and 2. */
export const SEEDED: QueryKey[] = [
  ['meal-plans', 1, '2026-03-08', '2027-03-13'],
  ['meal-plans', 2, '2026-03-08', '2027-03-13'],
  ['shopping-lists', 1, 'week', '2026-03-08'],
  ['shopping-lists', 2, 'week', '2026-03-08'],
  ['staged-recipes', 1],
  ['staged-recipes', 2],
  ['pantry', 1],
  ['pantry', 2],
  ['pantry', 1, 'cookable', {}],
  ['pantry', 2, 'cookable', {}],
  ['recipes', 'list', 'family', 1],
  ['recipes', 'list', 'family', 2],
  ['recipes', 'list', 'accessible'],
  ['recipes', 'marks', 1],
  ['recipes', 'marks', 2],
  ['recipes', 'search-index', 1],
  ['recipes', 'detail', 101, 1],
  ['recipes', 'detail', 102, 1],
  ['user', 'favorites'],
  ['families'],
  ['families', 1, 'members'],
  ['families', 2, 'members'],
  ['user-families', 'membership', 7, 1],
  ['auth', 'user'],
  ['auth', 'is-super-admin'],
  ['user', 'cookbook-roles'],
  ['cookbooks', 'list'],
  ['user', 'preferences'],
  ['auth', 'config'],
  ['auth', 'demo-users'],
  ['units'],
  ['images', 'config'],
];

export function seededClient(updatedAt = 1000) {
  const client = new QueryClient();
  for (const key of SEEDED) client.setQueryData(key, [], { updatedAt });
  return client;
}

export function invalidated(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);
}

/** A shopping item write of this tab, on its way until `finish` is called. */
export function pendingItemWrite(client: QueryClient, itemId: number) {
  let finish!: () => void;
  const answer = new Promise<void>((resolve) => (finish = resolve));
  const observer = new MutationObserver(client, {
    mutationKey: shoppingItemMutationKey,
    mutationFn: (_: { itemId: number }) => answer,
  });
  const done = observer.mutate({ itemId });
  return { finish: () => (finish(), done) };
}
