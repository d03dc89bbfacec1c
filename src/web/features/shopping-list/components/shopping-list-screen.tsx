import { useIntl } from 'react-intl';
import { Printer } from 'lucide-react';
import { PageHeader } from '#web/components/layout/page-header';
import { Button } from '#web/components/ui/button';
import { useWeeklyShoppingList } from '../api/weekly-shopping-list';
import { useGenerateList } from '../hooks/use-generate-list';
import { useSelectedWeek } from '../hooks/use-selected-week';
import { useShoppingItemChecks } from '../hooks/use-shopping-item-checks';
import { useDoneShopping } from '../hooks/use-done-shopping';
import { formatShoppingWeek } from '#web/lib/week-label';
import '../shopping-list.css';
import { AddItemLine } from './add-item-line';
import { DoneShoppingButton } from './done-shopping-button';
import { GenerateListButton } from './generate-list-button';
import { OutOfDateNotice } from './out-of-date-notice';
import { PlannedMealChips } from './planned-meal-chips';
import { NoMealPlansState, NoShoppingListState } from './shopping-list-empty-states';
import { ShoppingListError, ShoppingListLoading } from './shopping-list-status';
import { ShoppingListView } from './shopping-list-view';
import { WeekSelector } from './week-selector';

/**
 * The shopping list of one family (product rule: shopping-list): pick a week, generate or
 * regenerate its list from the meal plans, add items by hand, tick items off. `data-print-area` marks what a printout
 * keeps.
 */
export function ShoppingListScreen({ familyId }: { familyId: number }) {
  const intl = useIntl();
  const { weeks, week, selectWeek } = useSelectedWeek();
  const weeklyQuery = useWeeklyShoppingList(familyId, week.weekStartDate);
  const weekly = weeklyQuery.data;
  const { generate, isGenerating } = useGenerateList(familyId, week, weekly);
  const { toggleItem, resetChecked } = useShoppingItemChecks(familyId);

  const meals = weekly?.plannedMeals ?? [];
  // A week without meal plans shows the spec's no-meal-plans state, also when a list was
  // generated before its meals were cleared (product rule: shopping-cleared-week): that list is
  // kept and shows again, out of date, once meals are planned. Nothing to generate from until then.
  // A list with items added by hand shows all the same (product rule: added-items).
  const stored = weekly?.shoppingList ?? null;
  const hasAddedItems = stored?.items.some((item) => item.addedByHand) ?? false;
  const list = meals.length > 0 || hasAddedItems ? stored : null;
  const canGenerate = meals.length > 0;
  const { doneShopping, canStock, isStocking } = useDoneShopping(familyId, list);

  let content;
  if (weeklyQuery.isPending) {
    content = <ShoppingListLoading />;
  } else if (weeklyQuery.isError) {
    content = (
      <ShoppingListError error={weeklyQuery.error} onRetry={() => void weeklyQuery.refetch()} />
    );
  } else if (list) {
    content = (
      <ShoppingListView
        items={list.items}
        onToggle={toggleItem}
        onResetChecked={() => resetChecked(list.items)}
        footerAction={
          <DoneShoppingButton
            canStock={canStock}
            isStocking={isStocking}
            onDoneShopping={doneShopping}
          />
        }
      />
    );
  } else if (meals.length === 0) {
    content = <NoMealPlansState />;
  } else {
    content = <NoShoppingListState mealCount={meals.length} />;
  }

  return (
    <div data-print-area="shopping-list">
      <PageHeader
        title={intl.formatMessage({ id: 'shopping.title' })}
        className="print:mb-2"
        actions={
          <div className="flex flex-wrap gap-2 print:hidden">
            {list && list.items.length > 0 && (
              <Button variant="ghost" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                {intl.formatMessage({ id: 'shopping.print' })}
              </Button>
            )}
            <GenerateListButton
              hasList={list !== null}
              isGenerating={isGenerating}
              disabled={!canGenerate}
              onGenerate={generate}
            />
          </div>
        }
      />
      <p className="mb-4 hidden text-sm print:block">
        {intl.formatMessage({ id: 'shopping.printWeek' }, { week: formatShoppingWeek(intl, week) })}
      </p>
      <div className="grid gap-4 print:block">
        <div className="print:hidden">
          <WeekSelector weeks={weeks} value={week.weekStartDate} onChange={selectWeek} />
        </div>
        {weekly?.isOutOfDate && list && (
          <OutOfDateNotice isGenerating={isGenerating} onRegenerate={generate} />
        )}
        <PlannedMealChips meals={meals} />
        {weekly && <AddItemLine familyId={familyId} weekStartDate={week.weekStartDate} />}
        {content}
      </div>
    </div>
  );
}
