import type { Unit } from '#shared/recipes/categories.schemas';
import { readIngredientLine } from '#shared/recipes/ingredient-line';
import { toIngredientRow, unitMatcher, type IngredientRow } from '#shared/recipes/ingredient-unit';

/**
 * Pasting a recipe into the form: several lines become several rows. Ingredient lines are
 * read by the one ingredient-line reader the import uses too (#shared/recipes/ingredient-line)
 * for a quantity and a unit the app knows; anything else stays in the text, so nothing the
 * user pasted is lost.
 */

export type IngredientLine = IngredientRow;

/** Step numbers people paste along with directions: '1. ', '2) ', 'Step 3: '. */
const STEP_NUMBER = /^(?:step\s*)?\d+\s*[.):-]\s*/i;

/** The non-blank lines of a paste, trimmed. */
export function splitPastedLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Whether a paste should become several rows rather than text in one field. */
export function isMultiLinePaste(text: string): boolean {
  return splitPastedLines(text).length > 1;
}

/** Direction steps from a paste: one per non-blank line, pasted step numbers dropped. */
export function parseDirectionLines(text: string): string[] {
  return splitPastedLines(text)
    .map((line) => line.replace(STEP_NUMBER, '').trim())
    .filter((line) => line.length > 0);
}

function rowOf(line: string, unitIdOf: (unit: string) => number | undefined): IngredientLine {
  const read = readIngredientLine(line);
  if (!read) return { quantity: null, unitId: null, text: '' };
  // 'For the sauce:' is a heading of its own: a text-only row.
  if (read.kind === 'heading') return { quantity: null, unitId: null, text: read.text };
  return toIngredientRow(read.ingredient, unitIdOf);
}

/** One pasted ingredient line as a row. */
export function parseIngredientLine(line: string, units: ReadonlyArray<Unit>): IngredientLine {
  return rowOf(line, unitMatcher(units));
}

/** Ingredient rows from a paste: one per non-blank line. */
export function parseIngredientLines(text: string, units: ReadonlyArray<Unit>): IngredientLine[] {
  const unitIdOf = unitMatcher(units);
  return splitPastedLines(text)
    .map((line) => rowOf(line, unitIdOf))
    .filter((row) => row.text.length > 0);
}
