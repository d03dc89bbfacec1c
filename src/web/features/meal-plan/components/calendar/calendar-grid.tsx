import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { isToday } from 'date-fns';
import { toDayString } from '#shared/meal-plans/calendar-day';
import { cn } from '#web/lib/utils';
import { CALENDAR_MEAL_TYPES, type SlotData } from '#web/features/meal-plan/lib/calendar-slots';
import { MEAL_TYPE_NAME_IDS } from '#web/lib/meal-type-names';
import { slotKey, type PlannedMeal, type SlotKey } from '#web/features/meal-plan/lib/planned-meal';
import { CalendarSlot } from './calendar-slot';

export interface CalendarViewProps {
  days: Date[];
  entriesBySlot: Map<SlotKey, PlannedMeal[]>;
  onOpenEntry: (entry: PlannedMeal) => void;
  onAddToSlot: (slot: SlotData) => void;
}

const NO_ENTRIES: PlannedMeal[] = [];

/**
 * The week as a table: days Sunday to Saturday across, meals down (product rule: meal-plan-page).
 */
export function CalendarGrid({ days, entriesBySlot, onOpenEntry, onAddToSlot }: CalendarViewProps) {
  const intl = useIntl();
  return (
    <div className="-mx-1 overflow-x-auto px-1 pb-1">
      <div className="grid min-w-[38rem] grid-cols-[1.5rem_repeat(7,minmax(0,1fr))] gap-1">
        <div aria-hidden="true" />
        {days.map((date) => (
          <DayHeading key={date.getTime()} date={date} />
        ))}
        {CALENDAR_MEAL_TYPES.map((mealType, mealIndex) => (
          <Fragment key={mealType}>
            {/* Sideways, so the seven days get the width. */}
            <div className="flex items-center justify-center">
              <span className="rotate-180 text-[0.6875rem] font-semibold tracking-wider text-muted-foreground uppercase [writing-mode:vertical-rl]">
                {intl.formatMessage({ id: MEAL_TYPE_NAME_IDS[mealType] })}
              </span>
            </div>
            {days.map((date, dayIndex) => {
              const day = toDayString(date);
              return (
                <CalendarSlot
                  key={day}
                  slot={{ day, mealType, dayIndex, mealIndex }}
                  entries={entriesBySlot.get(slotKey(day, mealType)) ?? NO_ENTRIES}
                  onOpenEntry={onOpenEntry}
                  onAdd={onAddToSlot}
                  className="min-h-20"
                />
              );
            })}
          </Fragment>
        ))}
      </div>
    </div>
  );
}

function DayHeading({ date }: { date: Date }) {
  const intl = useIntl();
  const today = isToday(date);
  return (
    <div
      className="flex flex-col items-center gap-0.5 pb-1 text-center"
      aria-current={today ? 'date' : undefined}
    >
      <span className="text-xs font-medium text-muted-foreground uppercase">
        {intl.formatDate(date, { weekday: 'short' })}
      </span>
      <span
        className={cn(
          'flex size-7 items-center justify-center rounded-full text-sm font-semibold tabular-nums',
          today && 'bg-primary text-primary-foreground',
        )}
      >
        {intl.formatDate(date, { day: 'numeric' })}
      </span>
    </div>
  );
}
