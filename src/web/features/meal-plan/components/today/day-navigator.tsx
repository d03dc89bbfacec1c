import { differenceInCalendarDays, format } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#web/components/ui/button';

/** 'Today', 'Tomorrow', 'Yesterday', else the year: a hint under the day's name. */
function relativeDay(day: Date) {
  const offset = differenceInCalendarDays(day, new Date());
  if (offset === 0) return 'Today';
  if (offset === 1) return 'Tomorrow';
  if (offset === -1) return 'Yesterday';
  return format(day, 'yyyy');
}

export const isShowingToday = (day: Date) => relativeDay(day) === 'Today';

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
  const hint = relativeDay(day);
  return (
    <div className="mb-5 flex items-center gap-2 rounded-xl border bg-card p-2 shadow-sm">
      <Button variant="ghost" size="icon" aria-label="Previous day" onClick={onPrevious}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <div className="min-w-0 flex-1 text-center" aria-live="polite">
        <h2 className="truncate text-base font-semibold sm:text-lg">
          {format(day, 'EEEE, MMMM d')}
        </h2>
        <p className="text-xs font-medium text-primary">{hint}</p>
      </div>
      <Button variant="ghost" size="icon" aria-label="Next day" onClick={onNext}>
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
