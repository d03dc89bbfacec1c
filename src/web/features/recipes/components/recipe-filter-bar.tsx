import { useMemo } from 'react';
import { FilterX } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '#web/components/ui/button';
import { DeferredSelect } from '#web/components/ui/deferred-select';
import { ALL_CATEGORIES } from '../lib/filter-recipes';
import { RecipeSearchInput } from './recipe-search-input';

/** Search, category filter (All Categories + the given names) and Clear Filters. */
export function RecipeFilterBar({
  search,
  onSearchChange,
  category,
  onCategoryChange,
  categories,
  onClear,
  onSearchFocus,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  onSearchFocus?: () => void;
  category: string;
  onCategoryChange: (value: string) => void;
  categories: readonly string[];
  onClear: () => void;
}) {
  const intl = useIntl();
  const isFiltered = search !== '' || category !== ALL_CATEGORIES;
  const options = useMemo(
    () => [
      { value: ALL_CATEGORIES, label: intl.formatMessage({ id: 'recipes.filter.allCategories' }) },
      ...categories.map((name) => ({ value: name, label: name })),
    ],
    [categories, intl],
  );
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
      <RecipeSearchInput
        value={search}
        onChange={onSearchChange}
        label={intl.formatMessage({ id: 'recipes.search.label' })}
        placeholder={intl.formatMessage({ id: 'recipes.search.placeholder' })}
        className="flex-1"
        onFocus={onSearchFocus}
      />
      <div className="flex gap-3">
        {/* Radix Select loads after the grid paints (docs/decisions/020). */}
        <DeferredSelect
          aria-label={intl.formatMessage({ id: 'recipes.filter.category' })}
          className="min-w-0 flex-1 sm:w-52"
          value={category}
          onValueChange={onCategoryChange}
          options={options}
        />
        <Button variant="outline" onClick={onClear} disabled={!isFiltered} className="shrink-0">
          <FilterX aria-hidden="true" />
          {intl.formatMessage({ id: 'recipes.filter.clear' })}
        </Button>
      </div>
    </div>
  );
}
