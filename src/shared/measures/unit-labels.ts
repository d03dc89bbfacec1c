import type { Locale } from '#shared/i18n/locales';
import { resolveUnit, type MeasureSymbol } from '#shared/shopping/measures';

/**
 * How a measure reads in each language: 'tbsp' is 'EL' in German, 'c. à s.' in French and
 * 'cda' in Spanish. Only the spoons and cups have names of their own; g, ml, oz, lb and the
 * rest are the same symbols everywhere. A unit that is no measure ('cloves', 'Prise') is the
 * recipe's own word and stays as written.
 */
const LABELS: Record<Locale, Partial<Record<MeasureSymbol, { one: string; other: string }>>> = {
  en: {},
  de: {
    tbsp: { one: 'EL', other: 'EL' },
    tsp: { one: 'TL', other: 'TL' },
    cup: { one: 'Cup', other: 'Cups' },
  },
  fr: {
    tbsp: { one: 'c. à s.', other: 'c. à s.' },
    tsp: { one: 'c. à c.', other: 'c. à c.' },
    cup: { one: 'tasse', other: 'tasses' },
  },
  es: {
    tbsp: { one: 'cda', other: 'cdas' },
    tsp: { one: 'cdta', other: 'cdtas' },
    cup: { one: 'taza', other: 'tazas' },
  },
};

/**
 * `unit` as a reader of `locale` expects it, for `quantity` of it (its plural by the language's
 * rules). English keeps the unit exactly as given.
 */
export function unitLabel(unit: string, locale: Locale, quantity: number): string {
  const resolved = resolveUnit(unit);
  if (resolved.kind === 'count') return unit;
  const label = LABELS[locale][resolved.measure.symbol as MeasureSymbol];
  if (!label) return unit;
  return new Intl.PluralRules(locale).select(quantity) === 'one' ? label.one : label.other;
}

/** '1.5' → '1,5' where the language writes a decimal comma; fractions stay as they are. */
export function localizeDecimals(amount: string, locale: Locale): string {
  const separator =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.';
  return separator === '.' ? amount : amount.replace(/(\d)\.(\d)/g, `$1${separator}$2`);
}
