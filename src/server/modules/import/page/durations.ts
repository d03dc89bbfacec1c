/**
 * Durations from recipe pages to minutes: ISO 8601 ('PT1H30M', 'P0DT45M', 'PT90M') read
 * leniently, and text ('45 minutes', '1 hour 30 mins', '1h 15m', '1 Std. 20 Min.').
 */
const UNIT_MINUTES: [RegExp, number][] = [
  [/^(?:d|days?|tage?n?|jours?|d[ií]as?)$/i, 24 * 60],
  [/^(?:h|hrs?|hours?|std\.?|stunden?|heures?|horas?)$/i, 60],
  [/^(?:m|mins?\.?|minutes?|minuten?|minutos?)$/i, 1],
];

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

function fromText(text: string): number | null {
  let total = 0;
  let found = false;
  for (const match of text.matchAll(/(\d+(?:[.,]\d+)?)\s*([a-zA-Zäéí.]+)/g)) {
    const unit = UNIT_MINUTES.find(([pattern]) => pattern.test(match[2]!));
    if (!unit) continue;
    total += Number(match[1]!.replace(',', '.')) * unit[1];
    found = true;
  }
  if (!found && /^\d+$/.test(text.trim())) return Number(text.trim());
  return found ? Math.round(total) : null;
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
  const minutes = /^-?P/i.test(text) ? fromIso(text) : fromText(text);
  return minutes !== null && minutes > 0 ? minutes : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
