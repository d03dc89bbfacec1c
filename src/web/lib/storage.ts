/**
 * localStorage access that never throws (private mode, disabled storage, server-side tests).
 * Every key the client stores is listed here so they stay discoverable.
 */
export const STORAGE_KEYS = {
  theme: 'theme',
  darkMode: 'darkMode',
  fontSize: 'fontSize',
  sidebarVisible: 'sidebarVisible',
  pushNotifications: 'pushNotifications',
  recipeUpdates: 'recipeUpdates',
  /** The active language, so a reload starts in it before the user's settings arrive. */
  locale: 'locale',
  /** Cook mode's step and ticks, `cookProgress:<recipeId>:<servings>` (cook-progress.ts). */
  cookProgressPrefix: 'cookProgress:',
  /** Cook mode's timers, so they survive a reload (lib/cook-timers/timer-store.ts). */
  cookTimers: 'cookTimers',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the setting simply lasts for this page only.
  }
}

/** 'true' / 'false' as stored by the app; anything else is `null` (not set). */
export function parseStoredBoolean(value: string | null): boolean | null {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}
