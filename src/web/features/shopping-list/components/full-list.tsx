import { useIntl } from 'react-intl';
import { Card } from '#web/components/ui/card';
import type { ShoppingListItem } from '#shared/shopping/shopping-lists.schemas';
import { ShoppingItemRow } from './shopping-item-row';

/** Full List: every item in one list (in the server's category order), each with its badge. */
export function FullList({
  items,
  onToggle,
}: {
  items: readonly ShoppingListItem[];
  onToggle: (item: ShoppingListItem) => Promise<void>;
}) {
  const intl = useIntl();
  return (
    <Card className="p-2 sm:p-3 print:rounded-none print:border-0 print:p-0 print:shadow-none">
      <ul
        aria-label={intl.formatMessage({ id: 'shopping.fullList.label' })}
        className="grid gap-0.5"
      >
        {items.map((item) => (
          <ShoppingItemRow key={item.id} item={item} showCategory onToggle={onToggle} />
        ))}
      </ul>
    </Card>
  );
}
