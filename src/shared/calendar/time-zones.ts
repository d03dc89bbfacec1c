/**
 * IANA time zone names, as this runtime's Intl knows them (Node's on the server, the browser's
 * on the client). No zone data of our own: Intl carries the rules, and the server's
 * timezones-ical-library writes them into the feed.
 */

let supported: ReadonlySet<string> | undefined;

/** Intl's canonical zone names plus 'UTC' (which Intl lists under Etc/ or not at all). */
export function supportedTimeZones(): ReadonlySet<string> {
  return (supported ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']));
}

/** Area/Location, each part starting with a capital: 'America/Argentina/Buenos_Aires'. */
const IANA_SHAPE = /^[A-Z][A-Za-z0-9_+-]*(?:\/[A-Z][A-Za-z0-9_+-]*)+$/;

/** The zone Intl takes `name` for, or null when it does not know it. */
function resolveTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * A zone name to accept: one Intl lists, 'UTC', or an IANA alias of a listed zone. The aliases
 * matter because runtimes disagree on which name is canonical: Firefox and newer browsers
 * report 'Asia/Kolkata' and 'Europe/Kyiv' where Node 20's ICU lists 'Asia/Calcutta' and
 * 'Europe/Kiev'. A listed name in other letter case ('europe/berlin') is refused, so each zone
 * is stored under one spelling.
 */
export function isKnownTimeZone(name: string): boolean {
  const zones = supportedTimeZones();
  if (zones.has(name)) return true;
  if (!IANA_SHAPE.test(name)) return false;
  const resolved = resolveTimeZone(name);
  if (resolved === null || !zones.has(resolved)) return false;
  return resolved.toLowerCase() !== name.toLowerCase();
}

/** The zone the browser (or server) runs in, if it is one to accept; else 'UTC'. */
export function localTimeZone(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isKnownTimeZone(zone) ? zone : 'UTC';
}
