import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { ringAlarm } from './alarm';
import { cookTimers, useCookTimers } from './timer-store';
import { dueForAlarm, isRunning } from './timers';
import { useNow } from './use-now';

/**
 * Rings each timer once when it reaches zero, wherever in the app the cook is: mounted once,
 * by the shell. Returns the timers and the clock it read, for the shell's indicator and alert.
 */
export function useTimerAlarms() {
  const timers = useCookTimers();
  const now = useNow(timers.some(isRunning));
  const intl = useIntl();

  const due = dueForAlarm(timers, now);
  const dueIds = due.map((timer) => timer.id).join(' ');
  useEffect(() => {
    if (due.length === 0) return;
    cookTimers.markAlerted(due.map((timer) => timer.id));
    for (const timer of due) {
      ringAlarm({
        title: intl.formatMessage({ id: 'timers.timeIsUp' }, { label: timer.label }),
        body: timer.recipeTitle,
        tag: timer.id,
      });
    }
    // Keyed by the due timers' ids: each rings once, however often the clock ticks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dueIds]);

  return { timers, now };
}
