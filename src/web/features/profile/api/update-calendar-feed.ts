import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarFeedAnswer,
  CalendarFeedSettings,
  UpdateCalendarFeedBody,
} from '#shared/calendar/calendar.schemas';
import { calendarContracts } from '#shared/calendar/calendar.contracts';
import { call } from '#web/lib/api-call';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { calendarFeedQueryKey } from './calendar-feed';

export type UpdateCalendarFeedVariables = UpdateCalendarFeedBody & { familyId: number };

/** PATCH /api/families/{id}/calendar-feed: new time zone or meal times, same address. */
export function updateCalendarFeed({ familyId, ...body }: UpdateCalendarFeedVariables) {
  return call(calendarContracts.updateCalendarFeed, { params: { familyId }, body });
}

/** Saves the settings; the server's answer replaces the cached feed. */
export function useUpdateCalendarFeed({
  onSuccess,
  onError,
}: MutationCallbacks<UpdateCalendarFeedVariables, CalendarFeedSettings> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalendarFeed,
    onSuccess: (feed, variables) => {
      queryClient.setQueryData<CalendarFeedAnswer>(calendarFeedQueryKey(variables.familyId), {
        feed,
      });
      onSuccess?.(feed, variables);
    },
    onError: (error, variables) => {
      // 404: the feed was turned off elsewhere (another tab or device); show what is true.
      void queryClient.invalidateQueries({ queryKey: calendarFeedQueryKey(variables.familyId) });
      onError?.(error, variables);
    },
  });
}
