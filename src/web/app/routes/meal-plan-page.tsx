import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { entryDayString } from '#shared/meal-plans/calendar-day';
import {
  isDayInWindow,
  nextWeek,
  previousWeek,
  weekStartOf,
  weekWindow,
} from '#shared/meal-plans/week';
import { PageHeader } from '#web/components/layout/page-header';
import { Button } from '#web/components/ui/button';
import { useCurrentFamily } from '#web/lib/current-family';
import { useDateParam } from '#web/lib/use-date-param';
import { useElementWidth } from '#web/lib/use-element-width';
import { cn } from '#web/lib/utils';
import { useMealPlans } from '#web/features/meal-plan/api/meal-plans';
import { AddMealDialog } from '#web/features/meal-plan/components/add-meal/add-meal-dialog';
import { WeekCalendar } from '#web/features/meal-plan/components/calendar/week-calendar';
import { ClearWeekButton } from '#web/features/meal-plan/components/clear-week-button';
import { PrintWeekButton } from '#web/features/meal-plan/components/print/print-week-button';
import { PlannedMealDialog } from '../composition/planned-meal-dialog';
import { MealPlanDnd } from '#web/features/meal-plan/components/meal-plan-dnd';
import { WeekNavigator } from '#web/features/meal-plan/components/week-navigator';
import type { AddMealTarget } from '#web/features/meal-plan/hooks/use-add-meal';
import type { MealPlanId } from '#web/features/meal-plan/lib/planned-meal';
import { StagingPanel } from '#web/features/staging/components/staging-panel';
import { useStagePlanningPicks } from '#web/features/staging/hooks/use-stage-planning-picks';
import { useStageWithToasts } from '#web/features/staging/hooks/use-stage-with-toasts';
import { RecipeEmptyState } from '#web/features/recipes/components/recipe-empty-state';

/**
 * How the planner uses its room: staging beside the calendar when both fit, above it when
 * not, and days as cards instead of columns on a phone.
 */
export function plannerLayout(width: number | null): 'wide' | 'stacked' | 'narrow' {
  if (width === null || width >= 880) return 'wide';
  return width >= 600 ? 'stacked' : 'narrow';
}

/**
 * Meal Planning (product rule: meal-plan-page): the staging area and the week's calendar, with drag
 * and drop; Print Week prints the shown week.
 */
export function MealPlanPage() {
  const { currentFamilyId } = useCurrentFamily();
  const intl = useIntl();
  const [weekParam, setWeekParam] = useDateParam('week');
  const weekStart = weekStartOf(weekParam ?? new Date());
  const [containerRef, width] = useElementWidth<HTMLDivElement>();
  const layout = plannerLayout(width);
  const [openEntryId, setOpenEntryId] = useState<MealPlanId | null>(null);
  const [addTarget, setAddTarget] = useState<AddMealTarget | null>(null);
  useStagePlanningPicks(currentFamilyId);
  const { mutate: stageMeal } = useStageWithToasts();

  const mealPlans = useMealPlans(currentFamilyId, weekStart);
  const openEntry = mealPlans.data?.find((entry) => entry.id === openEntryId) ?? null;
  const { startDate, endDate } = weekWindow(weekStart);
  const hasMeals = useMemo(
    () =>
      (mealPlans.data ?? []).some((entry) =>
        isDayInWindow(entryDayString(entry.date), { startDate, endDate }),
      ),
    [mealPlans.data, startDate, endDate],
  );

  return (
    <div>
      <PageHeader
        title={intl.formatMessage({ id: 'app.mealPlan.title' })}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/shopping-list">
                <ShoppingCart aria-hidden="true" />
                {intl.formatMessage({ id: 'app.mealPlan.shoppingList' })}
              </Link>
            </Button>
            {currentFamilyId !== null && (
              <>
                <PrintWeekButton familyId={currentFamilyId} weekStart={weekStart} />
                <ClearWeekButton
                  familyId={currentFamilyId}
                  weekStart={weekStart}
                  hasMeals={hasMeals}
                />
              </>
            )}
          </>
        }
      />
      {currentFamilyId === null ? (
        <RecipeEmptyState
          title={intl.formatMessage({ id: 'app.mealPlan.noFamily' })}
          description={intl.formatMessage({ id: 'app.mealPlan.noFamilyHint' })}
        />
      ) : (
        <MealPlanDnd>
          <div
            ref={containerRef}
            className={cn(
              'grid gap-4',
              layout === 'wide' && 'grid-cols-[13rem_minmax(0,1fr)] items-start',
            )}
          >
            <div
              className={cn(
                layout === 'wide' &&
                  'sticky top-[4.5rem] max-h-[calc(100dvh-5.5rem)] overflow-y-auto',
              )}
            >
              <StagingPanel
                familyId={currentFamilyId}
                layout={layout === 'wide' ? 'column' : 'strip'}
                onAddRecipe={() => setAddTarget({ kind: 'staging' })}
              />
            </div>
            <section
              aria-label={intl.formatMessage({ id: 'app.mealPlan.calendarLabel' })}
              className="grid min-w-0 content-start gap-3"
            >
              <WeekNavigator
                weekStart={weekStart}
                onPrevious={() => setWeekParam(previousWeek(weekStart))}
                onNext={() => setWeekParam(nextWeek(weekStart))}
                onThisWeek={() => setWeekParam(null)}
              />
              <WeekCalendar
                familyId={currentFamilyId}
                weekStart={weekStart}
                view={layout === 'narrow' ? 'agenda' : 'grid'}
                onOpenEntry={(entry) => setOpenEntryId(entry.id)}
                onAddToSlot={({ day, mealType }) => setAddTarget({ kind: 'slot', day, mealType })}
              />
            </section>
          </div>
        </MealPlanDnd>
      )}
      <PlannedMealDialog entry={openEntry} screen="calendar" onClose={() => setOpenEntryId(null)} />
      <AddMealDialog target={addTarget} onClose={() => setAddTarget(null)} onStage={stageMeal} />
    </div>
  );
}
