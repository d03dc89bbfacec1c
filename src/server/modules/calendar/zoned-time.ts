import type { ICalDayJsStub } from 'ical-generator';
import type { CalendarDay } from '#shared/meal-plans/calendar-day';

/**
 * Wall-clock times in a named zone, worked out with Intl alone: the server's own zone (TZ)
 * never enters, so a feed for Europe/Berlin is the same from a server in UTC or in Sydney.
 */

type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string) {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of `instant` in `zone`. */
export function wallClockOf(instant: Date, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const asUtcMillis = (w: WallClock) =>
  Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** How far `zone`'s clocks are ahead of UTC at `instantMs`, in milliseconds. */
function offsetAt(instantMs: number, zone: string) {
  const whole = Math.floor(instantMs / 1000) * 1000;
  return asUtcMillis(wallClockOf(new Date(whole), zone)) - whole;
}

const DAY_MS = 86_400_000;

/**
 * The instant at which clocks in `zone` read `time` ('HH:MM') on `day`. Daylight-saving changes
 * are resolved as RFC 5545 (and Temporal's 'compatible') do: a time that happens twice (clocks
 * turned back) is the earlier one; a time that never happens (clocks turned forward) moves on
 * by the length of the gap, 02:30 becoming 03:30.
 */
export function wallClockToInstant(day: CalendarDay, time: string, zone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  // No zone changes its offset twice within a day: the offsets a day either side are the two
  // the wall-clock time can have.
  const before = offsetAt(asUtc - DAY_MS, zone);
  const after = offsetAt(asUtc + DAY_MS, zone);
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset)
    .filter((instant) => asUtcMillis(wallClockOf(new Date(instant), zone)) === asUtc)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? asUtc - before);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** 'YYYY-MM-DD' of `instant` in `zone`: "today" for a feed is today where its family lives. */
export function dayIn(instant: Date, zone: string): CalendarDay {
  const w = wallClockOf(instant, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/**
 * An instant read in a zone, in the shape ical-generator takes for a Day.js value (its
 * documented `ICalDayJsStub`). ical-generator writes a native Date with a time zone through the
 * server's local clock (`getHours()`), which is only right when the server runs in that zone;
 * this value formats itself in the feed's zone instead. Only the two patterns ical-generator
 * asks for are supported.
 */
export class ZonedTime implements ICalDayJsStub {
  constructor(
    readonly instant: Date,
    readonly zone: string,
  ) {}

  format(pattern?: string): string {
    const w = wallClockOf(this.instant, this.zone);
    if (pattern === 'YYYYMMDD') return `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}`;
    if (pattern === 'HHmmss') return `${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
    throw new Error(`ZonedTime cannot format '${pattern}'`);
  }

  isValid() {
    return !Number.isNaN(this.instant.getTime());
  }

  toDate() {
    return new Date(this.instant);
  }

  toJSON() {
    return this.instant.toISOString();
  }

  tz(zone?: string): ZonedTime {
    return zone === undefined || zone === this.zone ? this : new ZonedTime(this.instant, zone);
  }

  utc(): ZonedTime {
    return this.tz('UTC');
  }
}
