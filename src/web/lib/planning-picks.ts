import { useSyncExternalStore } from 'react';

/**
 * Recipes picked on the recipes list for planning (product rule: planning-picks): session storage
 * `planningRecipes`, a JSON array of recipe ids. The meal-planning screen stages them when it
 * opens and then clears the list.
 */
export const PLANNING_PICKS_KEY = 'planningRecipes';

const NONE: readonly number[] = Object.freeze([]);
let cachedRaw: string | null | undefined;
let cachedIds: readonly number[] = NONE;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(PLANNING_PICKS_KEY);
  } catch {
    return null;
  }
}

/** Ids in the stored list; anything that is not a positive integer is dropped. */
export function parsePlanningPicks(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is number => Number.isInteger(id) && (id as number) > 0);
    return [...new Set(ids)];
  } catch {
    return [];
  }
}

/** The picked ids (same array until the storage changes, so it can feed useSyncExternalStore). */
export function getPlanningPicks(): readonly number[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const ids = parsePlanningPicks(raw);
    cachedIds = ids.length ? ids : NONE;
  }
  return cachedIds;
}

function write(ids: readonly number[]) {
  try {
    if (ids.length) window.sessionStorage.setItem(PLANNING_PICKS_KEY, JSON.stringify(ids));
    else window.sessionStorage.removeItem(PLANNING_PICKS_KEY);
  } catch {
    // Storage unavailable: picks last until the page reloads.
    cachedRaw = ids.length ? JSON.stringify(ids) : null;
    cachedIds = ids.length ? [...ids] : NONE;
  }
  for (const listener of listeners) listener();
}

export function togglePlanningPick(recipeId: number) {
  const ids = getPlanningPicks();
  write(ids.includes(recipeId) ? ids.filter((id) => id !== recipeId) : [...ids, recipeId]);
}

export function removePlanningPick(recipeId: number) {
  const ids = getPlanningPicks();
  if (ids.includes(recipeId)) write(ids.filter((id) => id !== recipeId));
}

export function clearPlanningPicks() {
  write([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The picked recipe ids; re-renders when they change. */
export function usePlanningPicks(): readonly number[] {
  return useSyncExternalStore(subscribe, getPlanningPicks, () => NONE);
}
