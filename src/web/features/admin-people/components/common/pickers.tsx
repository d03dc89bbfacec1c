import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_LOCALE } from '#shared/i18n/locales';
import { Input } from '#web/components/ui/input';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { useAdminFamilies } from '#web/features/admin-people/api/admin-families';
import { useUsers } from '#web/features/admin-people/api/users';
import type { FieldControlProps } from '#web/components/ui/form-field';
import { NativeSelect } from './form-controls';

export interface Option {
  value: string;
  label: string;
}

type PickerProps = FieldControlProps & {
  /** The chosen id as text, '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The chosen item's label, when the caller knows it (it may not be among the results). */
  selectedLabel?: string;
  /** Options after the results (e.g. 'Remove from all families'). */
  extraOptions?: readonly Option[];
  disabled?: boolean;
};

/**
 * A select of one page of a server-searched list. With more rows than a page (thousands of
 * users), a search field above it narrows the choices on the server.
 */
function SearchableSelect({
  searchLabel,
  searchPlaceholder,
  placeholder,
  options,
  total,
  search,
  onSearchChange,
  value,
  onChange,
  selectedLabel,
  extraOptions,
  disabled,
  ...control
}: PickerProps & {
  /** The search field's name and hint ('Search families', 'Type to find families'). */
  searchLabel: string;
  searchPlaceholder: string;
  placeholder: string;
  options: Option[] | undefined;
  total: number;
  search: string;
  onSearchChange: (search: string) => void;
}) {
  const intl = useIntl();
  // English shows the plain count ('3 of 5000 shown', as the spec reads); the other languages
  // group the digits their own way.
  const count = (n: number) =>
    intl.formatNumber(n, intl.locale === DEFAULT_LOCALE ? { useGrouping: false } : undefined);
  // The chosen option, so it keeps its name when a later search leaves it out.
  const [chosen, setChosen] = useState<Option | null>(null);
  const shown = options ?? [];
  const chosenLabel = chosen?.value === value ? chosen.label : (selectedLabel ?? value);
  const isChosenShown =
    !value || [...shown, ...(extraOptions ?? [])].some((o) => o.value === value);
  const hasMore = total > shown.length;
  const isSearchable = search !== '' || hasMore;

  return (
    <div className="grid gap-2">
      {isSearchable && (
        <Input
          type="search"
          aria-label={searchLabel}
          placeholder={searchPlaceholder}
          value={search}
          disabled={disabled}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      )}
      <NativeSelect
        {...control}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value;
          setChosen(shown.find((o) => o.value === next) ?? null);
          onChange(next);
        }}
      >
        <option value="">{placeholder}</option>
        {!isChosenShown && <option value={value}>{chosenLabel}</option>}
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {extraOptions?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {hasMore && (
        <p className="text-xs text-muted-foreground">
          {intl.formatMessage(
            { id: 'adminPeople.picker.shownOfTotal' },
            { shown: count(shown.length), total: count(total) },
          )}
        </p>
      )}
    </div>
  );
}

/** A family, from GET /api/admin/families (searched on the server when there are many). */
export function FamilyPicker(props: PickerProps) {
  const [search, setSearch] = useState('');
  const families = useAdminFamilies({ search: useDebouncedValue(search) });
  const intl = useIntl();
  return (
    <SearchableSelect
      {...props}
      searchLabel={intl.formatMessage({ id: 'adminPeople.picker.searchFamilies' })}
      searchPlaceholder={intl.formatMessage({ id: 'adminPeople.picker.findFamilies' })}
      placeholder={intl.formatMessage({ id: 'adminPeople.picker.selectFamily' })}
      options={families.data?.rows.map((f) => ({ value: String(f.id), label: f.name }))}
      total={families.data?.total ?? 0}
      search={search}
      onSearchChange={setSearch}
    />
  );
}

/** A user, from GET /api/users (searched by name or email on the server). */
export function UserPicker(props: PickerProps) {
  const [search, setSearch] = useState('');
  const users = useUsers({ search: useDebouncedValue(search) });
  const intl = useIntl();
  return (
    <SearchableSelect
      {...props}
      searchLabel={intl.formatMessage({ id: 'adminPeople.picker.searchUsers' })}
      searchPlaceholder={intl.formatMessage({ id: 'adminPeople.picker.findUsers' })}
      placeholder={intl.formatMessage({ id: 'adminPeople.picker.selectUser' })}
      options={users.data?.rows.map((u) => ({
        value: String(u.id),
        label: `${u.name} (${u.email})`,
      }))}
      total={users.data?.total ?? 0}
      search={search}
      onSearchChange={setSearch}
    />
  );
}
