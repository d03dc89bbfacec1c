import { useCallback, useSyncExternalStore } from 'react';
import { parseStoredBoolean, readStorage, STORAGE_KEYS, writeStorage } from './storage';
import type { MessageId } from '#web/lib/i18n/catalogues';

/**
 * Appearance (product rule: appearance): dark/light and the root font size, both kept in
 * localStorage and applied to <html>. `initAppearance()` runs before React renders (see
 * theme-init.ts); the hooks keep every toggle (login page, user menu, settings) in sync.
 */

export type ThemePreference = 'dark' | 'light' | 'system';
export type FontSize = 'small' | 'medium' | 'large' | 'xlarge';

export const FONT_SIZE_PX: Record<FontSize, number> = {
  small: 14,
  medium: 16,
  large: 18,
  xlarge: 20,
};
export const DEFAULT_FONT_SIZE: FontSize = 'medium';
export const FONT_SIZE_OPTIONS: ReadonlyArray<{ value: FontSize; labelId: MessageId }> = [
  { value: 'small', labelId: 'settings.appearance.fontSize.small' },
  { value: 'medium', labelId: 'settings.appearance.fontSize.medium' },
  { value: 'large', labelId: 'settings.appearance.fontSize.large' },
  { value: 'xlarge', labelId: 'settings.appearance.fontSize.xlarge' },
];

const DARK_QUERY = '(prefers-color-scheme: dark)';

// ---------------------------------------------------------------- pure rules

export function parseThemePreference(value: string | null): ThemePreference | null {
  return value === 'dark' || value === 'light' || value === 'system' ? value : null;
}

export interface ThemeInputs {
  /** Stored `theme` (appearance), `null` when not set or invalid. */
  theme: ThemePreference | null;
  /** Stored `darkMode` flag, `null` when not set. */
  darkMode: boolean | null;
  systemPrefersDark: boolean;
}

/**
 * Dark or light: an explicit stored theme wins; 'system' follows the system; with no theme the
 * stored darkMode flag decides; with neither, the system preference.
 */
export function resolveIsDark({ theme, darkMode, systemPrefersDark }: ThemeInputs): boolean {
  if (theme === 'dark') return true;
  if (theme === 'light') return false;
  if (theme === 'system') return systemPrefersDark;
  if (darkMode !== null) return darkMode;
  return systemPrefersDark;
}

/** Whether a change of the system colour scheme should change the page. */
export function followsSystem({ theme, darkMode }: Omit<ThemeInputs, 'systemPrefersDark'>) {
  return theme === 'system' || (theme === null && darkMode === null);
}

/** What a toggle stores: the darkMode flag and the matching theme appearance. */
export function themeStorageFor(isDark: boolean): { darkMode: string; theme: ThemePreference } {
  return { darkMode: String(isDark), theme: isDark ? 'dark' : 'light' };
}

export function parseFontSize(value: string | null): FontSize {
  return value !== null && value in FONT_SIZE_PX ? (value as FontSize) : DEFAULT_FONT_SIZE;
}

export function fontSizeToCss(size: FontSize): string {
  return `${FONT_SIZE_PX[size]}px`;
}

// ---------------------------------------------------------------- browser side

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function readThemeInputs(): ThemeInputs {
  return {
    theme: parseThemePreference(readStorage(STORAGE_KEYS.theme)),
    darkMode: parseStoredBoolean(readStorage(STORAGE_KEYS.darkMode)),
    systemPrefersDark: systemPrefersDark(),
  };
}

function readIsDark(): boolean {
  return resolveIsDark(readThemeInputs());
}

function readFontSize(): FontSize {
  return parseFontSize(readStorage(STORAGE_KEYS.fontSize));
}

function applyAppearance() {
  const root = document.documentElement;
  const isDark = readIsDark();
  root.classList.toggle('dark', isDark);
  root.style.colorScheme = isDark ? 'dark' : 'light';
  root.style.fontSize = fontSizeToCss(readFontSize());
}

const listeners = new Set<() => void>();
let watching = false;

function notify() {
  applyAppearance();
  for (const listener of listeners) listener();
}

/** Applies the stored appearance now and keeps following system and other-tab changes. */
export function initAppearance() {
  applyAppearance();
  if (watching) return;
  watching = true;
  if (typeof window.matchMedia === 'function') {
    window.matchMedia(DARK_QUERY).addEventListener('change', () => {
      const { theme, darkMode } = readThemeInputs();
      if (followsSystem({ theme, darkMode })) notify();
    });
  }
  window.addEventListener('storage', (event) => {
    if (
      event.key === null ||
      event.key === STORAGE_KEYS.theme ||
      event.key === STORAGE_KEYS.darkMode ||
      event.key === STORAGE_KEYS.fontSize
    ) {
      notify();
    }
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setDarkMode(isDark: boolean) {
  const stored = themeStorageFor(isDark);
  writeStorage(STORAGE_KEYS.darkMode, stored.darkMode);
  writeStorage(STORAGE_KEYS.theme, stored.theme);
  notify();
}

export function setFontSize(size: FontSize) {
  writeStorage(STORAGE_KEYS.fontSize, size);
  notify();
}

/** Current dark/light state plus setters; every component using it re-renders on change. */
export function useTheme() {
  const isDark = useSyncExternalStore(subscribe, readIsDark, () => false);
  const toggleDarkMode = useCallback(() => setDarkMode(!readIsDark()), []);
  return { isDark, setDarkMode, toggleDarkMode };
}

export function useFontSize() {
  const fontSize = useSyncExternalStore(subscribe, readFontSize, () => DEFAULT_FONT_SIZE);
  return { fontSize, setFontSize };
}
