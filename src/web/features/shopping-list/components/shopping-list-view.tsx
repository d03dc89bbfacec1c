import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LayoutGrid, List } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import type { ShoppingListItem } from '#shared/shopping/shopping-lists.schemas';
import { countChecked, splitAtHome } from '../lib/group-items';
import { AlreadyAtHome } from './already-at-home';
import { CategoryCards } from './category-cards';
import { FullList } from './full-list';
import { ShoppingListFooter } from './shopping-list-footer';

/**
 * A generated list: the By Category and Full List tabs with what is to buy, the items already at
 * home (product rule: pantry-subtraction), then the counts, reset and `footerAction`.
 */
export function ShoppingListView({
  items,
  onToggle,
  onResetChecked,
  footerAction,
}: {
  items: readonly ShoppingListItem[];
  onToggle: (item: ShoppingListItem) => Promise<void>;
  onResetChecked: () => void;
  footerAction?: ReactNode;
}) {
  const intl = useIntl();
  const { toBuy, atHome } = useMemo(() => splitAtHome(items), [items]);
  return (
    <div>
      {toBuy.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
          {items.length === 0
            ? intl.formatMessage({ id: 'shopping.nothingNeeded' })
            : intl.formatMessage({ id: 'shopping.pantry.allAtHome' })}
        </p>
      ) : (
        <Tabs defaultValue="category">
          <TabsList className="w-full sm:w-auto print:hidden">
            <TabsTrigger value="category" className="flex-1 sm:flex-none">
              <LayoutGrid className="size-4" aria-hidden="true" />
              {intl.formatMessage({ id: 'shopping.tabs.byCategory' })}
            </TabsTrigger>
            <TabsTrigger value="full" className="flex-1 sm:flex-none">
              <List className="size-4" aria-hidden="true" />
              {intl.formatMessage({ id: 'shopping.tabs.fullList' })}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="category">
            <CategoryCards items={toBuy} onToggle={onToggle} />
          </TabsContent>
          <TabsContent value="full">
            <FullList items={toBuy} onToggle={onToggle} />
          </TabsContent>
        </Tabs>
      )}
      {atHome.length > 0 && <AlreadyAtHome items={atHome} onToggle={onToggle} />}
      <ShoppingListFooter
        total={items.length}
        checked={countChecked(items)}
        onResetChecked={onResetChecked}
        action={footerAction}
      />
    </div>
  );
}
