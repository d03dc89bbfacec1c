import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { addDays, startOfDay } from 'date-fns';
import type { MealType } from '#shared/meal-plans/meal-plans.schemas';
import { entryDayString, toDayString } from '#shared/meal-plans/calendar-day';
import { CalendarDays } from 'lucide-react';
import { PageHeader } from '#web/components/layout/page-header';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { useCurrentFamily } from '#web/lib/current-family';
import { errorMessage } from '#web/lib/i18n/error-message';
import { useDateParam } from '#web/lib/use-date-param';
import { useMealPlans } from '#web/features/meal-plan/api/meal-plans';
import { AddMealDialog } from '#web/features/meal-plan/components/add-meal/add-meal-dialog';
import { PlannedMealDialog } from '../composition/planned-meal-dialog';
import {
  DayNavigator,
  isShowingToday,
} from '#web/features/meal-plan/components/today/day-navigator';
import { TodayMealSection } from '#web/features/meal-plan/components/today/today-meal-section';
import type { AddMealTarget } from '#web/features/meal-plan/hooks/use-add-meal';
import { TODAY_MEAL_TYPES } from '#web/features/meal-plan/lib/calendar-slots';
import { groupBySlot, slotKey, type MealPlanId } from '#web/features/meal-plan/lib/planned-meal';

/**
 * Today's Plan (product rule: today-page): one day's meals, Breakfast to Dessert, each with Add.
 */
export function TodayPage() {
  const { currentFamilyId } = useCurrentFamily();
  const intl = useIntl();
  const [dayParam, setDayParam] = useDateParam('day');
  const day = startOfDay(dayParam ?? new Date());
  const dayString = toDayString(day);
  const mealPlans = useMealPlans(currentFamilyId, day);
  const [openEntryId, setOpenEntryId] = useState<MealPlanId | null>(null);
  const [addTarget, setAddTarget] = useState<AddMealTarget | null>(null);

  const entriesBySlot = useMemo(
    () => groupBySlot((mealPlans.data ?? []).filter((e) => entryDayString(e.date) === dayString)),
    [mealPlans.data, dayString],
  );
  const openEntry = mealPlans.data?.find((entry) => entry.id === openEntryId) ?? null;
  const addTo = (mealType: MealType) => setAddTarget({ kind: 'slot', day: dayString, mealType });

  const sections = (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {TODAY_MEAL_TYPES.map((mealType) => (
        <TodayMealSection
          key={mealType}
          mealType={mealType}
          entries={entriesBySlot.get(slotKey(dayString, mealType)) ?? []}
          onOpenEntry={(entry) => setOpenEntryId(entry.id)}
          onAdd={addTo}
        />
      ))}
    </div>
  );

  let content;
  if (currentFamilyId === null) {
    // The sections stay, so Add explains what is missing ('No family selected',
    // product rule: no-family).
    content = (
      <>
        <p
          role="status"
          className="mb-3 rounded-xl border bg-card p-4 text-sm text-muted-foreground"
        >
          {intl.formatMessage({ id: 'app.today.noFamily' })}
        </p>
        {sections}
      </>
    );
  } else if (mealPlans.isPending) {
    content = (
      <Spinner
        className="mx-auto my-12 size-8"
        label={intl.formatMessage({ id: 'app.today.loading' })}
      />
    );
  } else if (mealPlans.isError) {
    content = (
      <p role="alert" className="rounded-xl border bg-card p-4 text-sm">
        {intl.formatMessage(
          { id: 'app.today.loadFailed' },
          { error: errorMessage(intl, mealPlans.error) },
        )}
      </p>
    );
  } else {
    content = sections;
  }

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={intl.formatMessage({ id: 'app.today.title' })}
        className="flex-row items-center justify-between"
        actions={
          <Button
            variant="outline"
            disabled={isShowingToday(day)}
            onClick={() => setDayParam(null)}
          >
            <CalendarDays aria-hidden="true" />
            {intl.formatMessage({ id: 'app.today.today' })}
          </Button>
        }
      />
      <DayNavigator
        day={day}
        onPrevious={() => setDayParam(addDays(day, -1))}
        onNext={() => setDayParam(addDays(day, 1))}
      />
      {content}
      <PlannedMealDialog entry={openEntry} screen="today" onClose={() => setOpenEntryId(null)} />
      <AddMealDialog target={addTarget} onClose={() => setAddTarget(null)} />
    </div>
  );
}
