import type { Locale } from '#shared/i18n/locales';
import { pluralUnit } from '#shared/measures/ingredient-display';
import { localizeDecimals, unitLabel } from '#shared/measures/unit-labels';
import type { PantryItem } from '#shared/pantry/pantry.schemas';
import { resolveUnit } from '#shared/shopping/measures';

/** '500 g', '2 cans', '3', or null for "have some" (no amount). Decimals in the reader's way. */
export function pantryAmountText(
  item: Pick<PantryItem, 'quantity' | 'unit'>,
  locale: Locale,
): string | null {
  if (item.quantity === null) return null;
  const amount = localizeDecimals(String(Math.round(item.quantity * 100) / 100), locale);
  if (!item.unit) return amount;
  const label = unitLabel(item.unit, locale, item.quantity);
  // The server keeps unit names singular ('can'); English says '2 cans'.
  return `${amount} ${locale === 'en' && item.quantity !== 1 ? pluralUnit(label) : label}`;
}

/**
 * Counted things take +/-: eggs, cans, cloves (a count unit or none). Weights and volumes are
 * edited as numbers: a "+1" of grams means nothing.
 */
export function isCounted(item: Pick<PantryItem, 'quantity' | 'unit'>): boolean {
  return item.quantity !== null && resolveUnit(item.unit).kind === 'count';
}
