import { useIntl } from 'react-intl';
import { CalendarDays } from 'lucide-react';
import { entryDayString } from '#shared/meal-plans/calendar-day';
import { describeSlot } from '#web/features/meal-plan/lib/calendar-slots';
import type { PlannedMeal } from '#web/features/meal-plan/lib/planned-meal';

/** 'Dinner on Tuesday, March 11 · 8 servings planned'. */
export function PlannedSlotSummary({ entry }: { entry: PlannedMeal }) {
  const intl = useIntl();
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <CalendarDays className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        {intl.formatMessage(
          { id: 'mealPlan.dialog.slotSummary' },
          {
            slot: describeSlot(intl, { day: entryDayString(entry.date), mealType: entry.mealType }),
            count: entry.plannedServings,
          },
        )}
      </span>
    </p>
  );
}
