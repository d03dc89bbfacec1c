import { lazy, Suspense } from 'react';
import { useCookTimers } from '#web/lib/cook-timers/timer-store';
import { completeCatalogue } from '#web/lib/i18n/message-store';

/**
 * The shell's cook-timer parts load only once there is a timer: most visits never start one,
 * so the first load carries just the store (decision 043). Their texts come with the whole
 * catalogue, which they wait for.
 */
const TimersIndicator = lazy(async () => {
  const [module] = await Promise.all([import('./timers-indicator'), completeCatalogue()]);
  return { default: module.TimersIndicator };
});

const FinishedTimersAlert = lazy(async () => {
  const [module] = await Promise.all([import('./finished-timers-alert'), completeCatalogue()]);
  return { default: module.FinishedTimersAlert };
});

/** The header's indicator while timers run. */
export function HeaderTimers() {
  const hasTimers = useCookTimers().length > 0;
  if (!hasTimers) return null;
  return (
    <Suspense fallback={null}>
      <TimersIndicator />
    </Suspense>
  );
}

/** Rings timers at zero on every screen, and outside cook mode shows those that ended. */
export function ShellTimerAlarms() {
  const hasTimers = useCookTimers().length > 0;
  if (!hasTimers) return null;
  return (
    <Suspense fallback={null}>
      <FinishedTimersAlert />
    </Suspense>
  );
}
