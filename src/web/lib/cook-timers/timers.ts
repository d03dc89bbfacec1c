/**
 * Cook mode's timers, kept by the wall clock: a running timer stores when it ends, not how
 * many ticks are left, so it is right after the phone was locked or the tab throttled (a
 * setInterval there fires late or not at all). A paused timer stores what was left. Pure:
 * every function takes `now` (Date.now()), so tests and Playwright's clock drive it.
 */
export type CookTimer = {
  id: string;
  /** What it times, shown on the bar: the step ('Step 3') and the phrase ('25 minutes'). */
  label: string;
  /** The recipe it belongs to, for the header's indicator and the alert. */
  recipeTitle: string;
  /** Cook mode's address for that recipe and servings: the indicator leads back there. */
  returnPath: string;
  /** The full length, for the progress ring. */
  durationMs: number;
  /** Running: when it reaches zero. Paused: null. */
  endsAt: number | null;
  /** Paused: what is left. Running: ignored. */
  remainingMs: number;
  /** Set once its alarm has rung, so it rings once however often it is checked. */
  alerted: boolean;
};

export type NewTimer = Pick<
  CookTimer,
  'id' | 'label' | 'recipeTitle' | 'returnPath' | 'durationMs'
>;

/** A new timer, running; one with the same id (the same phrase of the same step) is replaced. */
export function startTimer(
  timers: readonly CookTimer[],
  timer: NewTimer,
  now: number,
): CookTimer[] {
  const started: CookTimer = {
    ...timer,
    endsAt: now + timer.durationMs,
    remainingMs: timer.durationMs,
    alerted: false,
  };
  return [...timers.filter((existing) => existing.id !== timer.id), started];
}

/**
 * Milliseconds left, never below zero nor above the timer's length (a clock read a moment
 * before the timer started would otherwise show 25:01).
 */
export function remainingMs(timer: CookTimer, now: number): number {
  const left = timer.endsAt === null ? timer.remainingMs : timer.endsAt - now;
  return Math.min(timer.durationMs, Math.max(0, left));
}

export function isRunning(timer: CookTimer): boolean {
  return timer.endsAt !== null;
}

export function isFinished(timer: CookTimer, now: number): boolean {
  return remainingMs(timer, now) === 0;
}

export function pauseTimer(timer: CookTimer, now: number): CookTimer {
  if (timer.endsAt === null) return timer;
  return { ...timer, endsAt: null, remainingMs: remainingMs(timer, now) };
}

export function resumeTimer(timer: CookTimer, now: number): CookTimer {
  if (timer.endsAt !== null) return timer;
  return { ...timer, endsAt: now + timer.remainingMs };
}

/** +1 min: also brings a finished timer back for another minute (and its alarm with it). */
export function addMinute(timer: CookTimer, now: number): CookTimer {
  const left = remainingMs(timer, now) + 60_000;
  const durationMs = Math.max(timer.durationMs, left);
  return timer.endsAt === null
    ? { ...timer, durationMs, remainingMs: left, alerted: false }
    : { ...timer, durationMs, endsAt: now + left, alerted: false };
}

/** Timers that reached zero and have not rung yet. */
export function dueForAlarm(timers: readonly CookTimer[], now: number): CookTimer[] {
  return timers.filter((timer) => !timer.alerted && isFinished(timer, now));
}

/** '4:05', '1:02:03': what the bar shows, rounded up to the next second. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}
