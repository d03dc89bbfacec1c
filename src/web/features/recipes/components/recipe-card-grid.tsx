import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';
import { togglePlanningPick, usePlanningPicks } from '#web/lib/planning-picks';
import { usePermissions } from '#web/lib/permissions';
import { VirtualGrid } from './virtual-grid';
import { RecipeCard } from './recipe-card';
import { recipeCardHeight, titleLinesFor } from './recipe-card-layout';

/** The favourites feature's toggle as the cards use it (app/ passes it in). */
export interface CardFavoriteToggle {
  toggleFavorite: (recipe: RecipeSummary) => void;
  isFavoritePending: (recipeId: number) => boolean;
}

const recipeKey = (recipe: RecipeSummary) => recipe.id;

/**
 * Recipe cards in a responsive, virtualised grid (virtual-grid.tsx), wired to the favourite
 * toggle, the planning picks, the edit page and the recipe dialog. Card callbacks and
 * `renderItem` are stable, so scrolling renders only the rows that come into view and a change
 * to one recipe re-renders only its card.
 */
export function RecipeCardGrid({
  recipes,
  resetKey,
  onOpenRecipe,
  label,
  favorites: { toggleFavorite, isFavoritePending },
}: {
  recipes: readonly RecipeSummary[];
  /** Changes when the filters change (see VirtualGrid). */
  resetKey: string;
  onOpenRecipe: (recipeId: number) => void;
  label: string;
  favorites: CardFavoriteToggle;
}) {
  const navigate = useNavigate();
  const { canEditCookbook } = usePermissions();
  const picks = usePlanningPicks();
  const onEdit = useCallback((id: number) => void navigate(`/recipe/edit/${id}`), [navigate]);
  const renderCard = useCallback(
    (recipe: RecipeSummary, width: number) => (
      <RecipeCard
        recipe={recipe}
        isPicked={picks.includes(recipe.id)}
        canEdit={canEditCookbook(recipe.cookbook.id)}
        titleLines={titleLinesFor(width)}
        isFavoritePending={isFavoritePending(recipe.id)}
        onOpen={onOpenRecipe}
        onToggleFavorite={toggleFavorite}
        onTogglePick={togglePlanningPick}
        onEdit={onEdit}
      />
    ),
    [picks, canEditCookbook, isFavoritePending, onOpenRecipe, toggleFavorite, onEdit],
  );

  return (
    <VirtualGrid
      items={recipes}
      resetKey={resetKey}
      label={label}
      getKey={recipeKey}
      renderItem={renderCard}
      itemHeight={recipeCardHeight}
    />
  );
}
