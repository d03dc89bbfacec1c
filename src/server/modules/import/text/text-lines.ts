/**
 * Line-level reading of pasted recipe text: line endings, markdown and list markers, step
 * numbers, and whether a line looks like an ingredient or a sentence.
 */

/** An unpaired UTF-16 surrogate: like NUL, text the database cannot store (see safeText). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function withoutUnstorable(text: string) {
  return text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '');
}

/** One line of text the database can store, white space collapsed. */
export function storableText(text: string): string {
  return withoutUnstorable(text).replace(/\s+/g, ' ').trim();
}

/** Pasted text as lines: any line ending, no BOM, no characters the database refuses. */
export function splitLines(text: string): string[] {
  return withoutUnstorable(text)
    .normalize('NFC')
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?|\u2028|\u2029/g, '\n')
    .replace(/[\u00A0\u202F\u2007\t]/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim());
}

/** List markers people paste from websites, notes apps and markdown. */
const BULLET = /^(?:[-*+]\s+|[•·◦‣▪▫■□▢☐☑✓✔–—>]\s*|\[[ xX]?\]\s*)+/u;
const MARKDOWN_HEADING = /^#{1,6}\s*/;
/**
 * Step numbers: '1.', '1)', '(1)', 'Step 1:', 'Schritt 1', 'Étape 1', 'Paso 1'. Not '1 -':
 * '2 - 3 eggs' is a range.
 */
const STEP_NUMBER =
  /^(?:(?:step|schritt|[ée]tape|paso|passo|stap)\s*\d+\s*[.:)\-–]?\s*|\(?\d{1,2}\s*[.)]\s+)/iu;
const STEP_LABEL_ONLY = /^(?:step|schritt|[ée]tape|paso|passo|stap)\s*\d+\s*[.:)]?$/iu;

export type TextLine = {
  /** The line without markdown emphasis, heading marks, bullets or step numbers. */
  text: string;
  isBulleted: boolean;
  isNumbered: boolean;
  /** A markdown heading ('## Sauce') or a line that is bold as a whole ('**Sauce**'). */
  isMarkedHeading: boolean;
  /** 'Step 3' alone on its line: the step's text follows on the next lines. */
  isStepLabel: boolean;
};

export function readLine(raw: string): TextLine {
  let text = raw;
  let isMarkedHeading = MARKDOWN_HEADING.test(text);
  text = text.replace(MARKDOWN_HEADING, '').replace(/\s*#+$/, '');
  const isBulleted = BULLET.test(text);
  text = text.replace(BULLET, '');
  if (/^(\*\*|__)[^*_]+\1:?$/.test(text)) isMarkedHeading = true;
  text = stripEmphasis(text);
  const isStepLabel = STEP_LABEL_ONLY.test(text);
  const isNumbered = !isStepLabel && STEP_NUMBER.test(text);
  if (isNumbered) text = text.replace(STEP_NUMBER, '');
  return { text: text.trim(), isBulleted, isNumbered, isMarkedHeading, isStepLabel };
}

/** '**bold**', '__bold__', '*italic*', '`code`' and markdown links keep only their text. */
function stripEmphasis(text: string) {
  return (
    text
      // Bounded and '['-free inside, so '[[[[...' takes linear time.
      .replace(/\[([^[\]]{1,500})\]\([^()\s]{0,2000}\)/g, '$1')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,:;!?]|$)/g, '$1$2')
      .replace(/`([^`]+)`/g, '$1')
  );
}

const UNICODE_FRACTION = '½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞';
/**
 * Lines that start with an amount: a number or fraction, or an article or count word in one
 * of the languages we read ('a pinch of salt', 'eine Prise Salz', 'une pincée de sel').
 */
const QUANTITY_LED = new RegExp(
  `^(?:\\d|[${UNICODE_FRACTION}]|(?:a|an|one|two|three|four|half|some|a few|ein|eine|einen|zwei|drei|vier|etwas|un|une|deux|trois|quelques|una|uno|dos|tres|unos|unas|due|tre|een|twee|drie|pinch|handful|dash|prise|msp|pinc[ée]e|pizzico|pizca|snufje)\\s)`,
  'iu',
);

export function isQuantityLed(text: string) {
  return QUANTITY_LED.test(text);
}

export function wordCount(text: string) {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * A line that reads as an instruction rather than an item: long, or a finished sentence of at
 * least `minWords` words.
 */
export function isSentence(text: string, minWords = 4) {
  const words = wordCount(text);
  return words >= 10 || (words >= minWords && /[.!]$/.test(text));
}

/** Cuts at a word boundary so a capped text does not end mid-word. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trim();
}
