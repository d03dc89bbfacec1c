import { describe, expect, it } from 'vitest';
import { DEFAULT_MEAL_TIMES } from '#shared/calendar/calendar.schemas';
import { supportedTimeZones } from '#shared/calendar/time-zones';
import { CALENDAR_FEED_MESSAGES } from './calendar-feed-messages';
import { buildMealPlanIcs, vtimezoneOf, type FeedCalendar, type FeedMeal } from './calendar-ics';

const meal = (values: Partial<FeedMeal> & Pick<FeedMeal, 'id' | 'day'>): FeedMeal => ({
  mealType: 'Dinner',
  title: 'Lentil Soup',
  servings: 4,
  link: `https://cook.example/?recipe=${values.id}`,
  createdAt: new Date('2026-01-02T03:04:05Z'),
  ...values,
});

const feed = (values: Partial<FeedCalendar> = {}): FeedCalendar => ({
  familyName: 'The Parkers',
  timeZone: 'Europe/Berlin',
  mealTimes: DEFAULT_MEAL_TIMES,
  meals: [],
  uidHost: 'cook.example',
  ...values,
});

/** The unfolded content lines of one VEVENT, by its UID. */
function eventLines(ics: string, uid: string) {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const event = unfolded
    .split('BEGIN:VEVENT\r\n')
    .find((part) => part.startsWith(`UID:${uid}\r\n`));
  return event?.split('END:VEVENT')[0]!.split('\r\n') ?? [];
}

describe('the VTIMEZONE of a zone (vtimezoneOf)', () => {
  it('exists for every zone Intl lists, under the very name asked for', () => {
    for (const zone of supportedTimeZones()) {
      const block = vtimezoneOf(zone);
      expect(block, zone).toMatch(/^BEGIN:VTIMEZONE\r\n/);
      expect(block!.match(/^TZID:(.*)$/m)?.[1], zone).toBe(zone);
    }
  });

  it("renames an alias's block but keeps its target's rules", () => {
    const accra = vtimezoneOf('Africa/Accra')!;
    expect(accra).toContain('TZID:Africa/Accra\r\n');
    expect(accra).not.toContain('Abidjan');
    expect(accra.replaceAll('Africa/Accra', 'Africa/Abidjan')).toBe(vtimezoneOf('Africa/Abidjan'));
    // Browsers' names for zones Node 20 lists under older ones.
    expect(vtimezoneOf('Asia/Kolkata')).toContain('TZID:Asia/Kolkata\r\n');
    expect(vtimezoneOf('Europe/Kyiv')).toContain('TZID:Europe/Kyiv\r\n');
  });
});

describe('the feed text (buildMealPlanIcs)', () => {
  it('writes timed meals as wall-clock times with the TZID, and a VTIMEZONE for it', () => {
    const ics = buildMealPlanIcs(
      feed({ meals: [meal({ id: 1, day: '2026-03-29' }), meal({ id: 2, day: '2026-03-28' })] }),
    );
    expect(ics.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
    expect(ics).toContain('X-WR-TIMEZONE:Europe/Berlin');
    expect(ics).toContain('X-WR-CALNAME:Meal plan – The Parkers');
    expect(eventLines(ics, 'meal-plan-1@cook.example')).toEqual(
      expect.arrayContaining([
        'DTSTART;TZID=Europe/Berlin:20260329T180000',
        'DTEND;TZID=Europe/Berlin:20260329T190000',
        'DTSTAMP:20260102T030405Z',
        'SUMMARY:Lentil Soup',
        'DESCRIPTION:Servings: 4\\nRecipe: https://cook.example/?recipe=1',
        'URL;VALUE=URI:https://cook.example/?recipe=1',
      ]),
    );
    expect(eventLines(ics, 'meal-plan-2@cook.example')).toContain(
      'DTSTART;TZID=Europe/Berlin:20260328T180000',
    );
  });

  it('writes meals without a time as all-day events, and a snack as half an hour', () => {
    const ics = buildMealPlanIcs(
      feed({
        mealTimes: { ...DEFAULT_MEAL_TIMES, Lunch: null },
        meals: [
          meal({ id: 3, day: '2026-12-31', mealType: 'Lunch' }),
          meal({ id: 4, day: '2026-12-31', mealType: 'Snack' }),
        ],
      }),
    );
    const lunch = eventLines(ics, 'meal-plan-3@cook.example');
    expect(lunch).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lunch).toContain('DTEND;VALUE=DATE:20270101');
    expect(eventLines(ics, 'meal-plan-4@cook.example')).toEqual(
      expect.arrayContaining([
        'DTSTART;TZID=Europe/Berlin:20261231T150000',
        'DTEND;TZID=Europe/Berlin:20261231T153000',
      ]),
    );
  });

  it('gives a placeholder no link, and escapes what RFC 5545 reserves', () => {
    const ics = buildMealPlanIcs(
      feed({
        meals: [meal({ id: 5, day: '2026-05-01', title: 'Pizza, salad; cake', link: null })],
      }),
    );
    const lines = eventLines(ics, 'meal-plan-5@cook.example');
    expect(lines).toContain('SUMMARY:Pizza\\, salad\\; cake');
    expect(lines).toContain('DESCRIPTION:Servings: 4');
    expect(lines.some((line) => line.startsWith('URL'))).toBe(false);
  });

  it('writes UTC feeds in UTC, without a VTIMEZONE', () => {
    const ics = buildMealPlanIcs(
      feed({ timeZone: 'UTC', meals: [meal({ id: 6, day: '2026-07-04', mealType: 'Breakfast' })] }),
    );
    expect(ics).not.toContain('BEGIN:VTIMEZONE');
    expect(eventLines(ics, 'meal-plan-6@cook.example')).toContain('DTSTART:20260704T080000Z');
  });

  it('is the same text for the same meals, whatever the time or the server zone', () => {
    const meals = [meal({ id: 7, day: '2026-10-25', mealType: 'Breakfast' })];
    const first = buildMealPlanIcs(feed({ timeZone: 'America/New_York', meals }));
    expect(buildMealPlanIcs(feed({ timeZone: 'America/New_York', meals }))).toBe(first);
    expect(eventLines(first, 'meal-plan-7@cook.example')).toContain(
      'DTSTART;TZID=America/New_York:20261025T080000',
    );
  });

  it("writes its words in the feed's language, and names an untitled meal by its type", () => {
    const ics = buildMealPlanIcs(
      feed({
        messages: CALENDAR_FEED_MESSAGES.de,
        meals: [
          meal({ id: 8, day: '2026-05-10' }),
          meal({ id: 9, day: '2026-05-10', mealType: 'Breakfast', title: null, link: null }),
        ],
      }),
    );
    expect(ics).toContain('X-WR-CALNAME:Essensplan – The Parkers');
    expect(eventLines(ics, 'meal-plan-8@cook.example')).toEqual(
      expect.arrayContaining([
        'SUMMARY:Lentil Soup',
        'DESCRIPTION:Portionen: 4\\nRezept: https://cook.example/?recipe=8',
      ]),
    );
    expect(eventLines(ics, 'meal-plan-9@cook.example')).toEqual(
      expect.arrayContaining(['SUMMARY:Frühstück', 'DESCRIPTION:Portionen: 4']),
    );
    // English, as before, when the feed names no language.
    const english = buildMealPlanIcs(
      feed({ meals: [meal({ id: 9, day: '2026-05-10', title: null })] }),
    );
    expect(eventLines(english, 'meal-plan-9@cook.example')).toContain('SUMMARY:Dinner');
  });
});
