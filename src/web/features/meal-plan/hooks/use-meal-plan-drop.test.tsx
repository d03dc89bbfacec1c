import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mealPlanFetchWindow, parseDayString } from '../../../../shared/meal-plans/week';
import { useToast } from '../../../components/ui/use-toast';
import { createQueryClient } from '../../../lib/query-client';
import { installFakeServer } from '../../../test-utils';
import { mealPlansQueryKey } from '../api/meal-plan-query-keys';
import type { SlotData } from '../lib/calendar-slots';
import type { PlannedMeal } from '../lib/planned-meal';
import { jsonBody, makeMealPlan, makeStaged, WEEK } from '../test-fixtures';
import { useMealPlanDrop } from './use-meal-plan-drop';

const key = mealPlansQueryKey(1, mealPlanFetchWindow(parseDayString(WEEK)!));
const wednesdayLunch: SlotData = {
  day: '2025-03-12',
  mealType: 'Lunch',
  dayIndex: 3,
  mealIndex: 1,
};

function setUp(entries: PlannedMeal[]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(key, entries);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => ({ drop: useMealPlanDrop(), toasts: useToast().toasts }), {
    wrapper,
  });
  const cached = () => queryClient.getQueryData<PlannedMeal[]>(key) ?? [];
  return { result, cached };
}

/** Holds every POST's answer until the test calls the returned `release`. */
function holdPosts(server: ReturnType<typeof installFakeServer>) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fake = server.fetchMock.getMockImplementation()!;
  server.fetchMock.mockImplementation(async (input, init = {}) => {
    const response = fake(input, init);
    if (init.method === 'POST') await gate;
    return response;
  });
  return release;
}

describe('dropping a staged recipe', () => {
  it('plans servings × batches at once with a temp- id, then takes the server entry', async () => {
    const server = installFakeServer({
      'POST /api/meal-plans': { status: 201, body: makeMealPlan({ id: 900, mealType: 'Lunch' }) },
      'GET /api/families/1/meal-plans': { body: [] },
    });
    const release = holdPosts(server);
    const { result, cached } = setUp([]);
    const staged = makeStaged({ batchCount: 3 }); // chili serves 6
    act(() =>
      result.current.drop({ kind: 'staged', staged, title: 'Weeknight Chili' }, wednesdayLunch),
    );

    await waitFor(() => expect(cached()).toHaveLength(1));
    expect(cached()[0]).toMatchObject({
      id: expect.stringMatching(/^temp-/),
      date: '2025-03-12T12:00:00',
      mealType: 'Lunch',
      plannedServings: 18,
      recipe: { title: 'Weeknight Chili' },
    });
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(jsonBody(server.calls.find((c) => c.method === 'POST')!.init)).toEqual({
      familyId: 1,
      recipeId: 2,
      date: '2025-03-12T12:00:00',
      mealType: 'Lunch',
      plannedServings: 18,
    });
    release();
    await waitFor(() => expect(cached().map((e) => e.id)).toEqual([900]));
  });

  it("rolls the temp entry back with the spec's toast when the server refuses", async () => {
    installFakeServer({
      'POST /api/meal-plans': { status: 500, body: { message: 'boom' } },
      'GET /api/families/1/meal-plans': { body: [] },
    });
    const { result, cached } = setUp([makeMealPlan()]);
    act(() =>
      result.current.drop(
        { kind: 'staged', staged: makeStaged(), title: 'Weeknight Chili' },
        wednesdayLunch,
      ),
    );
    await waitFor(() =>
      expect(result.current.toasts[0]).toMatchObject({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to add meal to plan',
      }),
    );
    expect(cached().map((e) => e.id)).toEqual([101]);
  });
});

describe('dropping a planned meal', () => {
  it('moves it keeping its servings: creates in the new slot, then deletes the old entry', async () => {
    const entry = makeMealPlan({ plannedServings: 7 });
    const server = installFakeServer({
      'POST /api/meal-plans': {
        status: 201,
        body: makeMealPlan({
          id: 901,
          date: '2025-03-12T12:00:00',
          mealType: 'Lunch',
          plannedServings: 7,
        }),
      },
      'DELETE /api/meal-plans/101': { status: 204 },
      'GET /api/families/1/meal-plans': { body: [] },
    });
    const release = holdPosts(server);
    const { calls } = server;
    const { result, cached } = setUp([entry]);
    act(() =>
      result.current.drop({ kind: 'entry', entry, title: entry.recipe!.title }, wednesdayLunch),
    );
    // Shown in the new slot at once, with its servings.
    await waitFor(() =>
      expect(cached()).toEqual([
        expect.objectContaining({
          id: 101,
          date: '2025-03-12T12:00:00',
          mealType: 'Lunch',
          plannedServings: 7,
        }),
      ]),
    );
    release();
    await waitFor(() => expect(cached().map((e) => e.id)).toEqual([901]));
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/meal-plans',
      'DELETE /api/meal-plans/101',
    ]);
    expect(jsonBody(calls.find((c) => c.method === 'POST')!.init)).toMatchObject({
      plannedServings: 7,
      mealType: 'Lunch',
      date: '2025-03-12T12:00:00',
    });
  });

  it('does nothing when dropped on its own slot', () => {
    const entry = makeMealPlan();
    const { calls } = installFakeServer({});
    const { result } = setUp([entry]);
    act(() =>
      result.current.drop(
        { kind: 'entry', entry, title: 'x' },
        { day: '2025-03-11', mealType: 'Dinner', dayIndex: 2, mealIndex: 2 },
      ),
    );
    expect(calls).toHaveLength(0);
  });

  it('puts it back with the toast when the move fails', async () => {
    const entry = makeMealPlan();
    installFakeServer({
      'POST /api/meal-plans': { status: 500, body: {} },
      'GET /api/families/1/meal-plans': { body: [entry] },
    });
    const { result, cached } = setUp([entry]);
    act(() => result.current.drop({ kind: 'entry', entry, title: 'x' }, wednesdayLunch));
    await waitFor(() =>
      expect(result.current.toasts[0]).toMatchObject({ description: 'Failed to move meal plan' }),
    );
    expect(cached()).toEqual([entry]);
  });
});
