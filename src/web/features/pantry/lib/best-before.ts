import { differenceInCalendarDays, parseISO } from 'date-fns';

/** How soon "soon" is: a week is what a family shops and plans by. */
export const USE_SOON_DAYS = 7;

export type Freshness = 'expired' | 'soon' | 'fine' | null;

/**
 * A pantry item's best-before date against today (product rule: pantry-page): past it is
 * 'expired', within the week 'soon'; without a date, null. Dates are calendar days
 * ('2026-12-01'), compared in the reader's own day.
 */
export function freshness(bestBefore: string | null, today: Date): Freshness {
  if (!bestBefore) return null;
  const days = differenceInCalendarDays(parseISO(bestBefore), today);
  if (days < 0) return 'expired';
  return days <= USE_SOON_DAYS ? 'soon' : 'fine';
}
