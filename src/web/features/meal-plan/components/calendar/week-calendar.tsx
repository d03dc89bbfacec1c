import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { parseDayString, toDayString } from '#shared/meal-plans/calendar-day';
import { weekDays } from '#shared/meal-plans/week';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { errorMessage } from '#web/lib/i18n/error-message';
import { useMealPlans } from '#web/features/meal-plan/api/meal-plans';
import type { SlotData } from '#web/features/meal-plan/lib/calendar-slots';
import { groupBySlot, type PlannedMeal } from '#web/features/meal-plan/lib/planned-meal';
import { CalendarAgenda } from './calendar-agenda';
import { CalendarGrid } from './calendar-grid';

/**
 * The week's meals, as a Sunday-to-Saturday grid (`grid`) or, where a grid column would be too
 * narrow for a finger, one card per day (`agenda`).
 */
export function WeekCalendar({
  familyId,
  weekStart,
  view,
  onOpenEntry,
  onAddToSlot,
}: {
  familyId: number;
  weekStart: Date;
  view: 'grid' | 'agenda';
  onOpenEntry: (entry: PlannedMeal) => void;
  onAddToSlot: (slot: SlotData) => void;
}) {
  const intl = useIntl();
  const query = useMealPlans(familyId, weekStart);
  const weekKey = toDayString(weekStart);
  const days = useMemo(() => weekDays(parseDayString(weekKey)!), [weekKey]);
  const entriesBySlot = useMemo(() => groupBySlot(query.data ?? []), [query.data]);

  if (query.isPending) {
    return (
      <div className="flex min-h-64 items-center justify-center rounded-xl border bg-card">
        <Spinner
          className="size-8"
          label={intl.formatMessage({ id: 'mealPlan.calendar.loading' })}
        />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="grid justify-items-start gap-2 rounded-xl border bg-card p-4 text-sm"
      >
        <p className="font-semibold">
          {intl.formatMessage({ id: 'mealPlan.calendar.loadFailed' })}
        </p>
        <p className="text-muted-foreground">{errorMessage(intl, query.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {intl.formatMessage({ id: 'mealPlan.tryAgain' })}
        </Button>
      </div>
    );
  }
  const View = view === 'grid' ? CalendarGrid : CalendarAgenda;
  return (
    <View
      days={days}
      entriesBySlot={entriesBySlot}
      onOpenEntry={onOpenEntry}
      onAddToSlot={onAddToSlot}
    />
  );
}
