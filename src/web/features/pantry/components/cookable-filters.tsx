import { useIntl } from 'react-intl';
import { DeferredSelect } from '#web/components/ui/deferred-select';
import { Label } from '#web/components/ui/label';
import { Switch } from '#web/components/ui/switch';
import type { CookableFilters } from '../api/cookable-recipes';

/** The select's value for every category: no category name holds NUL (safe text). */
const ALL = '\u0000all';

/** "What can we cook?"'s filters: a category of the user's list, and their favourites only. */
export function CookableFilterBar({
  categories,
  filters,
  onChange,
}: {
  categories: readonly string[];
  filters: CookableFilters;
  onChange: (filters: CookableFilters) => void;
}) {
  const intl = useIntl();
  const options = [
    { value: ALL, label: intl.formatMessage({ id: 'pantry.cook.category.all' }) },
    ...categories.map((name) => ({ value: name, label: name })),
  ];
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <DeferredSelect
        aria-label={intl.formatMessage({ id: 'pantry.cook.category.label' })}
        className="w-full sm:w-56"
        value={filters.category ?? ALL}
        onValueChange={(value) => onChange({ ...filters, category: value === ALL ? null : value })}
        options={options}
      />
      <div className="flex items-center gap-2">
        <Switch
          id="cookable-favorites"
          checked={filters.favoritesOnly}
          onCheckedChange={(favoritesOnly) => onChange({ ...filters, favoritesOnly })}
        />
        <Label htmlFor="cookable-favorites">
          {intl.formatMessage({ id: 'pantry.cook.favorites' })}
        </Label>
      </div>
    </div>
  );
}
