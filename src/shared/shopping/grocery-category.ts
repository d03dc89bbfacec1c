import { GROCERY_DICTIONARY, type GroceryCategory } from './grocery-dictionary';
import { keyWords } from './ingredient-name';

export { GROCERY_CATEGORIES, type GroceryCategory } from './grocery-dictionary';

/** Every dictionary entry by its key words ('bell peppers' and 'bell pepper' both hit). */
export const GROCERY_LOOKUP: ReadonlyMap<string, GroceryCategory> = buildLookup();

function buildLookup() {
  const lookup = new Map<string, GroceryCategory>();
  for (const [category, list] of Object.entries(GROCERY_DICTIONARY)) {
    for (const entry of list.split(',')) {
      const key = keyWords(entry.trim().split(/\s+/)).join(' ');
      if (key) lookup.set(key, category as GroceryCategory);
    }
  }
  return lookup;
}

/** Herbs are sold fresh in Produce and dried among the spices. */
const HERBS = new Set(
  'basil cilantro parsley mint dill chive thyme rosemary sage oregano tarragon marjoram herb'
    .split(' ')
    .concat(['bay leaf', 'coriander leaf']),
);

/** Count units that mean the produce comes preserved: '1 can diced tomatoes'. */
const PRESERVE_UNITS = new Set(['can', 'tin', 'jar']);

/**
 * The longest run of words that the dictionary knows, preferring the end of the name
 * (its head noun) among runs of the same length: 'red bell pepper' → 'bell pepper',
 * 'celery stalk' → 'celery', 'chicken broth' → 'broth'.
 */
function findPhrase(
  words: readonly string[],
): { phrase: string; category: GroceryCategory } | null {
  for (let length = words.length; length > 0; length--) {
    for (let start = words.length - length; start >= 0; start--) {
      const phrase = words.slice(start, start + length).join(' ');
      const category = GROCERY_LOOKUP.get(phrase);
      if (category) return { phrase, category };
    }
  }
  return null;
}

/**
 * The grocery category of an ingredient name ('2 large onions' → Produce). Frozen anything
 * is Frozen; canned produce (also counted in cans or jars) is Pantry; dried produce is Pantry, dried herbs are spices;
 * fresh herbs are Produce. What the dictionary does not know is Other.
 */
export function categorizeIngredient(name: string, countUnit?: string | null): GroceryCategory {
  const words = keyWords(name.split(/\s+/));
  const has = (word: string) => words.includes(word);
  if (has('frozen')) return 'Frozen';
  const found = findPhrase(words);
  const isCanned = has('canned') || has('tinned') || PRESERVE_UNITS.has(countUnit ?? '');
  if (!found) return isCanned ? 'Pantry' : 'Other';
  const { phrase, category } = found;
  if (category === 'Produce' && isCanned) return 'Pantry';
  if (category === 'Produce' && has('dried')) {
    return HERBS.has(phrase) ? 'Spices & Seasonings' : 'Pantry';
  }
  if (category === 'Spices & Seasonings' && has('fresh') && HERBS.has(phrase)) return 'Produce';
  return category;
}
