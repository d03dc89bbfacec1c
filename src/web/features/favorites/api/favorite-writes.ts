import type { EntityWrites } from '#web/lib/entity-writes';

/** The recipe a favourite toggle is about, and its title for the toasts. */
export interface FavoriteTarget {
  id: number;
  title: string;
}

/** Adding and removing favourites share this key, so each can tell whether others are in flight. */
export const favoriteMutationKey = ['favorite-write'] as const;

/**
 * Favourite writes by recipe (docs/decisions/011): a recipe whose toggle is on its way is
 * pending, and takes no second toggle until the server answers.
 */
export const favoriteWrites: EntityWrites<number> = {
  mutationKey: favoriteMutationKey,
  entityOf: (variables) =>
    typeof variables === 'object' && variables !== null && 'id' in variables
      ? (variables as FavoriteTarget).id
      : undefined,
};
