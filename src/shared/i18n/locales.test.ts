import { describe, expect, it } from 'vitest';
import { isLocale, localeName, matchLocale } from './locales';

describe('matchLocale', () => {
  it('takes the first supported language by its primary subtag', () => {
    expect(matchLocale(['de-AT', 'en-US'])).toBe('de');
    expect(matchLocale(['nl-NL', 'fr-CA', 'de'])).toBe('fr');
    expect(matchLocale(['ES'])).toBe('es');
  });

  it('falls back to English when none is supported, or none is given', () => {
    expect(matchLocale(['nl', 'pt-BR'])).toBe('en');
    expect(matchLocale([])).toBe('en');
  });
});

describe('isLocale', () => {
  it('accepts only the supported codes', () => {
    expect(isLocale('de')).toBe(true);
    expect(isLocale('de-DE')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('localeName', () => {
  it('names each language in itself, as a menu item', () => {
    expect(['en', 'de', 'fr', 'es'].map((locale) => localeName(locale as never))).toEqual([
      'English',
      'Deutsch',
      'Français',
      'Español',
    ]);
  });
});
