import type { ComponentProps } from 'react';
import { useFavoriteToggle } from '#web/features/favorites/hooks/use-favorite-toggle';
import { RecipeCardGrid as RecipeCardGridView } from '#web/features/recipes/components/recipe-card-grid';

/** Recipe cards with the favourites feature's heart toggle wired in. */
export function RecipeCardGrid(
  props: Omit<ComponentProps<typeof RecipeCardGridView>, 'favorites'>,
) {
  const favorites = useFavoriteToggle();
  return <RecipeCardGridView {...props} favorites={favorites} />;
}
