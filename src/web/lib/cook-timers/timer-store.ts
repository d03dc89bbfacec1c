import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage';
import {
  addMinute,
  pauseTimer,
  resumeTimer,
  startTimer,
  type CookTimer,
  type NewTimer,
} from './timers';

/**
 * The cook's running timers, app-wide (product rule: cook-timers, decision 043): they keep running when the cook leaves cook mode (the
 * header's indicator brings them back) and survive a reload, since they live in local storage
 * and count by the wall clock (timers.ts). One store for the tab; other tabs keep their own.
 */

let timers: readonly CookTimer[] = readStoredTimers();
const listeners = new Set<() => void>();

function readStoredTimers(): CookTimer[] {
  const stored = readStorage(STORAGE_KEYS.cookTimers);
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter(isStoredTimer) : [];
  } catch {
    return [];
  }
}

function isStoredTimer(value: unknown): value is CookTimer {
  if (typeof value !== 'object' || value === null) return false;
  const timer = value as Partial<CookTimer>;
  return (
    typeof timer.id === 'string' &&
    typeof timer.label === 'string' &&
    typeof timer.recipeTitle === 'string' &&
    typeof timer.returnPath === 'string' &&
    typeof timer.durationMs === 'number' &&
    typeof timer.remainingMs === 'number' &&
    typeof timer.alerted === 'boolean' &&
    (timer.endsAt === null || typeof timer.endsAt === 'number')
  );
}

function update(next: readonly CookTimer[]) {
  timers = next;
  writeStorage(STORAGE_KEYS.cookTimers, JSON.stringify(next));
  for (const listener of listeners) listener();
}

function updateOne(id: string, change: (timer: CookTimer) => CookTimer) {
  update(timers.map((timer) => (timer.id === id ? change(timer) : timer)));
}

export const cookTimers = {
  start: (timer: NewTimer) => update(startTimer(timers, timer, Date.now())),
  pause: (id: string) => updateOne(id, (timer) => pauseTimer(timer, Date.now())),
  resume: (id: string) => updateOne(id, (timer) => resumeTimer(timer, Date.now())),
  addMinute: (id: string) => updateOne(id, (timer) => addMinute(timer, Date.now())),
  markAlerted: (ids: readonly string[]) =>
    update(timers.map((timer) => (ids.includes(timer.id) ? { ...timer, alerted: true } : timer))),
  /** Cancel (running) and dismiss (finished) are one thing: the timer goes. */
  remove: (id: string) => update(timers.filter((timer) => timer.id !== id)),
  /** Signing out: the next person on this browser starts with none. */
  clear: () => update([]),
  current: () => timers,
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => timers;

export function useCookTimers(): readonly CookTimer[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Tests start each case with no timers. */
export function resetCookTimers() {
  timers = [];
}
