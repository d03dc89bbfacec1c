import { parseIngredientLine } from '../recipes/ingredient-line';
import { parseQuantityRange } from '../recipes/quantity';
import type { AmountRange } from './amount-display';
import { singularize } from './inflection';
import {
  parseIngredientName,
  splitUnmeasuredPair,
  wordingKey,
  type IngredientName,
} from './ingredient-name';
import { convertAmount } from '../measures/conversion';
import type { MeasurementSystem } from '../measures/measurement-system';
import { MEASURE_UNITS, resolveUnit, type MeasureSymbol, type MeasureUnit } from './measures';

/** One ingredient of a recipe as stored: quantity as written, unit name, text. */
export type RecipeIngredient = {
  quantity: string | null;
  unitName: string | null;
  text: string;
};

/**
 * An ingredient read for the shopping list, already scaled. `amount` says how it adds up:
 * - measure: mass or volume in grams or millilitres, adds to the same kind;
 * - count: a number of `unit`s (null: of the thing itself), adds to the same unit;
 * - asWritten: a quantity that is no number ('a handful'), shown as written, never summed;
 * - none: no quantity ('salt to taste'), shown once.
 */
export type IngredientLine = {
  key: string;
  name: string;
  detailText: string | null;
  /** The recipe's own wording of name and notes (ingredient-name.ts). */
  asWritten: IngredientName['asWritten'];
  amount:
    /** `converted`: the amount was turned into the user's measurement system. */
    | { kind: 'measure'; measure: MeasureUnit; base: AmountRange; converted?: boolean }
    | { kind: 'count'; unit: string | null; value: AmountRange }
    | { kind: 'asWritten'; quantity: string; unit: string | null }
    | { kind: 'none' };
};

/** Count units a recipe may write after the name: '3 garlic cloves' is 3 cloves of garlic. */
const TRAILING_COUNT_UNITS = new Set(['clove', 'stalk', 'sprig']);

/**
 * Nobody buys tap water; 'sparkling water' and 'coconut water' still count. Plain 'water' is a
 * pantry staple every family starts with (product rule: pantry-staples, docs/decisions/045):
 * a family that removed it buys water.
 */
const NOT_BOUGHT = new Set(['ice water', 'hot water', 'boiling water', 'tap water']);

/**
 * The shopping lines of one ingredient scaled by `factor` (planned ÷ recipe servings): none
 * for tap water, two for an unmeasured 'salt and pepper', one otherwise. Measures are turned into
 * `system` (metric or US customary) before they add up, so 1 cup of flour and 100 g of flour
 * make 225 g for a metric family; 'as written' keeps each recipe's units.
 */
export function readIngredientLines(
  stored: RecipeIngredient,
  factor: number,
  system: MeasurementSystem = 'asWritten',
): IngredientLine[] {
  const ingredient = withAmountFromText(stored);
  const parsed = parseIngredientName(ingredient.text);
  if (NOT_BOUGHT.has(parsed.key)) return [];
  const quantity = ingredient.quantity?.trim() ?? '';
  if (quantity === '') {
    const names = splitUnmeasuredPair(parsed.name);
    if (names.length === 1) return [{ ...lineOf(parsed), amount: { kind: 'none' } }];
    // 'Salt and pepper to taste': each as its own thing, the notes on both.
    return names.map((name) => {
      const { key } = parseIngredientName(name);
      const asWritten = { name, detailText: parsed.detailText, key: wordingKey(name) };
      return { key, name, detailText: parsed.detailText, asWritten, amount: { kind: 'none' } };
    });
  }
  const range = parseQuantityRange(quantity);
  const unit = resolveUnit(ingredient.unitName);
  const line = lineOf(parsed);
  if (range === null) {
    const unitText = unit.kind === 'count' ? unit.unit : unit.measure.symbol;
    return [{ ...line, amount: { kind: 'asWritten', quantity, unit: unitText } }];
  }
  const scaled = { low: range.low * factor, high: range.high * factor };
  if (unit.kind !== 'count') {
    const { toBase } = unit.measure;
    const base = { low: scaled.low * toBase, high: scaled.high * toBase };
    return [{ ...line, amount: inSystem(unit.measure, base, parsed.name, system) }];
  }
  if (unit.unit === null) {
    const moved = moveTrailingCountUnit(parsed.name);
    if (moved) {
      const { key } = parseIngredientName(moved.name);
      const written = moveTrailingCountUnit(parsed.asWritten.name)?.name ?? moved.name;
      const asWritten = { ...parsed.asWritten, name: written, key: wordingKey(written) };
      return [
        {
          key,
          name: moved.name,
          detailText: parsed.detailText,
          asWritten,
          amount: { kind: 'count', unit: moved.unit, value: scaled },
        },
      ];
    }
  }
  return [{ ...line, amount: { kind: 'count', unit: unit.unit, value: scaled } }];
}

/**
 * A row written as one text ('2 cups flour' with no quantity or unit of its own, as older
 * recipes and one-line pastes hold) read by the recipe's own ingredient-line reader.
 */
function withAmountFromText(ingredient: RecipeIngredient): RecipeIngredient {
  if (ingredient.quantity?.trim() || ingredient.unitName?.trim()) return ingredient;
  const read = parseIngredientLine(ingredient.text);
  if (!read?.quantity || !read.text) return ingredient;
  return { quantity: read.quantity, unitName: read.unit, text: read.text };
}

/**
 * A measured amount in the chosen system (measures/conversion.ts: volume and weight into each
 * other only by a known density). Both ends of a range move by the same factor.
 */
function inSystem(
  measure: MeasureUnit,
  base: AmountRange,
  ingredientText: string,
  system: MeasurementSystem,
): Extract<IngredientLine['amount'], { kind: 'measure' }> {
  const unchanged = { kind: 'measure' as const, measure, base };
  if (system === 'asWritten' || base.high <= 0) return unchanged;
  const quantity = base.high / measure.toBase;
  // A shop sells by weight what a recipe weighed: US customary turns grams into ounces and
  // pounds, never into cups of butter (the recipe dialog does that, for cooking).
  const byDensity = system === 'metric' || measure.kind === 'volume';
  const converted = convertAmount(
    { quantity, unit: measure.symbol, ingredientText: byDensity ? ingredientText : '' },
    system,
  );
  if (converted.unit === measure.symbol) return unchanged;
  const target = MEASURE_UNITS[converted.unit as MeasureSymbol];
  if (!target) return unchanged;
  const ratio = (converted.quantity * target.toBase) / base.high;
  return {
    kind: 'measure',
    measure: target,
    base: { low: base.low * ratio, high: base.high * ratio },
    converted: true,
  };
}

const lineOf = ({ key, name, detailText, asWritten }: IngredientName) => ({
  key,
  name,
  detailText,
  asWritten,
});

/** 'garlic cloves' → garlic in cloves; null when the name does not end in such a unit. */
function moveTrailingCountUnit(name: string): { name: string; unit: string } | null {
  const match = /^(.+?)\s+(\S+)$/.exec(name);
  if (!match) return null;
  const unit = singularize(match[2]!.toLowerCase());
  return TRAILING_COUNT_UNITS.has(unit) ? { name: match[1]!, unit } : null;
}
