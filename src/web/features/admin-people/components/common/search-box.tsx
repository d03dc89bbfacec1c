import { Search } from 'lucide-react';
import { Input } from '#web/components/ui/input';

/** The search field above an admin table. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative w-full sm:max-w-sm">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Case-insensitive match of a search text against some fields (empty text matches all). */
export function matchesSearch(search: string, ...fields: Array<string | null | undefined>) {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => field?.toLowerCase().includes(needle));
}

/**
 * An email in a table: on one line in the table, broken only where needed on a phone's card.
 */
export const EMAIL_CLASS = '[overflow-wrap:anywhere] md:whitespace-nowrap';

/** A badge that names a family: it wraps rather than widening a phone's card. */
export const FAMILY_BADGE_CLASS = 'max-w-full whitespace-normal [overflow-wrap:anywhere]';
