import { describe, expect, it } from 'vitest';
import { dayIn, wallClockOf, wallClockToInstant, ZonedTime } from './zoned-time';

const utc = (iso: string) => new Date(iso).toISOString();
const instant = (day: string, time: string, zone: string) =>
  wallClockToInstant(day, time, zone).toISOString();

describe('a wall-clock time in a zone as an instant (wallClockToInstant)', () => {
  it('uses the offset in force on that day, on both sides of a change', () => {
    // Europe/Berlin: CET (+1) until 2026-03-29 02:00, CEST (+2) until 2026-10-25 03:00.
    expect(instant('2026-03-28', '18:00', 'Europe/Berlin')).toBe(utc('2026-03-28T17:00:00Z'));
    expect(instant('2026-03-29', '18:00', 'Europe/Berlin')).toBe(utc('2026-03-29T16:00:00Z'));
    expect(instant('2026-10-24', '08:00', 'Europe/Berlin')).toBe(utc('2026-10-24T06:00:00Z'));
    expect(instant('2026-10-25', '08:00', 'Europe/Berlin')).toBe(utc('2026-10-25T07:00:00Z'));
    // America/New_York: EDT (-4) until 2026-11-01 02:00, then EST (-5).
    expect(instant('2026-10-31', '18:00', 'America/New_York')).toBe(utc('2026-10-31T22:00:00Z'));
    expect(instant('2026-11-01', '18:00', 'America/New_York')).toBe(utc('2026-11-01T23:00:00Z'));
    // Australia/Sydney goes the other way: AEDT (+11) until 2026-04-05 03:00, then AEST (+10).
    expect(instant('2026-04-04', '12:00', 'Australia/Sydney')).toBe(utc('2026-04-04T01:00:00Z'));
    expect(instant('2026-04-05', '12:00', 'Australia/Sydney')).toBe(utc('2026-04-05T02:00:00Z'));
  });

  it('handles zones off the hour and half-hour changes', () => {
    expect(instant('2026-06-01', '08:00', 'Asia/Kathmandu')).toBe(utc('2026-06-01T02:15:00Z'));
    expect(instant('2026-06-01', '08:00', 'Asia/Kolkata')).toBe(utc('2026-06-01T02:30:00Z'));
    // Lord Howe Island moves its clocks by 30 minutes (+10:30 in winter, +11 in summer).
    expect(instant('2026-07-01', '12:00', 'Australia/Lord_Howe')).toBe(utc('2026-07-01T01:30:00Z'));
    expect(instant('2026-12-01', '12:00', 'Australia/Lord_Howe')).toBe(utc('2026-12-01T01:00:00Z'));
  });

  it('is the UTC reading itself in UTC', () => {
    expect(instant('2026-03-29', '02:30', 'UTC')).toBe(utc('2026-03-29T02:30:00Z'));
    expect(instant('2028-02-29', '23:59', 'UTC')).toBe(utc('2028-02-29T23:59:00Z'));
  });

  it('moves a time that never happens on by the length of the gap', () => {
    // Berlin skips 02:00–03:00 on 2026-03-29: 02:30 is read as 03:30 CEST.
    expect(instant('2026-03-29', '02:30', 'Europe/Berlin')).toBe(utc('2026-03-29T01:30:00Z'));
    expect(instant('2026-03-08', '02:15', 'America/New_York')).toBe(utc('2026-03-08T07:15:00Z'));
  });

  it('takes the earlier of a time that happens twice', () => {
    // Berlin runs 02:00–03:00 twice on 2026-10-25: first in CEST (+2).
    expect(instant('2026-10-25', '02:30', 'Europe/Berlin')).toBe(utc('2026-10-25T00:30:00Z'));
    expect(instant('2026-11-01', '01:30', 'America/New_York')).toBe(utc('2026-11-01T05:30:00Z'));
  });

  it('reads back as the same wall-clock time for every quarter hour of a changing day', () => {
    for (const [day, zone] of [
      ['2026-03-29', 'Europe/Berlin'],
      ['2026-10-25', 'Europe/Berlin'],
      ['2026-03-08', 'America/New_York'],
      ['2026-04-05', 'Australia/Sydney'],
    ] as const) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const w = wallClockOf(wallClockToInstant(day, time, zone), zone);
        const read = `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
        // Only the skipped hour reads differently (an hour later).
        if (read !== time) {
          expect(Number(read.slice(0, 2)) - Number(time.slice(0, 2)), `${zone} ${time}`).toBe(1);
          expect(['02', '03'], `${zone} ${day} ${time}`).toContain(time.slice(0, 2));
        }
        expect(dayIn(wallClockToInstant(day, time, zone), zone)).toBe(day);
      }
    }
  });
});

describe('the day of an instant in a zone (dayIn)', () => {
  it('is the day on the clocks there, not on the server', () => {
    const lateEvening = new Date('2026-11-28T23:30:00Z');
    expect(dayIn(lateEvening, 'UTC')).toBe('2026-11-28');
    expect(dayIn(lateEvening, 'Europe/Berlin')).toBe('2026-11-29');
    expect(dayIn(lateEvening, 'America/Los_Angeles')).toBe('2026-11-28');
    expect(dayIn(new Date('2026-11-28T10:30:00Z'), 'Pacific/Kiritimati')).toBe('2026-11-29');
  });
});

describe('ZonedTime (the value ical-generator formats)', () => {
  const dinner = new ZonedTime(new Date('2026-03-29T16:00:00Z'), 'Europe/Berlin');

  it('formats the wall-clock date and time of its zone', () => {
    expect(dinner.format('YYYYMMDD')).toBe('20260329');
    expect(dinner.format('HHmmss')).toBe('180000');
    expect(dinner.tz('Asia/Tokyo').format('YYYYMMDD')).toBe('20260330');
    expect(dinner.tz('Asia/Tokyo').format('HHmmss')).toBe('010000');
    expect(dinner.utc().format('HHmmss')).toBe('160000');
    expect(dinner.tz('Europe/Berlin')).toBe(dinner);
  });

  it('keeps its instant', () => {
    expect(dinner.toDate().toISOString()).toBe('2026-03-29T16:00:00.000Z');
    expect(dinner.toJSON()).toBe('2026-03-29T16:00:00.000Z');
    expect(dinner.isValid()).toBe(true);
    expect(new ZonedTime(new Date(Number.NaN), 'UTC').isValid()).toBe(false);
  });

  it('refuses a pattern it does not implement rather than guess', () => {
    expect(() => dinner.format('YYYY-MM-DD')).toThrow(/cannot format/);
  });
});
