import { foldText } from './section-headings';
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

const NUMBER = String.raw`(\d{1,4})(?:\s*(?:-|–|to|bis|a|à)\s*\d{1,4})?`;
const HOURS = String.raw`h|hrs?|hours?|std\.?|stunden?|heures?|horas?|ore|ora|uur`;
const MINUTES = String.raw`m|mins?\.?|minutes?|minuten?|minutos?|minuti|minuut|mn`;
/** '1 hour 15 minutes', '1 hr 15 mins', '1h15', '1 Std. 30 Min.', '45 mins', '1 h 30'. */
const DURATION = String.raw`(?:\d{1,3}(?:[.,]\d+)?\s*(?:${HOURS})(?!\p{L})\.?(?:\s*(?:and|und|et|y|e|en)?\s*\d{1,3}\s*(?:(?:${MINUTES})(?!\p{L})\.?)?)?|\d{1,4}(?:\s*(?:-|–|to|bis)\s*\d{1,4})?\s*(?:${MINUTES})(?!\p{L})\.?)`;

/** 'ca. 30 Min.', 'about 1 hour', 'environ 20 min', 'aprox. 15 minutos'. */
const ABOUT = String.raw`(?:(?:about|approx\.?|ca\.?|circa|etwa|environ|env\.|aprox\.?|unos)\s*)?`;

const SEPARATOR = String.raw`\s*(?:[:：=-]|\s)\s*`;

const TIME_LABELS: [keyof Omit<RecipeFacts, 'servings'>, string][] = [
  [
    'prepTime',
    String.raw`prep(?:aration)?\.?(?: time)?|active time|hands-on time|zubereitungszeit|vorbereitungszeit|arbeitszeit|vorbereitung|temps de preparation|preparation|tiempo de preparacion|preparacion|tempo di preparazione|preparazione|voorbereidingstijd|bereidingstijd`,
  ],
  [
    'cookTime',
    String.raw`cook(?:ing)?(?: time)?|bak(?:e|ing) time|kochzeit|backzeit|garzeit|koch-/backzeit|temps de cuisson|cuisson|tiempo de coccion|coccion|tempo di cottura|cottura|kooktijd|baktijd`,
  ],
  [
    'totalTime',
    String.raw`total(?: time)?|ready in|gesamtzeit|temps total|tiempo total|tempo totale|totale tijd`,
  ],
];

const TIME_PATTERNS = TIME_LABELS.map(
  ([field, labels]) =>
    [
      field,
      new RegExp(String.raw`(?:^|[\s|·•,;(])(?:${labels})${SEPARATOR}${ABOUT}(${DURATION})`, 'giu'),
    ] as const,
);

/** Servings with the number after the label ('Serves 4') or before the word ('4 Portionen'). */
const SERVINGS_PATTERNS = [
  new RegExp(
    String.raw`(?:^|[\s|·•,;(])(?:serves|servings?|portions?|yields?|makes|yield|portionen|personen|personnes|porciones|raciones|rendimiento|porzioni|persone|dosi per|porties)${SEPARATOR}${ABOUT}${NUMBER}`,
    'giu',
  ),
  new RegExp(
    String.raw`(?:^|[\s|·•,;(])(?:for|fur|pour|para|per|voor)\s+${NUMBER}\s*(?:people|persons?|servings?|personen|portionen|personnes|portions|personas|porciones|raciones|persone|porzioni)\b`,
    'giu',
  ),
  new RegExp(
    String.raw`(?:^|[\s|·•,;(])${NUMBER}\s*(?:servings|portionen|portions|porciones|raciones|porzioni|porties|personen|personnes|personas|persone)\b`,
    'giu',
  ),
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

function servingsNumber(digits: string | undefined) {
  const value = Number(digits);
  return Number.isInteger(value) && value >= 1 && value <= 1000 ? value : null;
}

/**
 * Minutes in a written duration: '1 hour 15 minutes' → 75, '1h15' → 75, '1,5 Std.' → 90,
 * '10-15 min' → 10 (the first figure of a range), '20 Min.' → 20. Null when none is found.
 */
export function parseMinutes(text: string): number | null {
  const folded = foldText(text);
  const hours = new RegExp(
    String.raw`(\d{1,3}(?:[.,]\d+)?)\s*(?:${HOURS})(?!\p{L})\.?\s*(\d{1,3})?`,
    'iu',
  ).exec(folded);
  const minutes = new RegExp(
    String.raw`(\d{1,4})(?:\s*(?:-|–|to|bis)\s*\d{1,4})?\s*(?:${MINUTES})(?!\p{L})`,
    'iu',
  ).exec(hours ? folded.slice(hours.index + hours[0].length) : folded);
  if (!hours && !minutes) return null;
  let total = 0;
  if (hours) {
    total += Math.round(Number((hours[1] ?? '0').replace(',', '.')) * 60);
    // '1h15' and '1 h 30': minutes without their unit right after the hours.
    if (hours[2] && !minutes) total += Number(hours[2]);
  }
  if (minutes) total += Number(minutes[1]);
  return total > 0 && total <= 7 * 24 * 60 ? total : null;
}
