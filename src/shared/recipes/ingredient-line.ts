/**
 * The one reader of an ingredient line (product rule: ingredient-line): the form's paste, the
 * import from a page or a pasted text all split a line ('1½ cups flour, sifted') into quantity,
 * unit and text as written, and tell group headings ('For the sauce:', 'Für den Teig', 'SAUCE')
 * from ingredients (docs/decisions/036-one-ingredient-line.md). `parse-ingredient` recognises the
 * unit; the quantity is cut from the line itself so it keeps its written form ('1½', '2-3', '1 to
 * 2'), and `line` always reads like the original: when the parts cannot be joined back into the
 * original words in order, the whole line stays in `text` with no quantity or unit.
 */
import { parseIngredient } from 'parse-ingredient';
import type { ExtractedIngredient } from '#shared/import/extracted-recipe';
import { foldText } from '#shared/lib/fold-text';
import { parseQuantityRange } from './quantity';

// Longest forms first: a mixed number before a fraction before a whole number.
const NUMBER = String.raw`(?:\d+\s+\d+\s*[/⁄]\s*\d+|\d+\s*[/⁄]\s*\d+|\d+(?:[.,]\d+)?(?:\s*[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])?|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])`;
/** A leading quantity: a number, a mixed number, or a range joined by '-', '–' or 'to'. */
const LEADING_QUANTITY = new RegExp(
  String.raw`^(${NUMBER}(?:\s*(?:-|–|—|to|or)\s*${NUMBER})?)(?=[\s(a-zA-Z\u00C0-\u024F]|$)`,
);

/** List bullets pasted along with ingredients: '- ', '* ', '• '. */
const BULLET = /^[-*•·–]\s+/;

/**
 * Units German, French and Spanish recipes write (imports and pastes bring them), as written,
 * which parse-ingredient does not know, or misreads ('c. à s.' as 'c.', a cup). Matched before
 * parse-ingredient, longest first, case-insensitive. The shared unit reader
 * (shopping/measures.ts) knows the measures among them ('EL' is a tablespoon); the rest are
 * counts ('Prise', 'gousses').
 */
const OTHER_LANGUAGE_UNITS = [
  // German
  'Esslöffel',
  'EL',
  'Essl.',
  'Teelöffel',
  'TL',
  'Teel.',
  'Prisen',
  'Prise',
  'Pr.',
  'Bund',
  'Bd.',
  'Zehen',
  'Zehe',
  'Dosen',
  'Dose',
  'Becher',
  'Päckchen',
  'Pck.',
  'Msp.',
  'Scheiben',
  'Scheibe',
  'Stück',
  'Stk.',
  'Gramm',
  'Liter',
  'Milliliter',
  // French
  'cuillères à soupe',
  'cuillère à soupe',
  'cuillerées à soupe',
  'cuillerée à soupe',
  'c. à soupe',
  'c. à s.',
  'c.à.s.',
  'càs',
  'cuillères à café',
  'cuillère à café',
  'cuillerées à café',
  'cuillerée à café',
  'c. à café',
  'c. à c.',
  'c.à.c.',
  'càc',
  'pincées',
  'pincée',
  'gousses',
  'gousse',
  'boîtes',
  'boîte',
  'tranches',
  'tranche',
  'bottes',
  'botte',
  'sachets',
  'sachet',
  'brins',
  'brin',
  // Spanish
  'cucharadas',
  'cucharada',
  'cdas',
  'cda',
  'cucharaditas',
  'cucharadita',
  'cdtas',
  'cdta',
  'pizcas',
  'pizca',
  'dientes',
  'diente',
  'latas',
  'lata',
  'tazas',
  'taza',
  'rebanadas',
  'rebanada',
  'manojos',
  'manojo',
  'ramitas',
  'ramita',
  'gramos',
  'litros',
  'litro',
].sort((a, b) => b.length - a.length);

const OTHER_LANGUAGE_UNIT = new RegExp(
  `^(?:${OTHER_LANGUAGE_UNITS.map(escapeRegex).join('|')})(?![\\p{L}])`,
  'iu',
);

