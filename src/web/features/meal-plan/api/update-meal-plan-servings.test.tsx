import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { parseDayString } from '#shared/meal-plans/calendar-day';
import { mealPlanFetchWindow } from '#shared/meal-plans/week';
import { createQueryClient } from '#web/lib/query-client';
import { installFakeServer } from '#web/test-support/test-utils';
import type { PlannedMeal } from '../lib/planned-meal';
import { holdWrites, jsonBody, makeMealPlan, WEEK } from '#web/test-support/planner-fixtures';
import { mealPlansQueryKey } from './meal-plan-query-keys';
import { useUpdateMealPlanServings } from './update-meal-plan-servings';

const key = mealPlansQueryKey(1, mealPlanFetchWindow(parseDayString(WEEK)!));

describe('a servings stepper bound to one entry', () => {
  it('sends its clicks one after another, and the last one is what stays', async () => {
    const entry = makeMealPlan({ plannedServings: 4 });
    const server = installFakeServer({
      'PATCH /api/meal-plans/101': (init) => ({
        body: { ...entry, ...(jsonBody(init) as object) },
      }),
      'GET /api/families/1/meal-plans': { body: [entry] },
    });
    const release = holdWrites(server);
    const queryClient = createQueryClient();
    queryClient.setQueryData<PlannedMeal[]>(key, [entry]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useUpdateMealPlanServings({ entryId: entry.id }), {
      wrapper,
    });
    const patches = () => server.calls.filter((c) => c.method === 'PATCH');
    const cached = () => queryClient.getQueryData<PlannedMeal[]>(key)![0]!.plannedServings;

    for (const plannedServings of [8, 12, 16]) {
      act(() => result.current.mutate({ entry, plannedServings }));
    }
    await waitFor(() => expect(cached()).toBe(16));
    // Only the first is on its way; the others wait for its answer.
    await waitFor(() => expect(patches()).toHaveLength(1));
    release();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(patches().map((c) => jsonBody(c.init))).toEqual([
      { plannedServings: 8 },
      { plannedServings: 12 },
      { plannedServings: 16 },
    ]);
    expect(cached()).toBe(16);
  });
});
