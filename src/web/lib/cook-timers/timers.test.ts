import { describe, expect, it } from 'vitest';
import {
  addMinute,
  dueForAlarm,
  formatRemaining,
  isFinished,
  pauseTimer,
  remainingMs,
  resumeTimer,
  startTimer,
} from './timers';

const T0 = Date.UTC(2026, 10, 27, 18, 0, 0);
const MIN = 60_000;
const recipe = { recipeTitle: 'Lasagne', returnPath: '/recipe/7/cook?servings=4' };
const bake = { ...recipe, id: 'step-3', label: 'Step 3 · 25 minutes', durationMs: 25 * MIN };

describe('cook mode timers', () => {
  it('keep time by the wall clock: right after the phone slept for ten minutes', () => {
    const [timer] = startTimer([], bake, T0);
    expect(remainingMs(timer!, T0 + 10 * MIN)).toBe(15 * MIN);
    expect(isFinished(timer!, T0 + 25 * MIN)).toBe(true);
    expect(remainingMs(timer!, T0 + 40 * MIN)).toBe(0);
  });

  it('pause keeps what was left however long it is paused; resume counts on from there', () => {
    const [timer] = startTimer([], bake, T0);
    const paused = pauseTimer(timer!, T0 + 5 * MIN);
    expect(remainingMs(paused, T0 + 60 * MIN)).toBe(20 * MIN);
    const resumed = resumeTimer(paused, T0 + 60 * MIN);
    expect(remainingMs(resumed, T0 + 70 * MIN)).toBe(10 * MIN);
  });

  it('+1 min adds a minute, also to a finished or paused timer', () => {
    const [timer] = startTimer([], bake, T0);
    expect(remainingMs(addMinute(timer!, T0 + 24 * MIN), T0 + 24 * MIN)).toBe(2 * MIN);
    const finished = addMinute(timer!, T0 + 30 * MIN);
    expect(remainingMs(finished, T0 + 30 * MIN)).toBe(MIN);
    const paused = addMinute(pauseTimer(timer!, T0), T0 + 99 * MIN);
    expect(remainingMs(paused, T0 + 99 * MIN)).toBe(26 * MIN);
  });

  it('runs several at once, each by its step; starting a step again restarts it', () => {
    let timers = startTimer([], bake, T0);
    timers = startTimer(
      timers,
      { ...recipe, id: 'step-5', label: 'Step 5 · 10 min', durationMs: 10 * MIN },
      T0,
    );
    timers = startTimer(timers, bake, T0 + 5 * MIN);
    expect(timers.map((timer) => [timer.id, remainingMs(timer, T0 + 5 * MIN)])).toEqual([
      ['step-5', 5 * MIN],
      ['step-3', 25 * MIN],
    ]);
  });

  it('rings once at zero, and again after +1 min runs out', () => {
    let timers = startTimer([], bake, T0);
    expect(dueForAlarm(timers, T0 + 24 * MIN)).toEqual([]);
    expect(dueForAlarm(timers, T0 + 25 * MIN).map((timer) => timer.id)).toEqual(['step-3']);
    timers = timers.map((timer) => ({ ...timer, alerted: true }));
    expect(dueForAlarm(timers, T0 + 30 * MIN)).toEqual([]);
    timers = timers.map((timer) => addMinute(timer, T0 + 30 * MIN));
    expect(dueForAlarm(timers, T0 + 30 * MIN + 59_000)).toEqual([]);
    expect(dueForAlarm(timers, T0 + 31 * MIN)).toHaveLength(1);
  });

  it('shows minutes and seconds, and hours when there are any', () => {
    expect(formatRemaining(4 * MIN + 5_000)).toBe('4:05');
    expect(formatRemaining(4 * MIN + 4_001)).toBe('4:05');
    expect(formatRemaining(62 * MIN + 3_000)).toBe('1:02:03');
    expect(formatRemaining(0)).toBe('0:00');
  });
});

describe('a clock read just before the start', () => {
  it('never shows more than the timer is long', () => {
    const [timer] = startTimer([], bake, T0);
    expect(formatRemaining(remainingMs(timer!, T0 - 800))).toBe('25:00');
  });
});
