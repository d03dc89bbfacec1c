import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarContracts } from '#shared/calendar/calendar.contracts';
import { call, urlOf } from '#web/lib/api-call';

/** The caller's own calendar feed of one family (settings only: the address is shown once). */
export const calendarFeedQueryKey = (familyId: number) =>
  ['families', familyId, 'calendar-feed'] as const;

export const calendarFeedPath = (familyId: number) =>
  urlOf(calendarContracts.getCalendarFeed, { familyId });

/** GET /api/families/{id}/calendar-feed: `{ feed: null | { timeZone, mealTimes, createdAt } }`. */
export function fetchCalendarFeed(familyId: number, signal?: AbortSignal) {
  return call(calendarContracts.getCalendarFeed, { params: { familyId }, signal });
}

export const calendarFeedQueryOptions = (familyId: number) =>
  queryOptions({
    queryKey: calendarFeedQueryKey(familyId),
    queryFn: ({ signal }) => fetchCalendarFeed(familyId, signal),
  });

export function useCalendarFeed(familyId: number) {
  return useQuery(calendarFeedQueryOptions(familyId));
}
