import type { InvalidateQueryFilters, Query, QueryClient, QueryKey } from '@tanstack/react-query';
// Types only: the client's first load carries no zod (events.schemas builds schemas).
import type {
  ChangedItem,
  HelloEvent,
  LiveNotice,
  LiveNoticeKind,
  ResyncEvent,
} from '#shared/events/events.schemas';
import type { ShoppingListItem, WeeklyShoppingList } from '#shared/shopping/shopping-lists.schemas';
import { imageConfigQueryKey } from '../image-config';
import {
  accessibleRecipesQueryKey,
  authConfigQueryKey,
  cookableRecipesQueryKey,
  currentUserQueryKey,
  everyCookableRecipesQuery,
  demoUsersQueryKey,
  familyMembersQueryKey,
  familyRecipesQueryRoot,
  favoritesQueryKey,
  mealPlansQueryRoot,
  recipeDetailsQueryRoot,
  recipeMarksQueryRoot,
  recipeSearchIndexQueryRoot,
  shoppingItemMutationKey,
  pantryQueryRoot,
  shoppingListsQueryRoot,
  stagedRecipesQueryRoot,
  unitsQueryKey,
} from '../query-keys';
import { cookbooksQueryRoot } from '../cookbooks-query';
import { cookbookRolesQueryKey } from '../session/cookbook-roles';
import { familiesQueryKey } from '../session/families';
import { isSuperAdminQueryKey } from '../session/is-super-admin';
import { invalidateWhenIdle } from './invalidate-when-idle';
import { markRecentlyChanged, shoppingItemChangeKey } from './recent-changes';

/**
 * What the live event stream (src/shared/events/events.schemas.ts) does to the cache: a
 * notice names what changed, and the queries that show it are invalidated (refetched when on
 * screen) through the shared keys of lib/query-keys, or, for ticked shopping items, patched
 * in place. Invalidations wait while mutations are in flight (invalidate-when-idle.ts).
 */

const byKey = (queryKey: QueryKey): InvalidateQueryFilters => ({ queryKey });

/** A family's queries under `root`; every family's when the notice names none. */
const ofFamily = (root: QueryKey, familyId: number | null) =>
  byKey(familyId === null ? root : [...root, familyId]);

/** "What can we cook?": it ranks the recipes the family list shows. */
const cookable = (familyId: number | null) =>
  familyId === null ? everyCookableRecipesQuery : byKey(cookableRecipesQueryKey(familyId));

/** The details of these recipes (all of them when the notice has no ids). */
const recipeDetails = (ids: readonly number[] | undefined) =>
  ids ? ids.map((id) => byKey([...recipeDetailsQueryRoot, id])) : [byKey(recipeDetailsQueryRoot)];

/**
 * The queries a notice of `kind` makes stale. The meal plan's queries are one key per family
 * (['meal-plans', familyId, start, end]: the calendar and Today's Plan share them); a week's
 * shopping list carries its planned meals and whether the list is out of date, so it follows
 * the plan, and the recipes the plan and the list name.
 */
export function staleQueriesOf(
  kind: LiveNoticeKind,
  familyId: number | null,
  ids?: readonly number[],
): InvalidateQueryFilters[] {
  const shoppingLists = ofFamily(shoppingListsQueryRoot, familyId);
  switch (kind) {
    case 'meal-plans':
      return [ofFamily(mealPlansQueryRoot, familyId), shoppingLists];
    case 'staging':
      return [ofFamily(stagedRecipesQueryRoot, familyId)];
    case 'shopping-lists':
    case 'shopping-items':
      return [shoppingLists];
    case 'hidden':
      // Hidden marks show in the list's marks, the favourites, the add-to-plan search and
      // each recipe's details.
      return [
        ofFamily(recipeMarksQueryRoot, familyId),
        byKey(favoritesQueryKey),
        byKey(accessibleRecipesQueryKey),
        cookable(familyId),
        ...recipeDetails(ids),
      ];
    case 'notes':
      return recipeDetails(ids);
    case 'recipes':
      // A recipe written, moved or deleted: the list, its search index, every detail (the
      // notice names none), and what shows recipe titles and ingredients.
      return [
        ofFamily(familyRecipesQueryRoot, familyId),
        ofFamily(recipeSearchIndexQueryRoot, familyId),
        byKey(recipeDetailsQueryRoot),
        byKey(accessibleRecipesQueryKey),
        byKey(favoritesQueryKey),
        ofFamily(mealPlansQueryRoot, familyId),
        ofFamily(stagedRecipesQueryRoot, familyId),
        shoppingLists,
        cookable(familyId),
      ];
    case 'favorites':
      // Favourites filter "What can we cook?" too (a user's notice: every family's).
      return [
        byKey(favoritesQueryKey),
        byKey(recipeMarksQueryRoot),
        byKey(accessibleRecipesQueryKey),
        everyCookableRecipesQuery,
        ...recipeDetails(ids),
      ];
    case 'members':
      return [familyId === null ? byKey(familiesQueryKey) : byKey(familyMembersQueryKey(familyId))];
    case 'memberships':
      return [byKey(familiesQueryKey), byKey(currentUserQueryKey), byKey(['user-families'])];
    case 'roles':
      // Roles decide which cookbooks the user sees and may edit.
      return [byKey(cookbookRolesQueryKey), byKey(isSuperAdminQueryKey), byKey(cookbooksQueryRoot)];
    case 'pantry':
      // The pantry page, and the week's lists: they subtract the pantry.
      return [ofFamily(pantryQueryRoot, familyId), shoppingLists];
    default:
      // A kind only a newer server knows: nothing this client shows.
      return [];
  }
}

