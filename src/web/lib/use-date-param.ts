import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseDayString, toDayString } from '#shared/meal-plans/calendar-day';

/**
 * A calendar day kept in the URL (?week=2025-03-09, ?day=2025-03-11), so a reload or a shared
 * link shows the same week or day. Null when absent or not a real day; setting null removes
 * it. Changes replace the history entry: stepping through weeks is not navigation.
 */
export function useDateParam(name: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(name);
  const date = raw ? parseDayString(raw) : null;

  const setDate = useCallback(
    (next: Date | null) =>
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          if (next) updated.set(name, toDayString(next));
          else updated.delete(name);
          return updated;
        },
        { replace: true },
      ),
    [name, setSearchParams],
  );

  return [date, setDate, raw] as const;
}
