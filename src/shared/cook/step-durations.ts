/**
 * Durations in a recipe step, for cook mode's timers: 'bake 25 minutes', 'simmer for 1 hour
 * 30 minutes', '15–20 min', '1½ hours', 'eine Stunde', '10 Min.', in English, German, French
 * and Spanish. A range times its upper bound and keeps both ends to show. Only a number (or
 * a number word) followed by a unit of time counts: '350°F', 'a 9-inch pan' and '2-3 cm
 * pieces' are no timers.
 */

export type StepDuration = {
  /** Where the phrase is in the step's text, to make it tappable. */
  start: number;
  end: number;
  /** The phrase as written ('15–20 min'). */
  text: string;
  /** What the timer counts down: the upper bound of a range. */
  seconds: number;
  /** The lower bound of a range ('15–20 min': 900); equal to `seconds` otherwise. */
  minSeconds: number;
};

const UNIT_SECONDS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(?:hours?|hrs?|h|stunden?|std|heures?|horas?)$/i, 3600],
  [/^(?:minutes?|mins?|minuten?|minutos?|mn)$/i, 60],
  [/^(?:seconds?|secs?|sekunden?|sek|secondes?|segundos?|seg)$/i, 1],
];

const UNIT = String.raw`(?:hours?|hrs?|h|stunden?|std\.?|heures?|horas?|minutes?|mins?\.?|minuten?|minutos?|mn|seconds?|secs?\.?|sekunden?|sek\.?|secondes?|segundos?|seg\.?)`;

/** Number words up to twelve, and 'a'/'an'/'ein'/'un' meaning one. */
const WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  ein: 1,
  eine: 1,
  einer: 1,
  einen: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  zwölf: 12,
  fünfzehn: 15,
  zwanzig: 20,
  dreißig: 30,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  dix: 10,
  quinze: 15,
  vingt: 20,
  trente: 30,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
  quince: 15,
  veinte: 20,
  treinta: 30,
};
const WORD = `(?:${Object.keys(WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;

const FRACTIONS: Record<string, number> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
};
const DIGITS = String.raw`\d+(?:[.,]\d+)?(?:\s*[½¼¾⅓⅔]|\s+1\/2)?|[½¼¾⅓⅔]`;
const NUMBER = `(?:${DIGITS}|${WORD})`;
/** 'half an hour', 'eine halbe Stunde', 'une demi-heure', 'media hora'. */
const HALF = String.raw`(?:half an?|(?:eine\s+)?halbe|(?:une\s+)?demi-?|media)`;
/** '15–20', '15 to 20', 'zwischen 15 und 20', 'de 15 à 20', 'entre 15 y 20'. */
const RANGE_JOIN = String.raw`\s*(?:-|–|—|to|or|and|bis|und|oder|à|a|et|ou|y|o)\s*`;

const AMOUNT = `(${NUMBER})(?:${RANGE_JOIN}(${NUMBER}))?`;
/** One amount and its unit: '25 minutes', '15–20 min', '1½ hours', 'eine Stunde'. */
const PART = `${AMOUNT}\\s*(${UNIT})`;
/** 'and', 'und', 'et', 'y' between '1 hour' and '30 minutes'. */
const AND = String.raw`(?:\s*(?:,|and|und|et|y)?\s*)`;

const PATTERN = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(\d+)\s*h\s*(\d{1,2})(?![\d\p{L}])|${HALF}\s*(hour|stunde|heure|hora)|${PART}(?:${AND}${PART})?)(?![\p{L}])`,
  'giu',
);

function numberOf(text: string | undefined): number | null {
  if (text === undefined) return null;
  const lower = text.toLowerCase().trim();
  if (lower in WORDS) return WORDS[lower]!;
  const glyph = /[½¼¾⅓⅔]$/.exec(lower)?.[0];
  const whole = lower.replace(/\s*(?:[½¼¾⅓⅔]|1\/2)$/, '').replace(',', '.');
  const fraction = glyph ? FRACTIONS[glyph]! : / 1\/2$/.test(lower) ? 0.5 : 0;
  const value = whole === '' ? 0 : Number(whole);
  return Number.isFinite(value) ? value + fraction : null;
}

function unitSeconds(unit: string): number {
  const word = unit.toLowerCase().replace(/\.$/, '');
  return UNIT_SECONDS.find(([pattern]) => pattern.test(word))?.[1] ?? 0;
}

/** Every duration in `text`, in order. */
export function findStepDurations(text: string): StepDuration[] {
  const found: StepDuration[] = [];
  for (const match of text.matchAll(PATTERN)) {
    const [phrase, hours, minutes, halfUnit, low1, high1, unit1, low2, high2, unit2] = match;
    let min = 0;
    let max = 0;
    if (halfUnit) {
      min = max = 1800;
    } else if (hours !== undefined) {
      min = max = Number(hours) * 3600 + Number(minutes) * 60;
    } else {
      for (const [low, high, unit] of [
        [low1, high1, unit1],
        [low2, high2, unit2],
      ] as const) {
        if (!unit) continue;
        const size = unitSeconds(unit);
        const lowValue = numberOf(low);
        const highValue = numberOf(high) ?? lowValue;
        if (lowValue === null || highValue === null) continue;
        min += lowValue * size;
        max += highValue * size;
      }
    }
    if (max <= 0) continue;
    const start = match.index;
    found.push({
      start,
      end: start + phrase.length,
      text: phrase,
      seconds: Math.round(max),
      minSeconds: Math.round(Math.min(min, max)),
    });
  }
  return found;
}
