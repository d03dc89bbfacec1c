import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarFeedAnswer,
  CreateCalendarFeedBody,
  CreatedCalendarFeed,
} from '#shared/calendar/calendar.schemas';
import { calendarContracts } from '#shared/calendar/calendar.contracts';
import { call } from '#web/lib/api-call';
import type { MutationCallbacks } from '#web/lib/mutation-callbacks';
import { calendarFeedQueryKey } from './calendar-feed';

export interface CreateCalendarFeedVariables extends CreateCalendarFeedBody {
  familyId: number;
}

/**
 * POST /api/families/{id}/calendar-feed: a new address (201 with `url`), replacing the caller's
 * old one for the family, which stops working at once.
 */
export function createCalendarFeed({ familyId, ...body }: CreateCalendarFeedVariables) {
  return call(calendarContracts.createCalendarFeed, { params: { familyId }, body });
}

/**
 * Makes an address. The settings go straight into the feed query; the address itself is only
 * in the answer (the caller shows it once), never in the cache.
 */
export function useCreateCalendarFeed({
  onSuccess,
  onError,
}: MutationCallbacks<CreateCalendarFeedVariables, CreatedCalendarFeed> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (created, variables) => {
      const { url: _url, ...feed } = created;
      queryClient.setQueryData<CalendarFeedAnswer>(calendarFeedQueryKey(variables.familyId), {
        feed,
      });
      onSuccess?.(created, variables);
    },
    onError: (error, variables) => onError?.(error, variables),
  });
}
