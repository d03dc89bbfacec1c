import type { FuzzWorld, RouteCases } from './types';

/** The family's calendar feed: made, changed (zone and meal times) and revoked. */
export function calendarFeedCases(w: FuzzWorld): RouteCases {
  const familyId = w.familyA.id;
  return {
    'POST /api/families/:familyId/calendar-feed': {
      params: { familyId },
      body: { timeZone: 'Europe/Berlin', mealTimes: { Dinner: '18:30' } },
      strings: ['timeZone', 'mealTimes.Dinner'],
    },
    'PATCH /api/families/:familyId/calendar-feed': {
      params: { familyId },
      body: { timeZone: 'UTC', mealTimes: { Lunch: '12:30' } },
      strings: ['timeZone', 'mealTimes.Lunch'],
    },
    'DELETE /api/families/:familyId/calendar-feed': { params: { familyId } },
  };
}
