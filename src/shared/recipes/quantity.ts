/**
 * Ingredient quantities as written in recipes ('2', '0.5', '1/2', '1 1/2', '½', '2-3') and the
 * batch scaling rule (product rule: quantity-scaling): multiply, then show results within 0.01 of a
 * quarter, third, half, two-thirds or three-quarters (plus any whole part) as that fraction, whole
 * numbers without decimals, anything else rounded to 2 decimals; text that is not a quantity
 * is shown as it is.
 *
 * Rounded results drop trailing zeros ('0.6', not '0.60'; 2.004 shows as '2'): the value is
 * the same and the shorter form reads better next to a unit (docs/spec-deviations.md).
 */

/**
 * Distance from a fraction within which a result is shown as that fraction
 * (product rule: quantity-scaling).
 */
export const FRACTION_TOLERANCE = 0.01;

/** The fractions the spec shows as fractions, in the order they are tried. */
const DISPLAY_FRACTIONS = [
  [1, 4],
  [1, 3],
  [1, 2],
  [2, 3],
  [3, 4],
] as const;

/** Unicode vulgar fractions that imported recipes use, as 'n/d'. */
const VULGAR_FRACTIONS: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};
const VULGAR_PATTERN = new RegExp(`[${Object.keys(VULGAR_FRACTIONS).join('')}]`, 'g');

const WHOLE_OR_DECIMAL = /^(?:\d+(?:\.\d+)?|\.\d+)$/;
const FRACTION = /^(\d+)\/(\d+)$/;
const MIXED = /^(\d+) (\d+)\/(\d+)$/;
/** Two quantities joined by a hyphen or an en dash: '2-3', '1/2 - 1', '1–1 1/2'. */
const RANGE = /^(.+?)\s*[-–]\s*(.+)$/;

/** '1½' → '1 1/2', '1 ½' → '1 1/2', fraction slash → '/', runs of spaces → one. */
function normalize(text: string): string {
  return text
    .replace(VULGAR_PATTERN, (c) => ` ${VULGAR_FRACTIONS[c]}`)
    .replaceAll('\u2044', '/')
    .replace(/\s+/g, ' ')
    .replace(/ ?\/ ?/g, '/')
    .trim();
}

function parseNormalized(text: string): number | null {
  if (WHOLE_OR_DECIMAL.test(text)) return Number(text);
  const fraction = FRACTION.exec(text);
  if (fraction) return ratio(fraction[1]!, fraction[2]!);
  const mixed = MIXED.exec(text);
  if (mixed) {
    const part = ratio(mixed[2]!, mixed[3]!);
    return part === null ? null : Number(mixed[1]) + part;
  }
  return null;
}

function ratio(numerator: string, denominator: string): number | null {
  const d = Number(denominator);
  return d === 0 ? null : Number(numerator) / d;
}

/**
 * The number a single quantity stands for: whole ('2'), decimal ('0.5', '.5'), fraction
 * ('1/2'), mixed ('1 1/2') or with a unicode fraction ('½', '1½'); null for anything else,
 * including ranges (see scaleQuantity) and words ('a pinch').
 */
export function parseQuantity(text: string | null | undefined): number | null {
  if (text == null) return null;
  return parseNormalized(normalize(text));
}

/**
 * The bounds a quantity stands for: a single quantity gives equal ends ('1 1/2' → 1.5–1.5),
 * a range its two ends ('2-3', '1/2 – 1'); null for anything else. The shopping list adds
 * ranges end by end ('2-3' onions + 1 onion → '3-4').
 */
export function parseQuantityRange(
  text: string | null | undefined,
): { low: number; high: number } | null {
  if (text == null) return null;
  const normalized = normalize(text);
  const single = parseNormalized(normalized);
  if (single !== null) return { low: single, high: single };
  const range = RANGE.exec(normalized);
  if (!range) return null;
  const low = parseNormalized(range[1]!);
  const high = parseNormalized(range[2]!);
  return low !== null && high !== null && low <= high ? { low, high } : null;
}

/** How the spec shows a (scaled) amount: '1/2', '2 1/3', '3', '0.13', '1.6'. */
export function formatQuantity(value: number): string {
  if (!Number.isFinite(value) || value < 0) return String(value);
  const whole = Math.floor(value);
  const part = value - whole;
  for (const [n, d] of DISPLAY_FRACTIONS) {
    // A hair of slack so results such as 0.33 * 2 are not lost to floating point.
    if (Math.abs(part - n / d) <= FRACTION_TOLERANCE + 1e-9) {
      return whole > 0 ? `${whole} ${n}/${d}` : `${n}/${d}`;
    }
  }
  const rounded = Math.round((value + Number.EPSILON) * 100) / 100;
  // String() of a value rounded to hundredths is its shortest form: no trailing zeros.
  return String(rounded);
}

/**
 * `quantity` multiplied by `factor` and shown by the spec's rule. A range scales both ends
 * ('2-3' × 2 → '4-6'). Unparseable text comes back as written, null as ''. A factor that is
 * not a positive number leaves the quantity as written rather than inventing an amount.
 */
export function scaleQuantity(quantity: string | null | undefined, factor: number): string {
  if (quantity == null) return '';
  if (!Number.isFinite(factor) || factor <= 0) return quantity;
  const text = normalize(quantity);
  const single = parseNormalized(text);
  if (single !== null) return formatQuantity(single * factor);
  const range = RANGE.exec(text);
  if (range) {
    const low = parseNormalized(range[1]!);
    const high = parseNormalized(range[2]!);
    if (low !== null && high !== null) {
      return `${formatQuantity(low * factor)}-${formatQuantity(high * factor)}`;
    }
  }
  return quantity;
}
