import { format, isToday } from 'date-fns';
import { toDayString } from '#shared/meal-plans/calendar-day';
import { Badge } from '#web/components/ui/badge';
import { cn } from '#web/lib/utils';
import { CALENDAR_MEAL_TYPES } from '#web/features/meal-plan/lib/calendar-slots';
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
  return (
    <ol className="grid gap-3">
      {days.map((date, dayIndex) => {
        const day = toDayString(date);
        const today = isToday(date);
        return (
          <li
            key={day}
            aria-label={format(date, 'EEEE, MMMM d')}
            aria-current={today ? 'date' : undefined}
            className={cn('rounded-xl border bg-card p-3 shadow-sm', today && 'border-primary/60')}
          >
            <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold">
              {format(date, 'EEEE, MMM d')}
              {today && <Badge className="px-2 py-0 text-[0.6875rem]">Today</Badge>}
            </h3>
            <div className="grid gap-1.5">
              {CALENDAR_MEAL_TYPES.map((mealType, mealIndex) => (
                <div
                  key={mealType}
                  className="grid grid-cols-[4.25rem_minmax(0,1fr)] items-start gap-2"
                >
                  <span className="pt-2 text-xs font-medium text-muted-foreground">{mealType}</span>
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
