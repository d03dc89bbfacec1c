import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FileDown, Plus } from 'lucide-react';
import { PageHeader } from '#web/components/layout/page-header';
import { Button } from '#web/components/ui/button';
import { RecipeCardGrid } from '../composition/recipe-card-grid';
import { RecipeDialog } from '../composition/recipe-dialog';
import { useCurrentFamily } from '#web/lib/current-family';
import { usePermissions } from '#web/lib/permissions';
import { useFamilyRecipes } from '#web/features/recipes/api/family-recipes';
import { PlanningPicksBar } from '#web/features/recipes/components/planning-picks-bar';
import { RecipeEmptyState } from '#web/features/recipes/components/recipe-empty-state';
import { RecipeFilterBar } from '#web/features/recipes/components/recipe-filter-bar';
import {
  RecipeCount,
  RecipeListError,
  RecipeListLoading,
} from '#web/features/recipes/components/recipe-list-status';
import { useIngredientSearch } from '#web/features/recipes/hooks/use-ingredient-search';
import { useSearchAsTyped } from '#web/features/recipes/hooks/use-search-as-typed';
import { useRecipeDialogParam } from '#web/features/recipes/hooks/use-recipe-dialog-param';
import {
  ALL_CATEGORIES,
  categoryNames,
  createRecipeFilter,
  sortByTitle,
} from '#web/features/recipes/lib/filter-recipes';

/** Browse recipes (product rule: recipes-page): search, category filter and the card grid. */
export function RecipesPage() {
  const { currentFamilyId } = useCurrentFamily();
  const { hasAnyEditorRole } = usePermissions();
  const intl = useIntl();
  const recipesQuery = useFamilyRecipes(currentFamilyId);
  const { recipeId, openRecipe, closeRecipe } = useRecipeDialogParam();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const searchAsTyped = useSearchAsTyped(search);
  const { ingredientTexts, onSearchFocus } = useIngredientSearch(currentFamilyId, search);

  const recipes = recipesQuery.data;
  const sorted = useMemo(() => sortByTitle(recipes ?? []), [recipes]);
  const categories = useMemo(() => categoryNames(sorted), [sorted]);
  const filter = useMemo(
    () => createRecipeFilter(sorted, ingredientTexts),
    [sorted, ingredientTexts],
  );
  // A category whose last recipe went away falls back to All Categories.
  const activeCategory = categories.includes(category) ? category : ALL_CATEGORIES;
  const visible = useMemo(
    () => filter({ search: searchAsTyped, category: activeCategory }),
    [filter, searchAsTyped, activeCategory],
  );

  const clearFilters = () => {
    setSearch('');
    setCategory(ALL_CATEGORIES);
  };

  let content;
  if (currentFamilyId === null) {
    content = (
      <RecipeEmptyState
        title={intl.formatMessage({ id: 'app.recipes.noneFound' })}
        description={intl.formatMessage({ id: 'app.recipes.noFamily' })}
      />
    );
  } else if (recipesQuery.isPending) {
    content = <RecipeListLoading />;
  } else if (recipesQuery.isError) {
    content = (
      <RecipeListError
        title={intl.formatMessage({ id: 'app.recipes.loadFailed' })}
        error={recipesQuery.error}
        onRetry={() => void recipesQuery.refetch()}
      />
    );
  } else if (visible.length === 0) {
    content = (
      <RecipeEmptyState
        title={intl.formatMessage({ id: 'app.recipes.noneFound' })}
        description={intl.formatMessage({
          id: sorted.length > 0 ? 'app.recipes.tryAnother' : 'app.recipes.familyEmpty',
        })}
      >
        {sorted.length > 0 && (
          <Button variant="outline" size="sm" onClick={clearFilters}>
            {intl.formatMessage({ id: 'app.recipes.clearFilters' })}
          </Button>
        )}
      </RecipeEmptyState>
    );
  } else {
    content = (
      <>
        <RecipeCount shown={visible.length} total={sorted.length} />
        <RecipeCardGrid
          recipes={visible}
          resetKey={`${searchAsTyped}\n${activeCategory}`}
          onOpenRecipe={openRecipe}
          label={intl.formatMessage({ id: 'app.recipes.gridLabel' })}
        />
      </>
    );
  }

  return (
    <div>
      <PageHeader
        title={intl.formatMessage({ id: 'app.recipes.title' })}
        actions={
          hasAnyEditorRole && (
            <>
              <Button asChild>
                <Link to="/recipe/new">
                  <Plus aria-hidden="true" />
                  {intl.formatMessage({ id: 'app.recipes.add' })}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/admin/import">
                  <FileDown aria-hidden="true" />
                  {intl.formatMessage({ id: 'app.recipes.import' })}
                </Link>
              </Button>
            </>
          )
        }
      />
      <PlanningPicksBar />
      <RecipeFilterBar
        search={search}
        onSearchChange={setSearch}
        category={activeCategory}
        onCategoryChange={setCategory}
        categories={categories}
        onClear={clearFilters}
        onSearchFocus={onSearchFocus}
      />
      {content}
      <RecipeDialog recipeId={recipeId} onClose={closeRecipe} />
    </div>
  );
}
