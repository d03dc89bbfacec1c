/**
 * One ingredient line ('1½ cups flour, sifted') split into quantity, unit and text as written
 * (issue 12). `parse-ingredient` recognises the unit; the quantity is cut from the line itself so
 * it keeps its written form ('1½', '2-3', '1 to 2'), and `line` always reads like the original:
 * when the parts cannot be joined back into the original words in order, the whole line stays
 * in `text` with no quantity or unit.
 */
import { parseIngredient } from 'parse-ingredient';
import type { ExtractedIngredient } from '#shared/import/extracted-recipe';
import { parseQuantityRange } from './quantity';

// Longest forms first: a mixed number before a fraction before a whole number.
const NUMBER = String.raw`(?:\d+\s+\d+\s*[/⁄]\s*\d+|\d+\s*[/⁄]\s*\d+|\d+(?:[.,]\d+)?(?:\s*[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])?|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])`;
/** A leading quantity: a number, a mixed number, or a range joined by '-', '–' or 'to'. */
const LEADING_QUANTITY = new RegExp(
  String.raw`^(${NUMBER}(?:\s*(?:-|–|—|to|or)\s*${NUMBER})?)(?=[\s(a-zA-Z\u00C0-\u024F]|$)`,
);

/** Units our kitchen language uses that parse-ingredient does not know (German, French, Spanish). */
const EXTRA_UNITS: Record<string, { short: string; plural: string; alternates: string[] }> = {
  esslöffel: { short: 'EL', plural: 'Esslöffel', alternates: ['EL', 'El', 'Essl.'] },
  teelöffel: { short: 'TL', plural: 'Teelöffel', alternates: ['TL', 'Tl', 'Teel.'] },
  prise: { short: 'Prise', plural: 'Prisen', alternates: ['Pr.'] },
  bund: { short: 'Bund', plural: 'Bund', alternates: ['Bd.'] },
  cuillère_soupe: { short: 'c. à s.', plural: 'cuillères à soupe', alternates: ['càs', 'cs'] },
  cuillère_café: { short: 'c. à c.', plural: 'cuillères à café', alternates: ['càc', 'cc'] },
  cucharada: { short: 'cda', plural: 'cucharadas', alternates: ['cdas'] },
  cucharadita: { short: 'cdta', plural: 'cucharaditas', alternates: ['cdtas'] },
};
const ADDITIONAL_UOMS = Object.fromEntries(
  Object.entries(EXTRA_UNITS).map(([id, u]) => [id, { ...u, type: 'other' as const }]),
);

/** Words parse-ingredient counts as units that read better as part of the text ('1 large egg'). */
const SIZE_WORDS = new Set(['large', 'medium', 'small', 'lg', 'med', 'sm']);

const GROUP_HEADING = /^(?:for (?:the )?[^\d]{1,60}:|[^\d:]{1,60}:)$/i;

/** Group headings ('For the sauce:', 'Dough:') are not ingredients. */
export function isIngredientGroupHeading(line: string): boolean {
  const text = line.trim();
  if (!text) return false;
  if (GROUP_HEADING.test(text)) return true;
  return /^for (?:the )?[a-z ]{1,40}$/i.test(text) && text.split(/\s+/).length <= 5;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function whole(text: string): ExtractedIngredient {
  return { quantity: null, unit: null, text, line: text };
}

/** Splits one ingredient line; an empty line gives null. */
export function parseIngredientLine(raw: string): ExtractedIngredient | null {
  const line = raw.replace(/\s+/g, ' ').trim();
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

/** The unit word at the start of `rest` as written, when parse-ingredient recognises it. */
function findUnit(rest: string): string | null {
  if (!rest) return null;
  const [parsed] = parseIngredient(`1 ${rest}`, { additionalUOMs: ADDITIONAL_UOMS });
  const written = parsed?.unitOfMeasure;
  if (!written || SIZE_WORDS.has(written.toLowerCase())) return null;
  const at = new RegExp(`^${escapeRegex(written)}(?![\\p{L}])`, 'iu').exec(rest);
  return at ? at[0] : null;
}

function joinLine(quantity: string, unit: string | null, text: string): string {
  return [quantity, unit, text].filter((part) => part).join(' ');
}
