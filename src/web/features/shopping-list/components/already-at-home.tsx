import { useIntl } from 'react-intl';
import { ChevronRight } from 'lucide-react';
import type { ShoppingListItem } from '#shared/shopping/shopping-lists.schemas';
import { ShoppingItemRow } from './shopping-item-row';

/**
 * "Already at home" (product rule: pantry-subtraction): the items the pantry covers, collapsed
 * under their count. Opened, they are ordinary items the family can still tick and buy.
 */
export function AlreadyAtHome({
  items,
  onToggle,
}: {
  items: readonly ShoppingListItem[];
  onToggle: (item: ShoppingListItem) => Promise<void>;
}) {
  const intl = useIntl();
  return (
    <details className="group mt-4 rounded-xl border bg-card print:hidden">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-2 text-sm font-medium hover:bg-secondary/60 [&::-webkit-details-marker]:hidden">
        <ChevronRight
          className="size-4 shrink-0 transition-transform group-open:rotate-90 motion-reduce:transition-none"
          aria-hidden="true"
        />
        {intl.formatMessage({ id: 'shopping.pantry.alreadyAtHome' }, { count: items.length })}
      </summary>
      <div className="px-3 pb-3 sm:px-4">
        <p className="px-2 pb-1 text-xs text-muted-foreground">
          {intl.formatMessage({ id: 'shopping.pantry.alreadyAtHomeHint' })}
        </p>
        <ul
          aria-label={intl.formatMessage(
            { id: 'shopping.pantry.alreadyAtHome' },
            { count: items.length },
          )}
          className="grid gap-0.5"
        >
          {items.map((item) => (
            <ShoppingItemRow key={item.id} item={item} onToggle={onToggle} />
          ))}
        </ul>
      </div>
    </details>
  );
}
