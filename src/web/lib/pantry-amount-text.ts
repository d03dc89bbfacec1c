import type { Locale } from '#shared/i18n/locales';
import { pluralUnit } from '#shared/measures/ingredient-display';
import { localizeDecimals, unitLabel } from '#shared/measures/unit-labels';
import type { PantryItem } from '#shared/pantry/pantry.schemas';

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
