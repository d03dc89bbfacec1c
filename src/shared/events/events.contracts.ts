import { z } from 'zod';
import { defineContract } from '../api/contract';
import { LIVE_EVENTS_PATH, liveEventsHeadersSchema, liveEventsQuerySchema } from './events.schemas';

/** The live event stream; events.schemas.ts documents its events. */
export const eventsContracts = {
  openLiveEvents: defineContract({
    method: 'GET',
    path: LIVE_EVENTS_PATH,
    summary: "Follow live notices of changes to your families' data, as server-sent events",
    headers: liveEventsHeadersSchema,
    query: liveEventsQuerySchema,
    produces: 'text/event-stream',
    responses: { 200: z.string() },
  }),
};
