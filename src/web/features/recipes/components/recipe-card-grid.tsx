import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { RecipeSummary } from '../../../../shared/recipes/recipes.schemas';
import { togglePlanningPick, usePlanningPicks } from '../../../lib/planning-picks';
import { usePermissions } from '../../../lib/permissions';
import { useFavoriteToggle } from '../../favorites/hooks/use-favorite-toggle';
import { IncrementalGrid } from './incremental-grid';
import { RecipeCard } from './recipe-card';

/**
 * Recipe cards in a responsive grid, wired to the favourite toggle, the planning picks, the
 * edit page and the recipe dialog. Card callbacks are stable, so a change to one recipe
 * re-renders only its card.
 */
export function RecipeCardGrid({
  recipes,
  resetKey,
  onOpenRecipe,
  label,
}: {
  recipes: readonly RecipeSummary[];
  /** Changes when the filters change (see IncrementalGrid). */
  resetKey: string;
  onOpenRecipe: (recipeId: number) => void;
  label: string;
}) {
  const navigate = useNavigate();
  const { canEditCookbook } = usePermissions();
  const picks = usePlanningPicks();
  const { toggleFavorite, pendingRecipeId } = useFavoriteToggle();
  const onEdit = useCallback((id: number) => void navigate(`/recipe/edit/${id}`), [navigate]);

  return (
    <IncrementalGrid
      items={recipes}
      resetKey={resetKey}
      label={label}
      getKey={(recipe) => recipe.id}
      className="grid grid-cols-1 min-[520px]:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4 [&>div>*]:w-full"
      gapClassName="gap-4 sm:gap-5"
      renderItem={(recipe) => (
        <RecipeCard
          recipe={recipe}
          isPicked={picks.includes(recipe.id)}
          canEdit={canEditCookbook(recipe.cookbook.id)}
          isFavoritePending={pendingRecipeId === recipe.id}
          onOpen={onOpenRecipe}
          onToggleFavorite={toggleFavorite}
          onTogglePick={togglePlanningPick}
          onEdit={onEdit}
        />
      )}
    />
  );
}
