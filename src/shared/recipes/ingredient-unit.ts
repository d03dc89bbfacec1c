/**
 * A unit as an ingredient line writes it ('Cups', 'tbsp.', 'grammes', 'cloves') matched to a
 * unit of the units table, for the form's paste and the import alike
 * (product rule: ingredient-line). The spellings are the shopping list's (measures.ts): one
 * vocabulary of units for reading and for summing.
 */
import type { ExtractedIngredient } from '#shared/import/extracted-recipe';
import { resolveUnit } from '#shared/shopping/measures';
import type { Unit } from './categories.schemas';

const normalizeUnit = (unit: string) =>
  unit.trim().toLowerCase().replace(/\.$/, '').replace(/\s+/g, ' ');

/**
 * A lookup of a unit as written to our unit's id: by name, abbreviation or their plurals, then
 * by the measure or count unit the shopping list reads it as ('lbs' → lb, 'litres' → l,
 * 'cloves' → clove); undefined for units we do not have.
 */
export function unitMatcher(units: readonly Unit[]) {
  const byWord = new Map<string, number>();
  const add = (word: string | null, id: number) => {
    if (!word) return;
    const key = normalizeUnit(word);
    if (!byWord.has(key)) byWord.set(key, id);
  };
  for (const unit of units) {
    add(unit.name, unit.id);
    add(unit.abbreviation, unit.id);
    add(`${unit.name}s`, unit.id);
    add(`${unit.name}es`, unit.id);
  }
  return (written: string | null | undefined): number | undefined => {
    if (!written?.trim()) return undefined;
    const direct = byWord.get(normalizeUnit(written));
    if (direct !== undefined) return direct;
    const resolved = resolveUnit(written);
    const word = resolved.kind === 'count' ? resolved.unit : resolved.measure.symbol;
    return word === null ? undefined : byWord.get(word);
  };
}

/** An ingredient row of the recipe form: quantity as written, the unit's id, the text. */
export type IngredientRow = { quantity: string | null; unitId: number | null; text: string };

/**
 * A parsed line as a form row. A unit we do not have ('bunch', 'EL') stays in the text, so the
 * row still reads like the original.
 */
export function toIngredientRow(
  line: ExtractedIngredient,
  unitIdOf: (unit: string) => number | undefined,
): IngredientRow {
  const unitId = line.unit ? unitIdOf(line.unit) : undefined;
  const text = unitId === undefined && line.unit ? `${line.unit} ${line.text}` : line.text;
  return { quantity: line.quantity?.trim() || null, unitId: unitId ?? null, text };
}
