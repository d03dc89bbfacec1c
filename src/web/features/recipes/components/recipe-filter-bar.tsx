import { FilterX } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select';
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
  const isFiltered = search !== '' || category !== ALL_CATEGORIES;
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
      <RecipeSearchInput
        value={search}
        onChange={onSearchChange}
        label="Search recipes"
        placeholder="Search recipes..."
        className="flex-1"
        onFocus={onSearchFocus}
      />
      <div className="flex gap-3">
        <Select value={category} onValueChange={onCategoryChange}>
          <SelectTrigger aria-label="Filter by category" className="min-w-0 flex-1 sm:w-52">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_CATEGORIES}>All Categories</SelectItem>
            {categories.map((name) => (
              <SelectItem key={name} value={name}>
                {name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button variant="outline" onClick={onClear} disabled={!isFiltered} className="shrink-0">
          <FilterX aria-hidden="true" />
          Clear Filters
        </Button>
      </div>
    </div>
  );
}
