/**
 * The languages the app speaks (decision 041). English is the default and the source of every
 * catalogue; adding a language is its catalogue file (src/web/locales/<locale>.json) plus one
 * entry here. No zod here: the client's first load reads this (decision 020); the schema is
 * preferences.schemas.ts's.
 */
export const SUPPORTED_LOCALES = ['en', 'de', 'fr', 'es'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * A language's own name, as the Language select shows it whatever the active language:
 * 'Deutsch', 'Français', 'Español' (Intl's name, its first letter capitalised as a menu
 * item is).
 */
export function localeName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The first supported language among the browser's (`navigator.languages`, most wanted first),
 * matched by primary subtag ('de-AT' → 'de'); English when none is supported.
 */
export function matchLocale(wanted: readonly string[]): Locale {
  for (const tag of wanted) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
