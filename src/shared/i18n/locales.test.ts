import { describe, expect, it } from 'vitest';
import { isLocale, matchLocale } from './locales';

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
