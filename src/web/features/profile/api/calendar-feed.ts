import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeedAnswer } from '#shared/calendar/calendar.schemas';
import { api } from '#web/lib/api-client';

/** The caller's own calendar feed of one family (settings only: the address is shown once). */
export const calendarFeedQueryKey = (familyId: number) =>
  ['families', familyId, 'calendar-feed'] as const;

export const calendarFeedPath = (familyId: number) => `/api/families/${familyId}/calendar-feed`;

/** GET /api/families/{id}/calendar-feed: `{ feed: null | { timeZone, mealTimes, createdAt } }`. */
export function fetchCalendarFeed(familyId: number, signal?: AbortSignal) {
  return api.get<CalendarFeedAnswer>(calendarFeedPath(familyId), { signal });
}

export const calendarFeedQueryOptions = (familyId: number) =>
  queryOptions({
    queryKey: calendarFeedQueryKey(familyId),
    queryFn: ({ signal }) => fetchCalendarFeed(familyId, signal),
  });

export function useCalendarFeed(familyId: number) {
  return useQuery(calendarFeedQueryOptions(familyId));
}
