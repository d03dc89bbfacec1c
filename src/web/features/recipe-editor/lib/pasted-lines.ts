import { parseIngredient } from 'parse-ingredient';
import { formatQuantity, parseQuantityRange } from '#shared/recipes/quantity';
import type { Unit } from '#shared/recipes/categories.schemas';

/**
 * Pasting a recipe into the form: several lines become several rows. Ingredient lines are
 * read for a quantity and a unit the app knows; anything else stays in the text, so nothing
 * the user pasted is lost.
 */

export interface IngredientLine {
  quantity: string | null;
  unitId: number | null;
  text: string;
}

/** List bullets people paste along with ingredients: '- ', '* ', '• '. */
const BULLET = /^[-*•·–]\s+/;
/** Step numbers people paste along with directions: '1. ', '2) ', 'Step 3: '. */
const STEP_NUMBER = /^(?:step\s*)?\d+\s*[.):-]\s*/i;
/** A quantity is at most this many words ('1 1/2', '2 - 3'). */
const MAX_QUANTITY_WORDS = 3;

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

/**
 * The quantity at the start of a line, as written ('1 1/2', '½', '2-3'), when the shared
 * quantity parser reads it; the longest such run of words wins.
 */
export function leadingQuantity(line: string): { quantity: string; rest: string } | null {
  const words = line.split(/\s+/);
  for (let count = Math.min(MAX_QUANTITY_WORDS, words.length); count >= 1; count -= 1) {
    const candidate = words.slice(0, count).join(' ');
    if (parseQuantityRange(candidate) !== null) {
      return { quantity: candidate, rest: words.slice(count).join(' ') };
    }
  }
  return null;
}

const normalizeUnitName = (name: string) =>
  name.toLowerCase().replace(/\.$/, '').replace(/\s+/g, '');

/**
 * The app's unit for what parse-ingredient found: its id ('tablespoon', 'fluidOunce') or the
 * word as written ('tbsp', 'cups', 'g'), against each unit's name, plural and abbreviation.
 */
export function findUnitId(
  units: ReadonlyArray<Unit>,
  found: { id: string | null; written: string | null },
): number | null {
  const wanted = [found.id, found.written]
    .filter((value): value is string => Boolean(value))
    .map(normalizeUnitName);
  if (wanted.length === 0) return null;
  const unit = units.find((candidate) => {
    const names = [candidate.name, `${candidate.name}s`, candidate.abbreviation]
      .filter((value): value is string => Boolean(value))
      .map(normalizeUnitName);
    return wanted.some((word) => names.includes(word));
  });
  return unit?.id ?? null;
}

/** One pasted ingredient line as a row. */
export function parseIngredientLine(line: string, units: ReadonlyArray<Unit>): IngredientLine {
  const text = line.replace(BULLET, '').trim();
  const [parsed] = parseIngredient(text);
  // 'For the sauce:' is a heading of its own, with no amount.
  if (!parsed || parsed.isGroupHeader) return { quantity: null, unitId: null, text };

  const written = leadingQuantity(text);
  const quantity =
    written?.quantity ??
    (parsed.quantity === null
      ? null
      : parsed.quantity2 === null
        ? formatQuantity(parsed.quantity)
        : `${formatQuantity(parsed.quantity)}-${formatQuantity(parsed.quantity2)}`);
  // Without an amount the whole line is the ingredient ('salt to taste', 'pinch of salt').
  if (quantity === null) return { quantity: null, unitId: null, text };

  const description = parsed.description.trim();
  const unitId = findUnitId(units, { id: parsed.unitOfMeasureID, written: parsed.unitOfMeasure });
  if (parsed.unitOfMeasure && unitId === null) {
    // A unit the app does not know ('large', 'bunch') stays in the text.
    return { quantity, unitId: null, text: `${parsed.unitOfMeasure} ${description}`.trim() };
  }
  return { quantity, unitId, text: description || (written?.rest ?? text) };
}

/** Ingredient rows from a paste: one per non-blank line. */
export function parseIngredientLines(text: string, units: ReadonlyArray<Unit>): IngredientLine[] {
  return splitPastedLines(text)
    .map((line) => parseIngredientLine(line, units))
    .filter((row) => row.text.length > 0);
}
