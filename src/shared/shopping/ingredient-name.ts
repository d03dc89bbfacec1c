import { singularize } from './inflection';

/**
 * An ingredient's text split for a shopping list: 'large onions, finely chopped' is bought as
 * 'onions' and prepared 'finely chopped'.
 *
 * - `name`: what to buy, as written (case kept) minus preparation and size words;
 * - `detailText`: the preparation and notes, or null: text after the first comma,
 *   parentheses, a leading 'finely chopped', a trailing 'to taste' or 'for serving';
 * - `key`: what two ingredients must share to be merged: lower case, accents and hyphens
 *   dropped, every word singular, and the words that do not change what is bought ('fresh',
 *   'boneless') left out, so 'red bell peppers' and 'Red bell pepper' match;
 * - `asWritten`: the recipe's own wording (product rule: shopping-amounts), shown when every line
 *   of an item reads the same: the name with its leading preparation and size words ('Grated
 *   Parmesan', 'large onion'), the notes after it ('for serving'), and a `key` that tells two
 *   wordings apart ('grated parmesan'; case, accents and plurals aside).
 */
export type IngredientName = {
  name: string;
  detailText: string | null;
  key: string;
  asWritten: { name: string; detailText: string | null; key: string };
};

/** Dropped from name and key: size, ripeness and temperature do not change what is bought. */
const SIZE_WORDS = new Set([
  'small',
  'medium',
  'large',
  'extra-large',
  'x-large',
  'big',
  'jumbo',
  'medium-sized',
  'large-sized',
  'small-sized',
  'very',
  'ripe',
  'cold',
  'warm',
  'lukewarm',
  'chilled',
  'heaping',
  'heaped',
  'level',
  'scant',
  'generous',
  'good-quality',
]);

/** Dropped from the key only: the list still says 'fresh basil', but it merges with 'basil'. */
const KEY_ONLY_WORDS = new Set(['fresh', 'freshly', 'organic', 'boneless', 'skinless']);

/** Preparation at the start of the text: 'chopped onion', 'finely diced carrots'. */
const PREPARATION_WORDS = new Set([
  'chopped',
  'diced',
  'minced',
  'sliced',
  'grated',
  'peeled',
  'melted',
  'softened',
  'beaten',
  'sifted',
  'mashed',
  'cubed',
  'halved',
  'quartered',
  'trimmed',
  'rinsed',
  'drained',
  'julienned',
  'crumbled',
  'pitted',
  'seeded',
  'deseeded',
  'cored',
  'zested',
  'juiced',
]);
/** Adverbs before a participle: 'finely chopped', 'freshly ground' (then 'ground' is prep). */
const PREPARATION_ADVERBS = new Set([
  'finely',
  'roughly',
  'coarsely',
  'thinly',
  'thickly',
  'freshly',
  'lightly',
  'firmly',
  'loosely',
  'well',
  'very',
]);

/** Notes at the end without a comma: 'salt to taste', 'oil for frying', 'parsley (optional)'. */
const TRAILING_NOTE =
  /\s+((?:or |and )?(?:to taste|as needed|as required)|for\s.+|optional|divided)$/i;

export function parseIngredientName(text: string): IngredientName {
  const details: string[] = [];
  let rest = text.replace(/\s+/g, ' ').trim();

  // Parenthesised notes, wherever they are: '(about 8 lemons)', '(optional)'; those before
  // the first comma come before its text, as written: 'basil (scent leaf), chopped'.
  const notesAfterComma: string[] = [];
  const commaAt = firstCommaOutsideParentheses(rest);
  rest = rest.replace(/\s*\(([^)]*)\)\s*/g, (_, inner: string, offset: number) => {
    if (inner.trim()) (offset < commaAt ? details : notesAfterComma).push(inner.trim());
    return ' ';
  });
  const comma = rest.indexOf(',');
  if (comma >= 0) {
    const after = rest.slice(comma + 1).trim();
    if (after) details.push(after);
    rest = rest.slice(0, comma);
  }
  details.push(...notesAfterComma);
  rest = rest.trim().replace(/^of\s+/i, '');
  const trailing = TRAILING_NOTE.exec(rest);
  if (trailing && trailing.index > 0) {
    details.unshift(trailing[1]!);
    rest = rest.slice(0, trailing.index);
  }

  const words = rest.split(' ').filter(Boolean);
  const writtenName = words.join(' ') || text.trim();
  const notes = joinDetails(details);
  const leading = takeLeadingPreparation(words);
  if (leading.length > 0 && leading.length < words.length) {
    details.unshift(leading.join(' '));
    words.splice(0, leading.length);
  }
  const kept = words.filter((word) => !SIZE_WORDS.has(word.toLowerCase()));
  const nameWords = kept.length > 0 ? kept : words;
  const name = nameWords.join(' ') || text.trim();

  return {
    name,
    detailText: joinDetails(details),
    key: matchingKey(nameWords.length > 0 ? nameWords : [name]),
    asWritten: { name: writtenName, detailText: notes, key: wordingKey(writtenName) },
  };
}

/** Where the first comma outside parentheses is; Infinity when there is none. */
function firstCommaOutsideParentheses(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ',' && depth === 0) return i;
  }
  return Infinity;
}

const joinDetails = (details: readonly string[]) =>
  details.length > 0 ? details.join(', ') : null;

/** Two wordings are the same when they differ only in case, accents and plurals. */
export function wordingKey(name: string): string {
  return withoutAccents(name.toLowerCase())
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singularize)
    .join(' ');
}

/** 'finely chopped', 'chopped', 'freshly ground' at the start; [] when there is none. */
function takeLeadingPreparation(words: string[]): string[] {
  let count = 0;
  while (count < words.length) {
    const word = words[count]!.toLowerCase();
    const next = words[count + 1]?.toLowerCase() ?? '';
    if (PREPARATION_WORDS.has(word)) count += 1;
    else if (PREPARATION_ADVERBS.has(word) && /ed$|^ground$/.test(next)) count += 2;
    else if ((word === 'and' || word === 'or') && count > 0) count += 1;
    else break;
  }
  // 'chopped and' without a second participle was not preparation after all.
  while (count > 0 && /^(and|or)$/i.test(words[count - 1]!)) count -= 1;
  return words.slice(0, count);
}

/** The words of a name as the key compares them. */
export function keyWords(words: readonly string[]): string[] {
  const text = withoutAccents(words.join(' ').toLowerCase()).replace(/&/g, ' and ');
  return text
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !SIZE_WORDS.has(word))
    .map(singularize);
}

/** 'jalapeño' → 'jalapeno'; plain ASCII (nearly every name) skips the Unicode work. */
function withoutAccents(text: string): string {
  // eslint-disable-next-line no-control-regex
  return /[^\x00-\x7f]/.test(text) ? text.normalize('NFD').replace(/\p{M}/gu, '') : text;
}

function matchingKey(words: readonly string[]): string {
  const all = keyWords(words);
  const significant = all.filter((word) => !KEY_ONLY_WORDS.has(word));
  return (significant.length > 0 ? significant : all).join(' ');
}

/**
 * 'salt and pepper' → ['salt', 'pepper']: an unmeasured line naming two things is two
 * things to buy. Measured lines are left alone ('1 cup mac and cheese' is one thing).
 */
export function splitUnmeasuredPair(name: string): string[] {
  const parts = name.split(/\s+(?:and|&)\s+/i).map((part) => part.trim());
  return parts.length === 2 && parts.every(Boolean) ? parts : [name];
}
