import { describe, expect, it } from 'vitest';
import { minutesInEnglish, minutesUntil, waitParams } from './app-error';

describe('the params of a limit reached', () => {
  it("reads @fastify/rate-limit's wait into a count and a unit", () => {
    expect(waitParams('1 minute')).toEqual({ count: 1, unit: 'minute', after: '1 minute' });
    expect(waitParams('45 seconds')).toEqual({ count: 45, unit: 'second', after: '45 seconds' });
    expect(waitParams('2 hours')).toEqual({ count: 2, unit: 'hour', after: '2 hours' });
    expect(waitParams('3 days')).toEqual({ count: 3, unit: 'day', after: '3 days' });
    expect(waitParams('500 ms')).toEqual({ count: 0, unit: 'other', after: '500 ms' });
  });

  it('counts whole minutes, at least one, as the English messages say them', () => {
    expect(minutesUntil(1)).toBe(1);
    expect(minutesUntil(60)).toBe(1);
    expect(minutesUntil(61)).toBe(2);
    expect(minutesInEnglish(1)).toBe('1 minute');
    expect(minutesInEnglish(12)).toBe('12 minutes');
  });
});
