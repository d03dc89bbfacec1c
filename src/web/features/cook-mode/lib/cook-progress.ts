import { readStorage, STORAGE_KEYS, writeStorage } from '#web/lib/storage';

/**
 * Where a cook is in a recipe: the step on screen and the ingredients ticked. Kept on this
 * device per recipe and servings, so a reload or a locked phone lands on the same step; the
 * same recipe cooked for other servings starts afresh (its amounts differ).
 */
export type CookProgress = { step: number; ticked: number[] };

const EMPTY: CookProgress = { step: 0, ticked: [] };

export function cookProgressKey(recipeId: number, servings: number): string {
  return `${STORAGE_KEYS.cookProgressPrefix}${recipeId}:${servings}`;
}

/** The saved progress, within the recipe's `stepCount` steps; a fresh start otherwise. */
export function readCookProgress(key: string, stepCount: number): CookProgress {
  const stored = readStorage(key);
  if (!stored) return EMPTY;
  try {
    const value = JSON.parse(stored) as Partial<CookProgress>;
    const step = Number.isInteger(value.step)
      ? Math.min(Math.max(value.step!, 0), stepCount - 1)
      : 0;
    const ticked = Array.isArray(value.ticked)
      ? value.ticked.filter((id): id is number => Number.isInteger(id))
      : [];
    return { step: Math.max(step, 0), ticked };
  } catch {
    return EMPTY;
  }
}

export function saveCookProgress(key: string, progress: CookProgress): void {
  writeStorage(key, JSON.stringify(progress));
}
