import { useIntl } from 'react-intl';
import { isToday } from 'date-fns';
import { toDayString } from '#shared/meal-plans/calendar-day';
import { Badge } from '#web/components/ui/badge';
import { cn } from '#web/lib/utils';
import { CALENDAR_MEAL_TYPES, LONG_DAY } from '#web/features/meal-plan/lib/calendar-slots';
import { MEAL_TYPE_NAME_IDS } from '#web/lib/meal-type-names';
import { slotKey, type PlannedMeal } from '#web/features/meal-plan/lib/planned-meal';
import type { CalendarViewProps } from './calendar-grid';
import { CalendarSlot } from './calendar-slot';

const NO_ENTRIES: PlannedMeal[] = [];

/**
 * The week on a phone: one card per day, its meals stacked, so every slot is a full-width
 * target for a finger instead of a 50 px column.
 */
export function CalendarAgenda({
  days,
  entriesBySlot,
  onOpenEntry,
  onAddToSlot,
}: CalendarViewProps) {
  const intl = useIntl();
  return (
    <ol className="grid gap-3">
      {days.map((date, dayIndex) => {
        const day = toDayString(date);
        const today = isToday(date);
        return (
          <li
            key={day}
            aria-label={intl.formatDate(date, LONG_DAY)}
            aria-current={today ? 'date' : undefined}
            className={cn('rounded-xl border bg-card p-3 shadow-sm', today && 'border-primary/60')}
          >
            <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold">
              {intl.formatDate(date, { weekday: 'long', month: 'short', day: 'numeric' })}
              {today && (
                <Badge className="px-2 py-0 text-[0.6875rem]">
                  {intl.formatMessage({ id: 'mealPlan.calendar.today' })}
                </Badge>
              )}
            </h3>
            <div className="grid gap-1.5">
              {CALENDAR_MEAL_TYPES.map((mealType, mealIndex) => (
                <div
                  key={mealType}
                  className="grid grid-cols-[5.25rem_minmax(0,1fr)] items-start gap-2"
                >
                  {/* Long names ('Mittagessen') break with hyphens rather than overflow. */}
                  <span className="pt-2 text-xs font-medium break-words hyphens-auto text-muted-foreground">
                    {intl.formatMessage({ id: MEAL_TYPE_NAME_IDS[mealType] })}
                  </span>
                  <CalendarSlot
                    slot={{ day, mealType, dayIndex, mealIndex }}
                    entries={entriesBySlot.get(slotKey(day, mealType)) ?? NO_ENTRIES}
                    onOpenEntry={onOpenEntry}
                    onAdd={onAddToSlot}
                    className="min-h-10"
                  />
                </div>
              ))}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
