/**
 * The lines found, made the recipe's: ingredient lines parsed, steps without the page's
 * counters and calls to follow it, lists printed twice given once.
 */
import type { ExtractedIngredient } from '#shared/import/extracted-recipe';
import { readIngredientLine } from '#shared/recipes/ingredient-line';
import { firstUnitSystem } from './unit-systems';
import { isPageFurniture, spacedCjkAmount } from './ingredient-lines';

/** A step counter on a line of its own ('Step 2', '3.'): the number, not a step. */
const STEP_COUNTER = /^(?:step|schritt|stap|étape|paso|passo)?\s*\d{1,2}\s*[.:)]?$/i;
/** The blog's own calls to follow it, closing the steps ('Follow us on Pinterest'). */
const FOLLOW_US =
  /\b(?:follow (?:us|me)|volg (?:ons|mij)|folge (?:uns|mir)|suivez-(?:nous|moi)|síguenos|subscribe|newsletter)\b/i;

/** Steps without the page's counters and follow-us lines. */
export function withoutPageNoise(directions: string[]): string[] {
  return directions.filter((line) => !STEP_COUNTER.test(line) && !FOLLOW_US.test(line));
}

/** Pages that print a list twice (a print copy, a units toggle) give it twice in a row. */
export function withoutRepeatedList(lines: string[]): string[] {
  const half = lines.length / 2;
  if (lines.length < 2 || !Number.isInteger(half)) return lines;
  return lines.slice(0, half).every((line, i) => line === lines[half + i])
    ? lines.slice(0, half)
    : lines;
}

export function toIngredients(lines: string[]): ExtractedIngredient[] {
  // Lines with no letter or digit are marks of the page ('>' of a toggle), not ingredients.
  // The page's furniture that lists pick up ('Prep time: 20 min', '© Site') is no ingredient.
  const real = lines.filter((line) => /[\p{L}\p{N}]/u.test(line) && !isPageFurniture(line));
  return firstUnitSystem(withoutRepeatedList(real)).flatMap((line) => {
    const read = readIngredientLine(spacedCjkAmount(line));
    return read?.kind === 'ingredient' ? [read.ingredient] : [];
  });
}
