import type { PantryItem } from '#shared/pantry/pantry.schemas';
import { resolveUnit } from '#shared/shopping/measures';

/**
 * Counted things take +/-: eggs, cans, cloves (a count unit or none). Weights and volumes are
 * edited as numbers: a "+1" of grams means nothing.
 */
export function isCounted(item: Pick<PantryItem, 'quantity' | 'unit'>): boolean {
  return item.quantity !== null && resolveUnit(item.unit).kind === 'count';
}
