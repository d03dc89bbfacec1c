import { randomCalendarToken } from '../../calendar-factories';
import { ANSWERS, everyone, row } from '../types';

const feedUrl = (familyId: number) => `/api/families/${familyId}/calendar-feed`;

/**
 * Calendar feeds (product rule: calendar-feed): each member manages their own feed of their family
 * (the world gives A's member, admin and editor one each); a super admin who is no member gets 404
 * like any stranger. The .ics address is public: its token is the credential, whoever sends it.
 */
export const calendarRows = [
  row({
    route: 'GET /api/families/:familyId/calendar-feed',
    request: (_w, side) => ({ url: feedUrl(side.family.id) }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'POST /api/families/:familyId/calendar-feed',
    request: (_w, side) => ({
      url: feedUrl(side.family.id),
      payload: { timeZone: 'Europe/Berlin', mealTimes: { Lunch: null } },
    }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'PATCH /api/families/:familyId/calendar-feed',
    request: (_w, side) => ({
      url: feedUrl(side.family.id),
      payload: { timeZone: 'America/New_York' },
    }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'DELETE /api/families/:familyId/calendar-feed',
    request: (_w, side) => ({ url: feedUrl(side.family.id) }),
    expect: ANSWERS.familyMembers,
  }),
  row({
    route: 'GET /api/calendar/:token.ics',
    request: (_w, side) => ({ url: `/api/calendar/${side.calendarToken}.ics` }),
    expect: everyone('ok'),
    variants: [
      {
        name: 'a token no feed has',
        actor: 'anonymous',
        request: () => ({ url: `/api/calendar/${randomCalendarToken()}.ics` }),
        expect: 404,
      },
      {
        name: 'a token no feed has',
        actor: 'member',
        request: () => ({ url: `/api/calendar/${randomCalendarToken()}.ics` }),
        expect: 404,
      },
    ],
  }),
];