const FAMILY_KINDS: readonly LiveNoticeKind[] = [
  'meal-plans',
  'staging',
  'shopping-lists',
  'hidden',
  'notes',
  'recipes',
  'members',
  'pantry',
];
const USER_KINDS: readonly LiveNoticeKind[] = ['favorites', 'memberships', 'roles'];

export function applyNotice(queryClient: QueryClient, notice: LiveNotice): void {
  if (notice.kind === 'shopping-items' && notice.items && notice.familyId !== null) {
    patchShoppingItems(queryClient, notice.familyId, notice.items);
    return;
  }
  invalidateWhenIdle(queryClient, staleQueriesOf(notice.kind, notice.familyId, notice.ids));
}

/** Notices were lost: everything shown for these families (and the user's own) reloads. */
export function applyResync(queryClient: QueryClient, { familyIds, user }: ResyncEvent): void {
  const filters = familyIds.flatMap((familyId) =>
    FAMILY_KINDS.flatMap((kind) => staleQueriesOf(kind, familyId)),
  );
  if (user) filters.push(...USER_KINDS.flatMap((kind) => staleQueriesOf(kind, null)));
  invalidateWhenIdle(queryClient, filters);
}

/** Fixed for the session: sign-in options, units, image settings. No notice concerns them. */
const STATIC_KEYS: readonly QueryKey[] = [
  authConfigQueryKey,
  demoUsersQueryKey,
  unitsQueryKey,
  imageConfigQueryKey,
];

const isStatic = (query: Query) =>
  STATIC_KEYS.some(
    (key) =>
      key.length === query.queryKey.length && key.every((part, i) => part === query.queryKey[i]),
  );

/**
 * A stream starts (`hello`). Resumed: the server replayed what was missed; nothing to do.
 * Otherwise what was loaded without a stream to report changes may be stale: on the first
 * connection, what was fetched (or was being fetched) before the hello; on a later one that
 * could not resume, everything. Active queries refetch, the rest when next shown.
 */
export function applyHello(
  queryClient: QueryClient,
  { resumed }: HelloEvent,
  { isFirst, receivedAt = Date.now() }: { isFirst: boolean; receivedAt?: number },
): void {
  if (resumed) return;
  const predicate = isFirst
    ? (query: Query) =>
        !isStatic(query) &&
        ((query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < receivedAt) ||
          query.state.fetchStatus === 'fetching')
    : (query: Query) => !isStatic(query);
  invalidateWhenIdle(queryClient, [{ predicate }]);
}

/** A shopping item write of this tab is still on its way: it settles the item itself. */
function hasPendingWrite(queryClient: QueryClient, itemId: number) {
  return (
    queryClient.isMutating({
      mutationKey: shoppingItemMutationKey,
      predicate: (mutation) =>
        (mutation.state.variables as { itemId?: unknown } | undefined)?.itemId === itemId,
    }) > 0
  );
}

/**
 * Ticks from another device: each cached week of the family takes an item's new mark and
 * version when the notice's version is newer than the one it holds (an older or repeated
 * notice changes nothing, so a stale notice never brings a mark back). A row whose mark
 * changed is highlighted. No refetch (a week being fetched meanwhile is asked again:
 * lib/writes-outrank-older-reads).
 */
export function patchShoppingItems(
  queryClient: QueryClient,
  familyId: number,
  changes: readonly ChangedItem[],
): void {
  const newest = new Map<number, ChangedItem>();
  for (const change of changes) {
    if (hasPendingWrite(queryClient, change.id)) continue;
    if ((newest.get(change.id)?.version ?? -Infinity) < change.version) {
      newest.set(change.id, change);
    }
  }
  if (newest.size === 0) return;

  const shownChanged = new Set<number>();
  for (const query of queryClient
    .getQueryCache()
    .findAll({ queryKey: [...shoppingListsQueryRoot, familyId] })) {
    const weekly = query.state.data as WeeklyShoppingList | undefined;
    const list = weekly?.shoppingList;
    if (!list) continue;
    let touched = false;
    const items = list.items.map((item): ShoppingListItem => {
      const change = newest.get(item.id);
      if (!change || item.version >= change.version) return item;
      touched = true;
      if (item.checked !== change.checked) shownChanged.add(item.id);
      return { ...item, checked: change.checked, version: change.version };
    });
    if (!touched) continue;
    queryClient.setQueryData<WeeklyShoppingList>(query.queryKey, {
      ...weekly,
      shoppingList: { ...list, items },
    });
  }
  for (const itemId of shownChanged) markRecentlyChanged(shoppingItemChangeKey(itemId));
}
