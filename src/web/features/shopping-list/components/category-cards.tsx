import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import type { ShoppingListItem } from '#shared/shopping/shopping-lists.schemas';
import { useCategoryName } from '#web/lib/grocery-category-name';
import { countChecked, groupItemsByCategory } from '../lib/group-items';
import { ShoppingItemRow } from './shopping-item-row';

/**
 * By Category: a card per category, sorted by name (the name as shown, in the active
 * language), each scrolling at 200 px (product rule: shopping-tabs).
 */
export function CategoryCards({
  items,
  onToggle,
}: {
  items: readonly ShoppingListItem[];
  onToggle: (item: ShoppingListItem) => Promise<void>;
}) {
  const intl = useIntl();
  const categoryName = useCategoryName();
  const groups = useMemo(() => {
    const collator = new Intl.Collator(intl.locale);
    return groupItemsByCategory(items)
      .map((group) => ({ ...group, name: categoryName(group.category) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [items, intl.locale, categoryName]);
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3 print:block print:columns-2 print:gap-6">
      {groups.map(({ category, name, items: grouped }) => {
        const headingId = `shopping-category-${category.replace(/\W+/g, '-').toLowerCase()}`;
        return (
          <Card
            key={category}
            role="region"
            aria-labelledby={headingId}
            className="print:mb-4 print:break-inside-avoid print:rounded-none print:border-0 print:shadow-none"
          >
            <CardHeader className="flex-row items-baseline justify-between gap-2 pb-2 sm:pb-2 print:p-0 print:pb-1">
              <CardTitle id={headingId} className="text-base">
                {name}
              </CardTitle>
              <span className="text-xs text-muted-foreground print:hidden">
                {intl.formatMessage(
                  { id: 'shopping.category.checkedCount' },
                  { checked: countChecked(grouped), total: grouped.length },
                )}
              </span>
            </CardHeader>
            <CardContent className="px-3 pb-3 sm:px-4 sm:pb-4 print:p-0">
              <ul className="scroll-shadows grid max-h-[200px] gap-0.5 overflow-y-auto pr-1 print:max-h-none print:overflow-visible">
                {grouped.map((item) => (
                  <ShoppingItemRow key={item.id} item={item} onToggle={onToggle} />
                ))}
              </ul>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
