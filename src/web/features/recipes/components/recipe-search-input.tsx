import { Search, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Input } from '#web/components/ui/input';
import { cn } from '#web/lib/utils';

/** A search box with a leading icon and a clear button. */
export function RecipeSearchInput({
  value,
  onChange,
  label,
  placeholder,
  className,
  onFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  className?: string;
  /** Lets the page fetch what a search needs (the ingredient index) before the first key. */
  onFocus?: () => void;
}) {
  const intl = useIntl();
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        aria-label={label}
        placeholder={placeholder}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-sm p-1 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={intl.formatMessage({ id: 'recipes.search.clear' })}
          onClick={() => onChange('')}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
