import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '#web/components/layout/page-header';
import { Button } from '#web/components/ui/button';
import { RecipeCardGrid } from '../composition/recipe-card-grid';
import { RecipeDialog } from '../composition/recipe-dialog';
import { useFavorites } from '#web/features/favorites/api/favorites';
import { RecipeEmptyState } from '#web/features/recipes/components/recipe-empty-state';
import {
  RecipeCount,
  RecipeListError,
  RecipeListLoading,
} from '#web/features/recipes/components/recipe-list-status';
import { RecipeSearchInput } from '#web/features/recipes/components/recipe-search-input';
import { useIngredientSearch } from '#web/features/recipes/hooks/use-ingredient-search';
import { useSearchAsTyped } from '#web/features/recipes/hooks/use-search-as-typed';
import { useRecipeDialogParam } from '#web/features/recipes/hooks/use-recipe-dialog-param';
import { useCurrentFamily } from '#web/lib/current-family';
import {
  ALL_CATEGORIES,
  createRecipeFilter,
  sortByTitle,
} from '#web/features/recipes/lib/filter-recipes';

/** The user's favourite recipes (product rule: favorites-page), with a search. */
export function FavoritesPage() {
  const favoritesQuery = useFavorites();
  const { recipeId, openRecipe, closeRecipe } = useRecipeDialogParam();
  const [search, setSearch] = useState('');
  const searchAsTyped = useSearchAsTyped(search);
  // Favourites span the user's families; their ingredients are searched in the current one's.
  const { currentFamilyId } = useCurrentFamily();
  const { ingredientTexts, onSearchFocus } = useIngredientSearch(currentFamilyId, search);

  const favorites = favoritesQuery.data;
  const sorted = useMemo(() => sortByTitle(favorites ?? []), [favorites]);
  const filter = useMemo(
    () => createRecipeFilter(sorted, ingredientTexts),
    [sorted, ingredientTexts],
  );
  const visible = useMemo(
    () => filter({ search: searchAsTyped, category: ALL_CATEGORIES }),
    [filter, searchAsTyped],
  );

  let content;
  if (favoritesQuery.isPending) {
    content = <RecipeListLoading />;
  } else if (favoritesQuery.isError) {
    content = (
      <RecipeListError
        title="Failed to load favorites"
        error={favoritesQuery.error}
        onRetry={() => void favoritesQuery.refetch()}
      />
    );
  } else if (sorted.length === 0) {
    content = (
      <RecipeEmptyState
        title="No favorite recipes yet"
        description="Tap the heart on any recipe to keep it here."
      >
        <Button asChild variant="outline" size="sm">
          <Link to="/">Browse recipes</Link>
        </Button>
      </RecipeEmptyState>
    );
  } else if (visible.length === 0) {
    content = (
      <RecipeEmptyState title="No matching favorites found" description="Try another search." />
    );
  } else {
    content = (
      <>
        <RecipeCount shown={visible.length} total={sorted.length} />
        <RecipeCardGrid
          recipes={visible}
          resetKey={searchAsTyped}
          onOpenRecipe={openRecipe}
          label="Favorite recipes"
        />
      </>
    );
  }

  return (
    <div>
      <PageHeader title="My Favorite Recipes" />
      <RecipeSearchInput
        value={search}
        onChange={setSearch}
        label="Search favorites"
        placeholder="Search your favorites..."
        className="mb-6 sm:max-w-md"
        onFocus={onSearchFocus}
      />
      {content}
      <RecipeDialog recipeId={recipeId} onClose={closeRecipe} />
    </div>
  );
}
