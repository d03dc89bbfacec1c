/**
 * Singular and plural of English food words, enough for a shopping list: matching ('onions'
 * and 'onion' are one ingredient) and display ('3 onions', '1 onion'). Rules plus the
 * exceptions that recipes actually use; a wrong guess only costs a missed merge, so both
 * directions are kept consistent rather than grammatically complete.
 */

/** Words that look plural but are not, or that a recipe never pluralises. */
const UNINFLECTED = new Set([
  'asparagus',
  'couscous',
  'hummus',
  'molasses',
  'swiss',
  'citrus',
  'grits',
  'series',
  'species',
  'hibiscus',
  'octopus',
  'bass',
  'lemongrass',
  'watercress',
  'cress',
  'schnapps',
  'gras',
  'chassis',
  'doritos',
  'anis',
  'pastis',
]);

/** Plural → singular where the rules below would guess wrong. */
const IRREGULAR_PLURALS: Record<string, string> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  knives: 'knife',
  calves: 'calf',
  shelves: 'shelf',
  cookies: 'cookie',
  pies: 'pie',
  brownies: 'brownie',
  veggies: 'veggie',
  smoothies: 'smoothie',
  chilies: 'chili',
  chillies: 'chilli',
  quiches: 'quiche',
  brioches: 'brioche',
  ganaches: 'ganache',
  mousses: 'mousse',
  geese: 'goose',
  mice: 'mouse',
  teeth: 'tooth',
};
const IRREGULAR_SINGULARS = Object.fromEntries(
  Object.entries(IRREGULAR_PLURALS).map(([plural, singular]) => [singular, plural]),
);

/** Nouns a shopper counts by weight or volume: '2 garlic' stays '2 garlic'. */
const UNCOUNTABLE = new Set([
  'garlic',
  'rice',
  'flour',
  'sugar',
  'salt',
  'butter',
  'milk',
  'water',
  'celery',
  'spinach',
  'parsley',
  'cilantro',
  'basil',
  'thyme',
  'broccoli',
  'cheese',
  'lettuce',
  'kale',
  'bread',
  'yeast',
  'ginger',
  'dill',
  'mint',
]);

/** Words ending -oes whose singular ends -o take -es again in the plural. */
const PLURAL_WITH_ES = new Set(['potato', 'tomato', 'mango', 'hero', 'echo']);

/** Applies the letter case of `model` (all lower, Capitalised, ALL UPPER) to `word`. */
function withCaseOf(model: string, word: string): string {
  if (model.length > 1 && model === model.toUpperCase()) return word.toUpperCase();
  if (model[0] !== model[0]?.toLowerCase()) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}

/** 'onions' → 'onion', 'berries' → 'berry', 'leaves' → 'leaf', 'asparagus' unchanged. */
export function singularize(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length <= 3 || UNINFLECTED.has(lower)) return word;
  const irregular = IRREGULAR_PLURALS[lower];
  if (irregular) return withCaseOf(word, irregular);
  if (/(ss|us)$/.test(lower)) return word;
  if (/[^aeiou]ies$/.test(lower)) return word.slice(0, -3) + (lower === word ? 'y' : 'Y');
  if (/(oes|ches|shes|xes|sses|zzes)$/.test(lower)) return word.slice(0, -2);
  if (lower.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** 'onion' → 'onions', 'berry' → 'berries', 'peach' → 'peaches', 'garlic' unchanged. */
export function pluralize(word: string): string {
  const lower = word.toLowerCase();
  if (UNINFLECTED.has(lower) || UNCOUNTABLE.has(lower)) return word;
  const irregular = IRREGULAR_SINGULARS[lower];
  if (irregular) return withCaseOf(word, irregular);
  if (PLURAL_WITH_ES.has(lower)) return `${word}es`;
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(lower)) return `${word}es`;
  return `${word}s`;
}

/** Whether `word` reads as a plural ('onions', 'leaves'), i.e. singularize changes it. */
export function isPlural(word: string): boolean {
  return singularize(word).toLowerCase() !== word.toLowerCase();
}

/** The phrase with its last word changed by `inflect`: 'red bell peppers' → 'red bell pepper'. */
export function inflectLastWord(phrase: string, inflect: (word: string) => string): string {
  const match = /^(.*?)([\p{L}'-]+)$/u.exec(phrase);
  if (!match) return phrase;
  return match[1]! + inflect(match[2]!);
}
