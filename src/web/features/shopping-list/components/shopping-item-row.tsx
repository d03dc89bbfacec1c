import { startTransition, useOptimistic } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '#web/components/ui/badge';
import { shoppingItemChangeKey, useRecentlyChanged } from '#web/lib/live-events/recent-changes';
import { useLanguage } from '#web/lib/i18n/i18n-provider';
import { cn } from '#web/lib/utils';
import type { ShoppingListItem } from '#shared/shopping/shopping-lists.schemas';
import { useCategoryName } from '#web/lib/grocery-category-name';
import { quantityText } from '../lib/group-items';
import { AddedHint } from './added-hint';
import { PantryHint } from './pantry-hint';

/**
 * One item (product rule: shopping-item): optional leading quantity, name, detail text; struck
 * through when checked. The whole row is the checkbox's label, so it is an easy target on a phone.
 * `showCategory` adds the category badge of the Full List tab. A row another device just
 * ticked or unticked is highlighted for a moment (product rule: change-highlight;
 * shopping-list.css). An item added by hand says so (product rule: added-items).
 */
export function ShoppingItemRow({
  item,
  showCategory = false,
  onToggle,
}: {
  item: ShoppingListItem;
  showCategory?: boolean;
  /** Settles when the write does. */
  onToggle: (item: ShoppingListItem) => Promise<void>;
}) {
  const intl = useIntl();
  const categoryName = useCategoryName();
  const { locale } = useLanguage();
  const quantity = quantityText(item, locale);
  const isRecentlyChanged = useRecentlyChanged(shoppingItemChangeKey(item.id));
  // The box follows the click at once: the cache's optimistic change reaches the row a task
  // later, and meanwhile React would put a controlled checkbox back as it was. While the
  // write is on its way this shows the new state; then the cache's (possibly rolled back).
  const [isChecked, setShownChecked] = useOptimistic(item.checked);
  const toggle = () =>
    startTransition(async () => {
      setShownChecked(!item.checked);
      await onToggle(item);
    });
  return (
    <li
      className={cn('break-inside-avoid rounded-md', isRecentlyChanged && 'recently-changed')}
      data-recently-changed={isRecentlyChanged || undefined}
    >
      <label
        className="flex min-h-10 cursor-pointer items-start gap-3 rounded-md px-2 py-2 hover:bg-secondary/60 print:min-h-0 print:py-1 print:hover:bg-transparent"
        title={
          item.recipeNames
            ? intl.formatMessage({ id: 'shopping.item.from' }, { recipes: item.recipeNames })
            : undefined
        }
      >
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary print:accent-black"
          checked={isChecked}
          onChange={toggle}
        />
        {/* Phones put the Full List's category badge under the text, not beside it. */}
        <span className="flex min-w-0 flex-1 flex-col items-start gap-1 sm:flex-row sm:justify-between sm:gap-3">
          <span
            className={cn('text-sm leading-5', isChecked && 'text-muted-foreground line-through')}
            data-testid="shopping-item-text"
          >
            {quantity && (
              <>
                <span className="font-semibold">{quantity}</span>{' '}
              </>
            )}
            <span>{item.name}</span>
            {item.detailText && (
              <span className="text-muted-foreground">
                {intl.formatMessage({ id: 'shopping.item.detail' }, { detail: item.detailText })}
              </span>
            )}
            <PantryHint item={item} />
            {item.addedByHand && <AddedHint />}
          </span>
          {showCategory && (
            <Badge variant="secondary" className="shrink-0 print:border-black">
              {categoryName(item.category)}
            </Badge>
          )}
        </span>
      </label>
    </li>
  );
}
