import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
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
        title={intl.formatMessage({ id: 'app.favorites.loadFailed' })}
        error={favoritesQuery.error}
        onRetry={() => void favoritesQuery.refetch()}
      />
    );
  } else if (sorted.length === 0) {
    content = (
      <RecipeEmptyState
        title={intl.formatMessage({ id: 'app.favorites.empty' })}
        description={intl.formatMessage({ id: 'app.favorites.emptyHint' })}
      >
        <Button asChild variant="outline" size="sm">
          <Link to="/">{intl.formatMessage({ id: 'app.favorites.browse' })}</Link>
        </Button>
      </RecipeEmptyState>
    );
  } else if (visible.length === 0) {
    content = (
      <RecipeEmptyState
        title={intl.formatMessage({ id: 'app.favorites.noMatch' })}
        description={intl.formatMessage({ id: 'app.favorites.noMatchHint' })}
      />
    );
  } else {
    content = (
      <>
        <RecipeCount shown={visible.length} total={sorted.length} />
        <RecipeCardGrid
          recipes={visible}
          resetKey={searchAsTyped}
          onOpenRecipe={openRecipe}
          label={intl.formatMessage({ id: 'app.favorites.gridLabel' })}
        />
      </>
    );
  }

  return (
    <div>
      <PageHeader title={intl.formatMessage({ id: 'app.favorites.title' })} />
      <RecipeSearchInput
        value={search}
        onChange={setSearch}
        label={intl.formatMessage({ id: 'app.favorites.searchLabel' })}
        placeholder={intl.formatMessage({ id: 'app.favorites.searchPlaceholder' })}
        className="mb-6 sm:max-w-md"
        onFocus={onSearchFocus}
      />
      {content}
      <RecipeDialog recipeId={recipeId} onClose={closeRecipe} />
    </div>
  );
}
