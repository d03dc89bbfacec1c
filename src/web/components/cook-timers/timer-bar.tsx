import { useIntl } from 'react-intl';
import type { CookTimer } from '#web/lib/cook-timers/timers';
import { cn } from '#web/lib/utils';
import { TimerRow } from './timer-row';

/**
 * The running timers, pinned where the cook sees them: at the foot of cook mode, and as the
 * shell's alert when a timer ends elsewhere. Nothing when there are none.
 */
export function TimerBar({
  timers,
  now,
  showRecipe = false,
  singleColumn = false,
  className,
}: {
  timers: readonly CookTimer[];
  now: number;
  showRecipe?: boolean;
  /** One timer per row also on wide screens (the shell's narrow alert). */
  singleColumn?: boolean;
  className?: string;
}) {
  const intl = useIntl();
  if (timers.length === 0) return null;
  return (
    <section
      aria-label={intl.formatMessage({ id: 'timers.region' })}
      className={cn('print:hidden', className)}
    >
      <ul className={cn('grid grid-cols-[minmax(0,1fr)] gap-2', !singleColumn && 'sm:grid-cols-2')}>
        {timers.map((timer) => (
          <TimerRow key={timer.id} timer={timer} now={now} showRecipe={showRecipe} />
        ))}
      </ul>
    </section>
  );
}
