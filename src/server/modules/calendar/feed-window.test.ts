import { describe, expect, it } from 'vitest';
import { daysBetween, isSunday } from '#shared/meal-plans/calendar-day';
import { feedWindow, feedWindowAt } from './feed-window';

describe('the days a feed lists (feedWindow)', () => {
  it('runs from the Sunday four weeks back to the Saturday ending the twelfth week on', () => {
    // Thursday 2026-11-26: its week starts on Sunday 2026-11-22.
    expect(feedWindow('2026-11-26')).toEqual({ startDate: '2026-10-25', endDate: '2027-02-13' });
  });

  it('is the same for every day of one week, and moves a week on Sunday', () => {
    const week = ['2026-11-22', '2026-11-23', '2026-11-25', '2026-11-28'];
    for (const day of week) expect(feedWindow(day)).toEqual(feedWindow('2026-11-22'));
    expect(feedWindow('2026-11-29')).toEqual({ startDate: '2026-11-01', endDate: '2027-02-20' });
  });

  it('is always 16 whole weeks, Sunday to Saturday, holding the day', () => {
    for (const day of ['2026-03-29', '2026-10-25', '2027-01-01', '2028-02-29', '2026-12-31']) {
      const { startDate, endDate } = feedWindow(day);
      expect(isSunday(startDate), day).toBe(true);
      expect(daysBetween(startDate, endDate) + 1).toBe(16 * 7);
      expect(daysBetween(startDate, day)).toBeGreaterThanOrEqual(28);
      expect(daysBetween(startDate, day)).toBeLessThan(35);
    }
  });
});

describe("a feed's window at an instant (feedWindowAt)", () => {
  it("counts weeks on the family's calendar, not the server's", () => {
    // Saturday 23:30 in UTC is already Sunday in Berlin: Berlin's window is a week later.
    const now = new Date('2026-11-28T23:30:00Z');
    expect(feedWindowAt(now, 'UTC')).toEqual(feedWindow('2026-11-28'));
    expect(feedWindowAt(now, 'Europe/Berlin')).toEqual(feedWindow('2026-11-29'));
    expect(feedWindowAt(now, 'Europe/Berlin')).not.toEqual(feedWindowAt(now, 'UTC'));
  });
});
