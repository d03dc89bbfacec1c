import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedAnswer } from '#shared/calendar/calendar.schemas';
import { calendarContracts } from '#shared/calendar/calendar.contracts';
import { call } from '#web/lib/api-call';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { calendarFeedQueryKey } from './calendar-feed';

/** DELETE /api/families/{id}/calendar-feed (204): the address stops working for good. */
export function deleteCalendarFeed(familyId: number) {
  return call(calendarContracts.removeCalendarFeed, { params: { familyId } });
}

export function useDeleteCalendarFeed({ onSuccess, onError }: MutationCallbacks<number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: (_data, familyId) => {
      queryClient.setQueryData<CalendarFeedAnswer>(calendarFeedQueryKey(familyId), {
        feed: null,
      });
      onSuccess?.(undefined, familyId);
    },
    onError: (error, familyId) => {
      void queryClient.invalidateQueries({ queryKey: calendarFeedQueryKey(familyId) });
      onError?.(error, familyId);
    },
  });
}
