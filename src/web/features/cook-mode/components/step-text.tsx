import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { Timer } from 'lucide-react';
import type { StepDuration } from '#shared/cook/step-durations';
import { cn } from '#web/lib/utils';

/**
 * A step's text with each duration in it ('bake 25 minutes', '15–20 min') as a button that
 * starts a timer for it. A range shows as written and times its upper bound.
 */
export function StepText({
  text,
  durations,
  runningIds,
  timerId,
  onStartTimer,
}: {
  text: string;
  durations: readonly StepDuration[];
  /** Timers already running, so their phrase shows as started. */
  runningIds: ReadonlySet<string>;
  timerId: (index: number) => string;
  onStartTimer: (duration: StepDuration, index: number) => void;
}) {
  const intl = useIntl();
  const pieces = [];
  let at = 0;
  durations.forEach((duration, index) => {
    pieces.push(<Fragment key={`text-${index}`}>{text.slice(at, duration.start)}</Fragment>);
    const running = runningIds.has(timerId(index));
    pieces.push(
      <button
        key={`timer-${index}`}
        type="button"
        onClick={() => onStartTimer(duration, index)}
        aria-label={intl.formatMessage(
          { id: running ? 'cook.timer.restart' : 'cook.timer.start' },
          { duration: duration.text },
        )}
        className={cn(
          'mx-0.5 inline-flex min-h-12 items-center gap-1.5 rounded-lg border-2 border-primary/60 bg-primary/10 px-2 align-baseline font-semibold text-primary outline-none hover:bg-primary/20 focus-visible:ring-2 focus-visible:ring-ring',
          running && 'border-solid bg-primary text-primary-foreground hover:bg-primary/90',
        )}
      >
        <Timer className="size-[0.9em] shrink-0" aria-hidden="true" />
        {duration.text}
      </button>,
    );
    at = duration.end;
  });
  pieces.push(<Fragment key="text-end">{text.slice(at)}</Fragment>);
  return <>{pieces}</>;
}
