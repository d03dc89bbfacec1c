import { foldText } from '#shared/lib/fold-text';
import { HOURS, MINUTES, parseMinutes, yieldToServings } from '../durations';
import { alternation } from '../vocabulary/alternation';
import { SERVINGS_LABELS, SERVINGS_WORDS, TIME_LABELS } from '../vocabulary/fact-words';
import { wordCount } from './text-lines';

/**
 * Servings and time lines of pasted recipes: 'Serves 4', 'Für 4 Personen', 'Pour 4 personnes',
 * 'Prep 10 min', 'Cook time: 1 hour 15 minutes', 'Zubereitungszeit 20 Min.', 'Cuisson : 1 h 30'.
 * Several may share a line ('Prep: 10 min | Cook: 20 min | Serves 4').
 */
export type RecipeFacts = {
  servings: number | null;
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
};

export function noFacts(): RecipeFacts {
  return { servings: null, prepTime: null, cookTime: null, totalTime: null };
}

const NUMBER = String.raw`(\d{1,4}(?:\s*(?:-|–|to|bis|a|à)\s*\d{1,4})?)`;
/** '1 hour 15 minutes', '1 hr 15 mins', '1h15', '1 Std. 30 Min.', '45 mins', '1 h 30'. */
const DURATION = String.raw`(?:\d{1,3}(?:[.,]\d+)?\s*(?:${HOURS})(?!\p{L})\.?(?:\s*(?:and|und|et|y|e|en)?\s*\d{1,3}\s*(?:(?:${MINUTES})(?!\p{L})\.?)?)?|\d{1,4}(?:\s*(?:-|–|to|bis)\s*\d{1,4})?\s*(?:${MINUTES})(?!\p{L})\.?)`;

/** 'ca. 30 Min.', 'about 1 hour', 'environ 20 min', 'aprox. 15 minutos'. */
const ABOUT = String.raw`(?:(?:about|approx\.?|ca\.?|circa|etwa|environ|env\.|aprox\.?|unos)\s*)?`;

const SEPARATOR = String.raw`\s*(?:[:：=-]|\s)\s*`;

const TIME_FIELDS = ['prepTime', 'cookTime', 'totalTime'] as const;
const FOLDED_SERVINGS_WORDS = alternation(SERVINGS_WORDS.map(foldText));

const TIME_PATTERNS = TIME_FIELDS.map(
  (field) =>
    [
      field,
      new RegExp(
        String.raw`(?:^|[\s|·•,;(])(?:${TIME_LABELS[field].join('|')})${SEPARATOR}${ABOUT}(${DURATION})`,
        'giu',
      ),
    ] as const,
);

/** Servings with the number after the label ('Serves 4') or before the word ('4 Portionen'). */
const SERVINGS_PATTERNS = [
  new RegExp(
    String.raw`(?:^|[\s|·•,;(])(?:${alternation(SERVINGS_LABELS.map(foldText))})${SEPARATOR}${ABOUT}${NUMBER}`,
    'giu',
  ),
  new RegExp(
    String.raw`(?:^|[\s|·•,;(])(?:for|fur|pour|para|per|voor)\s+${NUMBER}\s*(?:${FOLDED_SERVINGS_WORDS}|person|serving)\b`,
    'giu',
  ),
  new RegExp(String.raw`(?:^|[\s|·•,;(])${NUMBER}\s*(?:${FOLDED_SERVINGS_WORDS})\b`, 'giu'),
];

/** Punctuation, list separators and filler words that may sit between facts on one line. */
const LEFTOVER =
  /^[\s|·•,;:()\-–/.]*(?:(?:and|und|et|y|e|en|people|persons|personen|personnes|personas|persone)[\s|·•,;:()\-–/.]*)*$/iu;

/**
 * The facts a line states, or null when the line is something else. A line counts only when
 * facts are all it says, so a step like 'Bake for 45 minutes' is not read as a cook time.
 */
export function readFactsLine(line: string): RecipeFacts | null {
  if (line.length > 120) return null;
  const folded = foldText(line);
  const facts = noFacts();
  let remaining = folded;
  let found = false;
  // 'Makes 12 cookies', 'Yield: 2 loaves': a servings label opening the line may name what.
  let namesWhat = false;
  const take = (pattern: RegExp, use: (match: RegExpExecArray) => void) => {
    for (const match of folded.matchAll(pattern)) {
      use(match);
      if (pattern === SERVINGS_PATTERNS[0] && match.index === 0) namesWhat = true;
      found = true;
      remaining = remaining.replace(match[0], ' ');
    }
  };
  for (const pattern of SERVINGS_PATTERNS) {
    take(pattern, (match) => {
      facts.servings ??= servingsNumber(match[1]);
    });
  }
  for (const [field, pattern] of TIME_PATTERNS) {
    take(pattern, (match) => {
      facts[field] ??= parseMinutes(match[1] ?? '');
    });
  }
  if (!found) return null;
  const isOnlyFacts =
    LEFTOVER.test(remaining) || (namesWhat && !/\d/.test(remaining) && wordCount(remaining) <= 2);
  return isOnlyFacts ? facts : null;
}

/** The servings note after a heading ('für 4 Personen', '(serves 6)'), or null. */
export function readServingsNote(text: string): number | null {
  return readFactsLine(text)?.servings ?? null;
}

/** Servings as pages' yields are read: a range's upper end ('4-6' → 6; decision 036). */
function servingsNumber(range: string | undefined) {
  const value = yieldToServings(range);
  return value !== null && value <= 1000 ? value : null;
}
