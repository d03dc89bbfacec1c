import { useIntl } from 'react-intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { weekStartOf } from '#shared/meal-plans/week';
import { Button } from '#web/components/ui/button';
import { formatWeekRange } from '#web/lib/week-label';

/** Previous week / This Week / next week, and which week is shown. */
export function WeekNavigator({
  weekStart,
  onPrevious,
  onNext,
  onThisWeek,
}: {
  weekStart: Date;
  onPrevious: () => void;
  onNext: () => void;
  onThisWeek: () => void;
}) {
  const intl = useIntl();
  const isThisWeek = weekStartOf(new Date()).getTime() === weekStart.getTime();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 className="text-lg font-semibold" aria-live="polite">
        {formatWeekRange(intl, weekStart, { withYear: true })}
      </h2>
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          aria-label={intl.formatMessage({ id: 'mealPlan.week.previous' })}
          onClick={onPrevious}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="h-9"
          disabled={isThisWeek}
          onClick={onThisWeek}
        >
          {intl.formatMessage({ id: 'mealPlan.week.thisWeek' })}
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          aria-label={intl.formatMessage({ id: 'mealPlan.week.next' })}
          onClick={onNext}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
