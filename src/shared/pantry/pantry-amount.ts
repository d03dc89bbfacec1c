import { resolveUnit } from '../shopping/measures';

/**
 * How pantry amounts add up (product rule: pantry-merge, docs/decisions/044): a mass to a mass
 * and a volume to a volume, converted between their units ('1 kg' adds 1000 to '500 g'); a
 * count to the same count unit ('1 can' to '2 cans', '6' eggs to '3'). Mass and volume never
 * convert into each other, and a count never adds to a measure: those stay separate items.
 */

/** A pantry unit as stored: a measure's symbol, a singular count unit, or none. */
export function canonicalUnit(unitName: string | null | undefined): string | null {
  const unit = resolveUnit(unitName);
  return unit.kind === 'count' ? unit.unit : unit.measure.symbol;
}

/** Sums and conversions kept to millionths: no '0.30000000000000004 kg'. */
export function roundAmount(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * `quantity` of `fromUnit` in `toUnit`, or null when the two do not add up. Both units are
 * canonical (canonicalUnit) or names resolveUnit reads.
 */
export function amountInUnit(
  quantity: number,
  fromUnit: string | null,
  toUnit: string | null,
): number | null {
  const from = resolveUnit(fromUnit);
  const to = resolveUnit(toUnit);
  if (from.kind === 'count' || to.kind === 'count') {
    return from.kind === 'count' && to.kind === 'count' && from.unit === to.unit ? quantity : null;
  }
  if (from.kind !== to.kind) return null;
  return roundAmount((quantity * from.measure.toBase) / to.measure.toBase);
}

/** What an item holds: an amount in its unit, or an unknown amount ("have some"). */
export type PantryAmount = { quantity: number | null; unit: string | null };

/**
 * The amount of `item` once `added` is put in, or null when they stay separate items:
 * - an added line without an amount ('eggs') changes nothing: the item is there already;
 * - an item with neither amount nor unit takes the added amount and unit as they are;
 * - otherwise the added amount converts into the item's unit, and an unknown amount there
 *   counts as none.
 */
export function addToAmount(item: PantryAmount, added: PantryAmount): PantryAmount | null {
  if (added.quantity === null) return item;
  if (item.quantity === null && item.unit === null) return added;
  const converted = amountInUnit(added.quantity, added.unit, item.unit);
  if (converted === null) return null;
  return { quantity: roundAmount((item.quantity ?? 0) + converted), unit: item.unit };
}
