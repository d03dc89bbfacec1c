import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { BellRing, Timer } from 'lucide-react';
import { useCookTimers } from '#web/lib/cook-timers/timer-store';
import { formatRemaining, isRunning, remainingMs } from '#web/lib/cook-timers/timers';
import { useNow } from '#web/lib/cook-timers/use-now';
import { cn } from '#web/lib/utils';

/**
 * The header's reminder that cook timers run: the soonest one's time left (or "Time's up"),
 * leading back to its recipe's cook mode. Nothing without timers.
 */
export function TimersIndicator() {
  const timers = useCookTimers();
  const now = useNow(timers.some(isRunning));
  const intl = useIntl();
  if (timers.length === 0) return null;

  const soonest = [...timers].sort((a, b) => remainingMs(a, now) - remainingMs(b, now))[0]!;
  const left = remainingMs(soonest, now);
  const done = left === 0;
  const Icon = done ? BellRing : Timer;
  return (
    <Link
      to={soonest.returnPath}
      className={cn(
        'flex h-10 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-ring',
        done ? 'border-primary bg-primary text-primary-foreground' : 'bg-muted/60',
      )}
      aria-label={intl.formatMessage(
        { id: 'timers.indicator' },
        { count: timers.length, label: soonest.label, time: formatRemaining(left) },
      )}
      data-testid="timers-indicator"
    >
      <Icon className={cn('size-4', done && 'animate-pulse')} aria-hidden="true" />
      {done ? intl.formatMessage({ id: 'timers.done' }) : formatRemaining(left)}
    </Link>
  );
}
