import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  onlineManager,
  QueryClientProvider,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { parseDayString } from '#shared/meal-plans/calendar-day';
import { mealPlanFetchWindow } from '#shared/meal-plans/week';
import { useToast } from '#web/lib/use-toast';
import { createQueryClient } from '#web/lib/query-client';
import { I18nProvider } from '#web/lib/i18n/i18n-provider';
import { installFakeServer, type FakeRoutes, type FetchCall } from '#web/test-support/test-utils';
import { mealPlansQueryKey } from '../api/meal-plan-query-keys';
import type { SlotData } from '../lib/calendar-slots';
import type { PlannedMeal } from '../lib/planned-meal';
import type { MealPlan } from '#shared/meal-plans/meal-plans.schemas';
import {
  holdWrites,
  jsonBody,
  makeMealPlan,
  makeStaged,
  WEEK,
} from '#web/test-support/planner-fixtures';
import { useMealPlanDrop } from './use-meal-plan-drop';

const key = mealPlansQueryKey(1, mealPlanFetchWindow(parseDayString(WEEK)!));
const wednesdayLunch: SlotData = {
  day: '2025-03-12',
  mealType: 'Lunch',
  dayIndex: 3,
  mealIndex: 1,
};
const thursdayBreakfast: SlotData = {
  day: '2025-03-13',
  mealType: 'Breakfast',
  dayIndex: 4,
  mealIndex: 0,
};

function setUp(entries: PlannedMeal[]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(key, entries);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  );
  const { result } = renderHook(
    () => ({ drop: useMealPlanDrop(), toasts: useToast().toasts, client: useQueryClient() }),
    { wrapper },
  );
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

const writes = (calls: FetchCall[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`);

const isSettled = (client: QueryClient) => client.isMutating() === 0 && client.isFetching() === 0;

/** A server that keeps family 1's meal plans: POST, PATCH and DELETE change what GET lists. */
function mealPlanServer(initial: MealPlan[]) {
  let rows = [...initial];
  let nextId = 901;
  const notFound = { status: 404, body: { code: 'not_found', message: 'Meal plan not found' } };
  const routes: FakeRoutes = {
    'GET /api/families/1/meal-plans': () => ({ body: rows }),
    'POST /api/meal-plans': (init) => {
      const body = jsonBody(init) as Pick<MealPlan, 'date' | 'mealType' | 'plannedServings'>;
      const created = makeMealPlan({ ...body, id: nextId++ });
      rows = [...rows, created];
      return { status: 201, body: created };
    },
  };
  for (const id of [101, 901, 902, 903]) {
    routes[`PATCH /api/meal-plans/${id}`] = (init) => {
      const row = rows.find((r) => r.id === id);
      if (!row) return notFound;
      const updated = { ...row, ...(jsonBody(init) as Partial<MealPlan>) };
      rows = rows.map((r) => (r.id === id ? updated : r));
      return { body: updated };
    };
    routes[`DELETE /api/meal-plans/${id}`] = () => {
      if (!rows.some((r) => r.id === id)) return notFound;
      rows = rows.filter((r) => r.id !== id);
      return { status: 204 };
    };
  }
  return { routes, rows: () => rows };
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
  it('moves it in one PATCH of its day and meal, keeping its servings and id', async () => {
    const entry = makeMealPlan({ plannedServings: 7 });
    const server = installFakeServer(mealPlanServer([entry]).routes);
    const release = holdWrites(server);
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
    await waitFor(() => expect(writes(calls)).toEqual(['PATCH /api/meal-plans/101']));
    expect(jsonBody(calls.find((c) => c.method === 'PATCH')!.init)).toEqual({
      date: '2025-03-12T12:00:00',
      mealType: 'Lunch',
    });
    await waitFor(() =>
      expect(cached()).toEqual([
        expect.objectContaining({ id: 101, mealType: 'Lunch', plannedServings: 7 }),
      ]),
    );
  });

  it('moved twice before the first move settles: one entry on the server, the original is not rolled back', async () => {
    const entry = makeMealPlan({ plannedServings: 7 });
    const server = mealPlanServer([entry]);
    const fake = installFakeServer(server.routes);
    const release = holdWrites(fake);
    const { result, cached } = setUp([entry]);
    act(() => result.current.drop({ kind: 'entry', entry, title: 'x' }, wednesdayLunch));
    await waitFor(() => expect(cached()[0]).toMatchObject({ id: 101, mealType: 'Lunch' }));
    // The second drop starts from the meal where the calendar now shows it.
    const shown = cached()[0]!;
    act(() =>
      result.current.drop(
        { kind: 'entry', entry: shown as typeof entry, title: 'x' },
        thursdayBreakfast,
      ),
    );
    release();
    await waitFor(() => expect(isSettled(result.current.client)).toBe(true));
    expect(server.rows()).toHaveLength(1);
    expect(cached()).toHaveLength(1);
    // Not put back on Tuesday's dinner, and no failure reported.
    expect(cached()[0]).not.toMatchObject({ date: '2025-03-11T12:00:00', mealType: 'Dinner' });
    expect(cached()[0]).toMatchObject({ id: server.rows()[0]!.id, plannedServings: 7 });
    expect(result.current.toasts).toEqual([]);
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
      'PATCH /api/meal-plans/101': { status: 500, body: {} },
      'GET /api/families/1/meal-plans': { body: [entry] },
    });
    const { result, cached } = setUp([entry]);
    act(() => result.current.drop({ kind: 'entry', entry, title: 'x' }, wednesdayLunch));
    await waitFor(() =>
      expect(result.current.toasts[0]).toMatchObject({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to move meal plan',
      }),
    );
    expect(cached()).toEqual([entry]);
  });
});

describe('dropping offline (docs/decisions/048)', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('refuses a drag that began before the network went, says why, and sends nothing', async () => {
    const entry = makeMealPlan();
    const { calls } = installFakeServer(mealPlanServer([entry]).routes);
    const { result, cached } = setUp([entry]);
    act(() => onlineManager.setOnline(false));
    act(() =>
      result.current.drop(
        { kind: 'staged', staged: makeStaged(), title: 'Weeknight Chili' },
        wednesdayLunch,
      ),
    );
    expect(result.current.toasts[0]).toMatchObject({
      variant: 'destructive',
      title: 'Error',
      description: 'Needs a connection',
    });
    const first = result.current.toasts[0]!.id;
    act(() => result.current.drop({ kind: 'entry', entry, title: 'x' }, thursdayBreakfast));
    // A toast of its own (one shows at a time), saying the same.
    expect(result.current.toasts[0]).toMatchObject({ description: 'Needs a connection' });
    expect(result.current.toasts[0]!.id).not.toBe(first);
    expect(cached()).toEqual([entry]);
    expect(writes(calls)).toEqual([]);

    act(() => onlineManager.setOnline(true));
    act(() => result.current.drop({ kind: 'entry', entry, title: 'x' }, wednesdayLunch));
    await waitFor(() => expect(writes(calls)).toEqual(['PATCH /api/meal-plans/101']));
  });
});
