import { isLocale, matchLocale, type Locale } from '#shared/i18n/locales';
import { readStorage, STORAGE_KEYS, writeStorage } from '#web/lib/storage';

/**
 * The language to start in: the one last used on this browser (the user's saved choice, once
 * they signed in), else the browser's own languages. The user's setting on the server wins as
 * soon as it arrives (use-user-language.ts).
 */
export function initialLocale(): Locale {
  const stored = readStorage(STORAGE_KEYS.locale);
  if (isLocale(stored)) return stored;
  return matchLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
}

export function rememberLocale(locale: Locale): void {
  writeStorage(STORAGE_KEYS.locale, locale);
}
