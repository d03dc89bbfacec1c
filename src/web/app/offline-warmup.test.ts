import { describe, expect, it } from 'vitest';
import { createQueryClient } from '#web/lib/query-client';
import { makeMealPlan } from '#web/test-support/planner-fixtures';
import { installFakeServer } from '#web/test-support/test-utils';
import { warmUpForOffline } from './offline-warmup';

/** Today is Wednesday 11 March 2026: this week starts on the 8th, the next on the 15th. */
const TODAY = new Date('2026-03-11T09:00:00');

describe('warming up for offline use (docs/decisions/048)', () => {
  it("reads this and next week's lists, the plan, the pantry and every recipe planned in them", async () => {
    const meals = [
      makeMealPlan({ id: 1, recipeId: 101, date: '2026-03-12T12:00:00' }),
      makeMealPlan({ id: 2, recipeId: 102, date: '2026-03-20T12:00:00' }),
      // Three weeks away: not this week's or the next's.
      makeMealPlan({ id: 3, recipeId: 103, date: '2026-04-01T12:00:00' }),
      makeMealPlan({ id: 4, recipeId: null, date: '2026-03-13T12:00:00' }),
    ];
    const { calls } = installFakeServer({
      'GET /api/families/1/meal-plans': { body: meals },
      'GET /api/families/1/weekly-shopping-list': {
        body: { shoppingList: null, plannedMeals: [], isOutOfDate: false },
      },
      'GET /api/families/1/pantry': { body: [] },
      'GET /api/recipes/101': { body: { id: 101 } },
      'GET /api/recipes/102': { body: { id: 102 } },
    });
    const queryClient = createQueryClient();
    await warmUpForOffline(queryClient, 1, TODAY);

    const read = calls.map((call) => call.url).sort();
    expect(read).toEqual(
      [
        '/api/families/1/meal-plans?startDate=2026-03-08&endDate=2027-03-14',
        '/api/families/1/meal-plans?startDate=2026-03-15&endDate=2027-03-21',
        '/api/families/1/pantry',
        '/api/families/1/weekly-shopping-list?weekStartDate=2026-03-08',
        '/api/families/1/weekly-shopping-list?weekStartDate=2026-03-15',
        '/api/recipes/101?familyId=1',
        '/api/recipes/102?familyId=1',
      ].sort(),
    );
    expect(queryClient.getQueryData(['recipes', 'detail', 102, 1])).toEqual({ id: 102 });
  });
});
