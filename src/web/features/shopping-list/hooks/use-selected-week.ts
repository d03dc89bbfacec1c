import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseDayString, toDayString } from '#shared/meal-plans/calendar-day';
import { pickShoppingWeek, shoppingWeeks } from '../lib/shopping-weeks';

/** The query parameter that keeps the chosen week, so a reload or a shared link keeps it. */
export const WEEK_PARAM = 'week';

/**
 * The five offered weeks and the chosen one (`?week=YYYY-MM-DD`; anything else means this
 * week). The weeks are worked out once per calendar day, not on every render.
 */
export function useSelectedWeek() {
  const today = toDayString(new Date());
  const weeks = useMemo(() => shoppingWeeks(parseDayString(today)!), [today]);
  const [searchParams, setSearchParams] = useSearchParams();
  const week = pickShoppingWeek(weeks, searchParams.get(WEEK_PARAM));

  const selectWeek = useCallback(
    (weekStartDate: string) =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set(WEEK_PARAM, weekStartDate);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { weeks, week, selectWeek };
}
