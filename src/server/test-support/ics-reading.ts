import ical, { type VEvent } from 'node-ical';

/**
 * Reading a calendar feed back in tests, with node-ical (an independent parser) and Intl, never
 * with the code that wrote it.
 */

/** Days as 'YYYY-MM-DD' with UTC date arithmetic, written here rather than borrowed. */
export const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const everyDay = (from: string, to: string) => {
  const days: string[] = [];
  for (let day = from; day <= to; day = shift(day, 1)) days.push(day);
  return days;
};

/** 'YYYY-MM-DD HH:MM' of an instant on the clocks of `zone`, by Intl. */
export function clockIn(instant: Date, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A date-only value as node-ical gives it: local midnight of the day. */
export const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A property node-ical gives as text, or as `{ params, val }` when it carries parameters. */
export const textOf = (value: unknown): string =>
  typeof value === 'object' && value !== null && 'val' in value ? String(value.val) : String(value);

/** The events by UID, the VCALENDAR and the VTIMEZONEs of a feed. */
export function parseEvents(ics: string) {
  const parsed = ical.sync.parseICS(ics);
  const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
  const calendar = Object.values(parsed).find((c) => c?.type === 'VCALENDAR');
  const zones = Object.values(parsed).filter((c) => c?.type === 'VTIMEZONE');
  return { events: new Map(events.map((e) => [e.uid, e])), calendar, zones };
}
