import { useIntl } from 'react-intl';
import { BellRing, Pause, Play, X } from 'lucide-react';
import { cookTimers } from '#web/lib/cook-timers/timer-store';
import {
  formatRemaining,
  isFinished,
  isRunning,
  remainingMs,
  type CookTimer,
} from '#web/lib/cook-timers/timers';
import { cn } from '#web/lib/utils';
import { Button } from '../ui/button';

/** Touch targets of at least 48 px: a cook's hands are wet or floury. */
const TARGET = 'size-12 [&_svg:not([class*=size-])]:size-5';

/**
 * One timer: its label, what is left, and pause or resume, +1 min and cancel. At zero it says
 * "Time's up" in an alert (read out at once) and offers +1 min and dismiss.
 */
export function TimerRow({
  timer,
  now,
  showRecipe = false,
}: {
  timer: CookTimer;
  now: number;
  /** Outside cook mode the row also names the recipe. */
  showRecipe?: boolean;
}) {
  const intl = useIntl();
  const finished = isFinished(timer, now);
  const running = isRunning(timer);
  const left = remainingMs(timer, now);
  const label = { label: timer.label };

  return (
    <li
      className={cn(
        'flex items-center gap-2 rounded-lg border bg-card p-1.5 pl-3 shadow-sm',
        finished && 'border-primary bg-primary/10 ring-2 ring-primary',
      )}
      data-testid="cook-timer"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{timer.label}</p>
        {showRecipe && (
          <p className="truncate text-xs text-muted-foreground">{timer.recipeTitle}</p>
        )}
        {finished ? (
          <p role="alert" className="flex items-center gap-1.5 text-lg font-bold text-primary">
            <BellRing className="size-5 animate-pulse" aria-hidden="true" />
            {intl.formatMessage({ id: 'timers.done' })}
          </p>
        ) : (
          <p className="text-2xl font-semibold tabular-nums" aria-live="off">
            <span className="sr-only">
              {intl.formatMessage({ id: 'timers.remaining' }, { time: formatRemaining(left) })}
            </span>
            <span aria-hidden="true">{formatRemaining(left)}</span>
            {!running && (
              <span className="ml-2 text-sm font-normal text-muted-foreground">
                {intl.formatMessage({ id: 'timers.paused' })}
              </span>
            )}
          </p>
        )}
      </div>
      {!finished &&
        (running ? (
          <Button
            variant="outline"
            size="icon"
            className={TARGET}
            aria-label={intl.formatMessage({ id: 'timers.pause' }, label)}
            onClick={() => cookTimers.pause(timer.id)}
          >
            <Pause aria-hidden="true" />
          </Button>
        ) : (
          <Button
            variant="outline"
            size="icon"
            className={TARGET}
            aria-label={intl.formatMessage({ id: 'timers.resume' }, label)}
            onClick={() => cookTimers.resume(timer.id)}
          >
            <Play aria-hidden="true" />
          </Button>
        ))}
      <Button
        variant="outline"
        className="h-12 px-3"
        aria-label={intl.formatMessage({ id: 'timers.addMinuteTo' }, label)}
        onClick={() => cookTimers.addMinute(timer.id)}
      >
        {intl.formatMessage({ id: 'timers.addMinute' })}
      </Button>
      <Button
        variant={finished ? 'default' : 'ghost'}
        size="icon"
        className={TARGET}
        aria-label={intl.formatMessage(
          { id: finished ? 'timers.dismiss' : 'timers.cancel' },
          label,
        )}
        onClick={() => cookTimers.remove(timer.id)}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
