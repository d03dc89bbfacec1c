import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { isFinished } from '#web/lib/cook-timers/timers';
import { useTimerAlarms } from '#web/lib/cook-timers/use-timer-alarms';
import { isCookModePath } from '#web/lib/recipe-links';
import { Button } from '../ui/button';
import { TimerBar } from './timer-bar';

/**
 * Rings the timers at zero wherever the cook is (the shell mounts this once), and outside cook
 * mode shows the ones that ended, above the page, with the way back to their recipe. In cook
 * mode its own timer bar shows them.
 */
export function FinishedTimersAlert() {
  const { timers, now } = useTimerAlarms();
  const { pathname } = useLocation();
  const intl = useIntl();
  const finished = timers.filter((timer) => isFinished(timer, now));
  if (finished.length === 0 || isCookModePath(pathname)) return null;
  const first = finished[0]!;
  return (
    <div className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-50 grid grid-cols-[minmax(0,1fr)] gap-2 rounded-xl border bg-background p-3 shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96 print:hidden">
      <TimerBar timers={finished} now={now} showRecipe singleColumn />
      <Button asChild variant="outline" className="h-12 min-w-0">
        <Link to={first.returnPath}>
          <span className="truncate">
            {intl.formatMessage({ id: 'timers.backToRecipe' }, { recipe: first.recipeTitle })}
          </span>
        </Link>
      </Button>
    </div>
  );
}
