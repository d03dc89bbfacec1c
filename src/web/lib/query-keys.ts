/**
 * Query keys that more than one feature touches: the cache's shared vocabulary. A feature
 * builds its own keys on these roots (its `api/` files), and writes in another feature
 * invalidate or patch through them without importing that feature (docs/decisions/012).
 */

/**
 * Recipe data. Everything recipe-shaped lives under ['recipes'] so one invalidation refreshes
 * every list and detail after a write (product rule: refresh-after-writes).
 */
export const recipesQueryRoot = ['recipes'] as const;
export const recipeListsQueryRoot = ['recipes', 'list'] as const;
export const recipeDetailsQueryRoot = ['recipes', 'detail'] as const;

/** The cards of the recipes one family sees (the recipe list); staging reads titles from it. */
export const familyRecipesQueryRoot = [...recipeListsQueryRoot, 'family'] as const;
export const familyRecipesQueryKey = (familyId: number) =>
  [...familyRecipesQueryRoot, familyId] as const;

/**
 * The user's marks on a family's list (favourites, hidden, switched-off cookbooks): kept
 * apart from the cards so a favourite click refreshes a few bytes (docs/decisions/022).
 */
export const recipeMarksQueryRoot = ['recipes', 'marks'] as const;
export const recipeMarksQueryKey = (familyId: number) =>
  [...recipeMarksQueryRoot, familyId] as const;

/** The signed-in user's favourite recipes. */
export const favoritesQueryKey = ['user', 'favorites'] as const;

/**
 * Root of every meal plan query, ['meal-plans', familyId, startDate, endDate], so recipe writes
 * can refresh them all (product rule: refresh-after-writes).
 */
export const mealPlansQueryRoot = ['meal-plans'] as const;

/** Root of the staged-recipes queries: ['staged-recipes', familyId]. */
export const stagedRecipesQueryRoot = ['staged-recipes'] as const;

/** The signed-in user, or null when signed out (lib/session/current-user). */
export const currentUserQueryKey = ['auth', 'user'] as const;

/** Sign-in data that stays cached when a session ends (the login page needs it). */
export const authConfigQueryKey = ['auth', 'config'] as const;
export const demoUsersQueryKey = ['auth', 'demo-users'] as const;

/** Every unit (the recipe form's select): fixed data, no live notice concerns it. */
export const unitsQueryKey = ['units'] as const;

/**
 * Root of the shopping list queries (['shopping-lists', familyId, ...]): a recipe edit can
 * make a generated list out of date, and the server says so when it is read again.
 */
export const shoppingListsQueryRoot = ['shopping-lists'] as const;

/**
 * A family's pantry (['pantry', familyId]); a pantry change also makes the family's shopping
 * lists out of date (they subtract it).
 */
export const pantryQueryRoot = ['pantry'] as const;
export const pantryQueryKey = (familyId: number) => [...pantryQueryRoot, familyId] as const;

/**
 * "What can we cook?" (['pantry', familyId, 'cookable', filters]): under the pantry, so a pantry
 * change ranks anew; a recipe, favourite or hidden change does too, through this key.
 */
export const cookableRecipesQueryKey = (familyId: number) =>
  [...pantryQueryKey(familyId), 'cookable'] as const;
/** Every family's "What can we cook?" answers (after a recipe write, which names no family). */
export const everyCookableRecipesQuery = {
  queryKey: pantryQueryRoot,
  predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[2] === 'cookable',
};

/** A family's ingredient search index (the recipe list's search); refreshed with its list. */
export const recipeSearchIndexQueryRoot = [...recipesQueryRoot, 'search-index'] as const;
export const recipeSearchIndexQueryKey = (familyId: number) =>
  [...recipeSearchIndexQueryRoot, familyId] as const;

/** Every recipe the user can see in any family (the add-to-plan search): marks show in it. */
export const accessibleRecipesQueryKey = [...recipeListsQueryRoot, 'accessible'] as const;

/** A family's members with their admin flag (the profile page), under ['families']. */
export const familyMembersQueryKey = (familyId: number) =>
  ['families', familyId, 'members'] as const;

/**
 * Every check or uncheck of a shopping list item shares this mutation key, and its variables
 * carry `itemId`: item writes can tell whether others are in flight, and the live event
 * stream leaves an item alone while its own write is on the way.
 */
export const shoppingItemMutationKey = ['shopping-item-write'] as const;
