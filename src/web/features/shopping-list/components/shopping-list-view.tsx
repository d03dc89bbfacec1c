import { useIntl } from 'react-intl';
import { LayoutGrid, List } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import type { ShoppingListItem } from '#shared/shopping/shopping-lists.schemas';
import { countChecked } from '../lib/group-items';
import { CategoryCards } from './category-cards';
import { FullList } from './full-list';
import { ShoppingListFooter } from './shopping-list-footer';

/** A generated list: the By Category and Full List tabs, then the counts and reset. */
export function ShoppingListView({
  items,
  onToggle,
  onResetChecked,
}: {
  items: readonly ShoppingListItem[];
  onToggle: (item: ShoppingListItem) => Promise<void>;
  onResetChecked: () => void;
}) {
  const intl = useIntl();
  return (
    <div>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
          {intl.formatMessage({ id: 'shopping.nothingNeeded' })}
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
            <CategoryCards items={items} onToggle={onToggle} />
          </TabsContent>
          <TabsContent value="full">
            <FullList items={items} onToggle={onToggle} />
          </TabsContent>
        </Tabs>
      )}
      <ShoppingListFooter
        total={items.length}
        checked={countChecked(items)}
        onResetChecked={onResetChecked}
      />
    </div>
  );
}
