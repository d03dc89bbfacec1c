import { parseIngredientLine } from '../recipes/ingredient-line';
import { parseQuantityRange } from '../recipes/quantity';
import { categorizeIngredient } from '../shopping/grocery-category';
import type { GroceryCategory } from '../shopping/grocery-dictionary';
import { parseIngredientName } from '../shopping/ingredient-name';
import { resolveUnit } from '../shopping/measures';
import { canonicalUnit, roundAmount } from './pantry-amount';

/**
 * A pantry line read into what an item stores (product rule: pantry-add): '2 cans chickpeas',
 * '500 g Reis', '2 boîtes de pois chiches', '3 huevos', 'eggs'. The one ingredient-line reader
 * (docs/decisions/036) splits amount, unit and name in all four languages; the name is read as
 * the shopping list reads it (its key and aisle), so a pantry item and a list item of the same
 * thing share a key.
 */
export type PantryEntry = {
  name: string;
  nameKey: string;
  /** In `unit`s; null when the line names no amount ("have some"). */
  quantity: number | null;
  unit: string | null;
  category: GroceryCategory;
};

/** 'de', "d'" and 'of' between a unit and the name: '500 g de riz', '2 latas de garbanzos'. */
const PARTITIVE = /^(?:(?:of|de|del)\s+|d['’]\s*)/i;

/**
 * The amount as a number: the lower end of a range (what is certainly there), a decimal comma
 * read as a point ('1,5'); null when there is none or it is no number ('a handful').
 */
export function readPantryQuantity(written: string | null): number | null {
  if (!written) return null;
  const range = parseQuantityRange(written.replace(/\s*(?:to|or)\s*/, '-').replace(',', '.'));
  return range === null ? null : roundAmount(range.low);
}

/** What an item named `name` with this amount stores. */
export function pantryEntryOf(
  name: string,
  quantity: number | null,
  unitName: string | null,
): PantryEntry {
  const parsed = parseIngredientName(name);
  const unit = canonicalUnit(unitName);
  // The unit tells canned from fresh: '2 cans tomatoes' are Pantry, '2 tomatoes' Produce.
  const category = categorizeIngredient(parsed.name, unit);
  return { name: parsed.name, nameKey: parsed.key, quantity, unit, category };
}

/**
 * One typed line split into its amount as written (a decimal comma and 'to' read: '1.5',
 * '2-3'), unit and name; null when it names nothing ('500 g'). An amount that is no number
 * stays part of the name rather than be lost ('a handful of walnuts').
 */
export function splitItemLine(
  line: string,
): { quantity: string | null; unit: string | null; name: string } | null {
  const read = parseIngredientLine(line);
  if (!read) return null;
  const written = read.quantity?.replace(/\s*(?:to|or)\s*/, '-').replace(',', '.') ?? null;
  const isNumber = written !== null && parseQuantityRange(written) !== null;
  const text = !isNumber && read.quantity ? read.line : read.text;
  const unit = isNumber ? read.unit : null;
  const name = (unit ? text.replace(PARTITIVE, '') : text).trim();
  // '500 g' alone: an amount of nothing (the reader finds no unit without a name after it).
  if (!name || (unit === null && isNumber && resolveUnit(name).kind !== 'count')) return null;
  return { quantity: isNumber ? written : null, unit, name };
}

/** One typed line as an item; null when it names nothing ('500 g'). */
export function readPantryLine(line: string): PantryEntry | null {
  const split = splitItemLine(line);
  if (!split) return null;
  return pantryEntryOf(split.name, readPantryQuantity(split.quantity), split.unit);
}