/** Words parse-ingredient counts as units that read better as part of the text ('1 large egg'). */
const SIZE_WORDS = new Set(['large', 'medium', 'small', 'lg', 'med', 'sm']);

/** 'For the', 'Für den', 'Pour la', 'Para el', 'Per il': a group named by what it is for. */
const FOR_THE =
  /^(?:for the|for|fur (?:den|die|das)|pour (?:la|le|les|l')|para (?:el|la|los|las)|per (?:il|la|le|i|gli))\s/;

/**
 * A group heading inside a list ('For the sauce:', 'Dough:', 'Für den Teig', 'SAUCE', or a
 * line the source marked as a heading): it names the part of the recipe that follows and is
 * no ingredient. A line with a digit never is one ('For 4 people: double everything').
 */
export function isGroupHeading(line: string, isMarkedHeading = false): boolean {
  const text = line.trim();
  if (!text) return false;
  if (isMarkedHeading) return true;
  if (/\d/.test(text)) return false;
  const words = text.split(/\s+/).length;
  if (/[:：]$/.test(text)) return words <= 8 || (text.length <= 60 && !/:./.test(text));
  if (FOR_THE.test(foldText(text))) return words <= 5;
  // A short line in capitals: 'SAUCE', 'FÜR DEN TEIG'.
  return words <= 8 && text === text.toUpperCase() && /\p{Lu}{3}/u.test(text);
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function whole(text: string): ExtractedIngredient {
  return { quantity: null, unit: null, text, line: text };
}

/** Splits one ingredient line (a pasted bullet dropped); an empty line gives null. */
export function parseIngredientLine(raw: string): ExtractedIngredient | null {
  const line = raw.replace(/\s+/g, ' ').trim().replace(BULLET, '');
  if (!line) return null;
  const quantityMatch = LEADING_QUANTITY.exec(line);
  if (!quantityMatch) return whole(line);
  const quantity = quantityMatch[1]!.trim();
  if (parseQuantityRange(quantity.replace(/\s*(?:to|or)\s*/, '-').replace(',', '.')) === null) {
    // '1, 2' or similar: not a quantity we can read; keep the line whole.
    if (!/^\d/.test(quantity)) return whole(line);
  }
  const rest = line.slice(quantityMatch[0].length).trim();
  const unit = findUnit(rest);
  if (!unit) return { quantity, unit: null, text: rest, line: joinLine(quantity, null, rest) };
  const text = rest
    .slice(unit.length)
    .replace(/^\.(?=\s)/, '')
    .trim();
  return { quantity, unit, text, line: joinLine(quantity, unit, text) };
}

export type IngredientLineReading =
  { kind: 'heading'; text: string } | { kind: 'ingredient'; ingredient: ExtractedIngredient };

/** A line of an ingredient list: a group heading, an ingredient, or null when empty. */
export function readIngredientLine(raw: string): IngredientLineReading | null {
  const parsed = parseIngredientLine(raw);
  if (!parsed) return null;
  if (isGroupHeading(parsed.line)) return { kind: 'heading', text: parsed.line };
  return { kind: 'ingredient', ingredient: parsed };
}

/**
 * The unit word at the start of `rest` as written: one of the other languages' units, or one
 * parse-ingredient recognises.
 */
function findUnit(rest: string): string | null {
  if (!rest) return null;
  const other = OTHER_LANGUAGE_UNIT.exec(rest);
  if (other) return other[0];
  const [parsed] = parseIngredient(`1 ${rest}`);
  const written = parsed?.unitOfMeasure;
  if (!written || SIZE_WORDS.has(written.toLowerCase())) return null;
  const at = new RegExp(`^${escapeRegex(written)}(?![\\p{L}])`, 'iu').exec(rest);
  return at ? at[0] : null;
}

function joinLine(quantity: string, unit: string | null, text: string): string {
  return [quantity, unit, text].filter((part) => part).join(' ');
}
