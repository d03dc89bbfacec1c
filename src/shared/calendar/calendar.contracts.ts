import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  calendarFeedAnswerSchema,
  calendarFeedParamsSchema,
  calendarFeedSettingsSchema,
  calendarTokenParamsSchema,
  createCalendarFeedBodySchema,
  createdCalendarFeedSchema,
  updateCalendarFeedBodySchema,
} from './calendar.schemas';

/**
 * The calendar feed: a secret address a calendar app subscribes to, showing the family's meal
 * plan. Each member has at most one per family.
 */
export const calendarContracts = {
  getCalendarFeed: defineContract({
    method: 'GET',
    path: '/api/families/:familyId/calendar-feed',
    summary: "Show the settings of your calendar feed of the family's meal plan, if you have one",
    params: calendarFeedParamsSchema,
    responses: { 200: calendarFeedAnswerSchema },
  }),
  createCalendarFeed: defineContract({
    method: 'POST',
    path: '/api/families/:familyId/calendar-feed',
    summary: "Make a new calendar feed address for the family's meal plan, replacing your old one",
    params: calendarFeedParamsSchema,
    body: createCalendarFeedBodySchema,
    responses: { 201: createdCalendarFeedSchema },
  }),
  updateCalendarFeed: defineContract({
    method: 'PATCH',
    path: '/api/families/:familyId/calendar-feed',
    summary: "Change your calendar feed's time zone or meal times; its address stays",
    params: calendarFeedParamsSchema,
    body: updateCalendarFeedBodySchema,
    responses: { 200: calendarFeedSettingsSchema },
  }),
  removeCalendarFeed: defineContract({
    method: 'DELETE',
    path: '/api/families/:familyId/calendar-feed',
    summary: 'Turn your calendar feed off: its address stops working for good',
    params: calendarFeedParamsSchema,
    responses: { 204: z.null() },
  }),
  readCalendar: defineContract({
    method: 'GET',
    path: '/api/calendar/:token.ics',
    summary: 'The meal plan as an iCalendar file, for calendar apps subscribed to the feed',
    params: calendarTokenParamsSchema,
    produces: 'text/calendar',
    responses: { 200: z.string() },
  }),
};
