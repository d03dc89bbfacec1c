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
  /** The full length, for the progress ring. */
  durationMs: number;
  /** Running: when it reaches zero. Paused: null. */
  endsAt: number | null;
  /** Paused: what is left. Running: ignored. */
  remainingMs: number;
};

export function startTimer(
  timers: readonly CookTimer[],
  { id, label, durationMs }: { id: string; label: string; durationMs: number },
  now: number,
): CookTimer[] {
  const started: CookTimer = {
    id,
    label,
    durationMs,
    endsAt: now + durationMs,
    remainingMs: durationMs,
  };
  return [...timers.filter((timer) => timer.id !== id), started];
}

/** Milliseconds left, never below zero. */
export function remainingMs(timer: CookTimer, now: number): number {
  return Math.max(0, timer.endsAt === null ? timer.remainingMs : timer.endsAt - now);
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

/** +1 min: also brings a finished timer back for another minute. */
export function addMinute(timer: CookTimer, now: number): CookTimer {
  const left = remainingMs(timer, now) + 60_000;
  const durationMs = Math.max(timer.durationMs, left);
  return timer.endsAt === null
    ? { ...timer, durationMs, remainingMs: left }
    : { ...timer, durationMs, endsAt: now + left };
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
