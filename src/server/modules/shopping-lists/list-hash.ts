import { createHash } from 'node:crypto';

/**
 * What a week's list was built from, as the list stores it and the weekly answer compares it
 * (product rule: meal-plan-hash, product rule: pantry-out-of-date, docs/decisions/045): the
 * meal plan hash (computeMealPlanHash) with the family's pantry fingerprint after it,
 * `3:4:12@9f86d081884c7d65,7:6,pantry@0a1b2c3d4e5f6a7b` ('pantry@…' alone for a week without
 * meals). Any pantry write moves the fingerprint, so a list made before it shows as out of date.
 */
export function weekListHash(mealPlanHash: string, pantryFingerprint: string): string {
  const pantry = `${PANTRY_PREFIX}${pantryFingerprint}`;
  return mealPlanHash === '' ? pantry : `${mealPlanHash},${pantry}`;
}

const PANTRY_PREFIX = 'pantry@';

/**
 * A digest of every pantry item's id and version: an add, edit, +/- or removal moves it (each
 * write moves the item's version; an add or removal changes the ids). 64 bits of SHA-256 are
 * plenty to notice a change.
 */
export function pantryFingerprint(rows: readonly { id: number; version: number }[]): string {
  const text = [...rows]
    .sort((a, b) => a.id - b.id)
    .map((row) => `${row.id}:${row.version}`)
    .join(',');
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/**
 * `hash` with its pantry fingerprint `from` replaced by `to`; null when it does not end with
 * `from` (the list was out of date already, or made before the pantry counted).
 */
export function restampPantry(hash: string, from: string, to: string): string | null {
  const suffix = `${PANTRY_PREFIX}${from}`;
  if (!hash.endsWith(suffix)) return null;
  return `${hash.slice(0, -suffix.length)}${PANTRY_PREFIX}${to}`;
}
