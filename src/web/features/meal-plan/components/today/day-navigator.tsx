import { useIntl } from 'react-intl';
import { differenceInCalendarDays } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { LONG_DAY } from '#web/features/meal-plan/lib/calendar-slots';

/** The hint under the day's name for the days next to today (product rule: today-page). */
const NEAR_DAY_IDS = {
  '-1': 'mealPlan.today.yesterday',
  '0': 'mealPlan.today.today',
  '1': 'mealPlan.today.tomorrow',
} as const;

function nearDayId(day: Date) {
  const offset = String(differenceInCalendarDays(day, new Date()));
  return offset in NEAR_DAY_IDS ? NEAR_DAY_IDS[offset as keyof typeof NEAR_DAY_IDS] : null;
}

export const isShowingToday = (day: Date) => differenceInCalendarDays(day, new Date()) === 0;

/** Today's Plan: the day shown with previous and next day arrows (product rule: today-page). */
export function DayNavigator({
  day,
  onPrevious,
  onNext,
}: {
  day: Date;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const intl = useIntl();
  // 'Today', 'Tomorrow', 'Yesterday', else the year.
  const hintId = nearDayId(day);
  const hint = hintId
    ? intl.formatMessage({ id: hintId })
    : intl.formatDate(day, { year: 'numeric' });
  return (
    <div className="mb-5 flex items-center gap-2 rounded-xl border bg-card p-2 shadow-sm">
      <Button
        variant="ghost"
        size="icon"
        aria-label={intl.formatMessage({ id: 'mealPlan.today.previousDay' })}
        onClick={onPrevious}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <div className="min-w-0 flex-1 text-center" aria-live="polite">
        <h2 className="truncate text-base font-semibold sm:text-lg">
          {intl.formatDate(day, LONG_DAY)}
        </h2>
        <p className="text-xs font-medium text-primary">{hint}</p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={intl.formatMessage({ id: 'mealPlan.today.nextDay' })}
        onClick={onNext}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
