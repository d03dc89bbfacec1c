/** Root of every shopping list query: ['shopping-lists', familyId, 'week', weekStartDate]. */
export const shoppingListsQueryRoot = ['shopping-lists'] as const;

export const familyShoppingListsQueryKey = (familyId: number) =>
  [...shoppingListsQueryRoot, familyId] as const;

/** One week's list, cached per week (product rule: shopping-week-cache). */
export const weeklyShoppingListQueryKey = (familyId: number, weekStartDate: string) =>
  [...familyShoppingListsQueryKey(familyId), 'week', weekStartDate] as const;
