/**
 * Which ingredients a step mentions, for cook mode to highlight them on that step. Each
 * ingredient is read by the shopping list's ingredient reader (its key: 'garlic clove' for
 * '3 garlic cloves, minced'), and mentioned when a word of that key, singular or plural,
 * stands in the step as a whole word: 'Add the garlic' names the garlic, 'Melt the butter'
 * the unsalted butter. No rules for any site or recipe.
 */
import { foldText } from '#shared/lib/fold-text';
import { parseIngredientName } from '#shared/shopping/ingredient-name';
import { pluralize, singularize } from '#shared/shopping/inflection';

/** Words that name no ingredient by themselves, in the four languages. */
const NOT_NAMES = new Set([
  'and',
  'the',
  'for',
  'with',
  'fresh',
  'large',
  'small',
  'medium',
  'whole',
  'ground',
  'unsalted',
  'salted',
  'dried',
  'plain',
  'all',
  'purpose',
  'und',
  'der',
  'die',
  'das',
  'den',
  'dem',
  'des',
  'frisch',
  'frische',
  'frischer',
  'les',
  'des',
  'une',
  'pour',
  'avec',
  'frais',
  'fraiche',
  'los',
  'las',
  'del',
  'una',
  'para',
  'con',
  'fresco',
  'fresca',
]);

function namingWords(ingredientText: string): string[] {
  const { key } = parseIngredientName(ingredientText);
  return foldText(key)
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 3 && !NOT_NAMES.has(word));
}

/** The indexes of the ingredients `step` mentions, in the ingredients' order. */
export function mentionedIngredients(step: string, ingredientTexts: readonly string[]): number[] {
  const stepWords = new Set(foldText(step).split(/[^\p{L}]+/u));
  const mentioned: number[] = [];
  ingredientTexts.forEach((text, index) => {
    const words = namingWords(text);
    const found = words.some(
      (word) =>
        stepWords.has(word) || stepWords.has(pluralize(word)) || stepWords.has(singularize(word)),
    );
    if (found) mentioned.push(index);
  });
  return mentioned;
}
