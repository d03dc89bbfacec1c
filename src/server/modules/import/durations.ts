/**
 * Durations and servings of recipes, from pages and pasted text alike (decision 036): ISO 8601
 * ('PT1H30M', 'P0DT45M', 'PT90M') read leniently, and text ('45 minutes', '1 hour 30 mins',
 * '1h15', '1 Std. 20 Min.', '2 Tage') in the units of the import's vocabulary.
 */
import { foldText } from '#shared/lib/fold-text';
import { isObject } from '#shared/lib/is-object';
import { alternation } from './vocabulary/alternation';
import { DURATION_UNITS } from './vocabulary/fact-words';

/** Duration units as regular-expression alternations over folded text. */
export const DAYS = alternation(DURATION_UNITS.days.map(foldText));
export const HOURS = alternation(DURATION_UNITS.hours.map(foldText));
export const MINUTES = alternation(DURATION_UNITS.minutes.map(foldText));

const ISO_PART = /(\d+(?:[.,]\d+)?)([YMWDHS])/g;
const ISO_MINUTES: Record<string, number> = { Y: 525600, W: 10080, D: 1440, H: 60, S: 1 / 60 };

/**
 * ISO 8601 read leniently, as pages write it: lowercase or spaced ('pt 20 m'), days inside the
 * time part ('PT0D1H0M'), designators with no number ('PTH25MS'), or no 'T' at all ('P30M',
 * 'P1H'): a recipe is never months long, so 'M' means months only before a 'T'.
 */
function fromIso(text: string): number | null {
  const iso = text.toUpperCase().replace(/\s+/g, '');
  if (!/^P[\dYMWDTHS.,]*$/.test(iso)) return null;
  const timeAt = iso.indexOf('T');
  let minutes = 0;
  let found = false;
  for (const match of iso.matchAll(ISO_PART)) {
    const value = Number(match[1]!.replace(',', '.'));
    const designator = match[2]!;
    const isMonths = designator === 'M' && timeAt >= 0 && match.index < timeAt;
    minutes += value * (isMonths ? 43200 : designator === 'M' ? 1 : ISO_MINUTES[designator]!);
    found = true;
  }
  return found ? Math.round(minutes) : null;
}

const DAYS_PART = new RegExp(String.raw`(\d{1,3}(?:[.,]\d+)?)\s*(?:${DAYS})(?!\p{L})\.?`, 'iu');
const HOURS_PART = new RegExp(
  String.raw`(\d{1,3}(?:[.,]\d+)?)\s*(?:${HOURS})(?!\p{L})\.?\s*(\d{1,3})?`,
  'iu',
);
const MINUTES_PART = new RegExp(
  String.raw`(\d{1,4})(?:\s*(?:-|–|to|bis)\s*\d{1,4})?\s*(?:${MINUTES})(?!\p{L})`,
  'iu',
);
const number = (digits: string) => Number(digits.replace(',', '.'));

/**
 * Minutes in a written duration: '1 hour 15 minutes' → 75, '1h15' → 75, '1,5 Std.' → 90,
 * '2 Tage' → 2880, '10-15 min' → 10 (the first figure of a range), '20 Min.' → 20, '45' → 45.
 * Null when none is found.
 */
export function parseMinutes(text: string): number | null {
  const folded = foldText(text);
  if (/^\s*\d+\s*$/.test(folded)) return Number(folded) || null;
  const days = DAYS_PART.exec(folded);
  const afterDays = days ? folded.slice(days.index + days[0].length) : folded;
  const hours = HOURS_PART.exec(afterDays);
  const minutes = MINUTES_PART.exec(
    hours ? afterDays.slice(hours.index + hours[0].length) : afterDays,
  );
  if (!days && !hours && !minutes) return null;
  let total = days ? Math.round(number(days[1]!) * 24 * 60) : 0;
  if (hours) {
    total += Math.round(number(hours[1]!) * 60);
    // '1h15' and '1 h 30': minutes without their unit right after the hours.
    if (hours[2] && !minutes) total += Number(hours[2]);
  }
  if (minutes) total += Number(minutes[1]);
  return total > 0 ? total : null;
}

/** Minutes for a duration value, null when it is missing, zero or unreadable. */
export function durationToMinutes(value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
  if (Array.isArray(value)) return durationToMinutes(value[0]);
  // schema.org Duration written as an object: { "@type": "Duration", "@value": "PT35M" }.
  if (isObject(value)) return durationToMinutes(value['@value'] ?? value.value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text) return null;
  const minutes = /^-?P/i.test(text) ? fromIso(text) : parseMinutes(text);
  return minutes !== null && minutes > 0 ? minutes : null;
}

/** A yield's number of servings: the upper end of a range ('4-6', 'Serves 10 to 12' → 6, 12). */
function servingsInText(text: string): number | null {
  const match = /(\d+)(?:\s*(?:-|–|—|to|or|bis|à|a)\s*(\d+))?/i.exec(text);
  if (!match) return null;
  const low = Number(match[1]);
  const high = match[2] ? Number(match[2]) : low;
  return high > low ? high : low;
}

/**
 * Servings from a yield ('4 servings', 6, { value: 6 }, '4-6' → 6); in a list
 * (['6', '6 to 8 servings']) the first item that holds a number.
 */
export function yieldToServings(value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const servings = yieldToServings(item);
      if (servings !== null) return servings;
    }
    return null;
  }
  if (isObject(value)) return yieldToServings(value.value ?? value['@value'] ?? value.maxValue);
  if (typeof value !== 'string') return null;
  const servings = servingsInText(value);
  return servings !== null && servings > 0 ? servings : null;
}
