import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { installFakeServer, type FetchCall } from '#web/test-support/test-utils';
import { chili, makeMealPlan } from '#web/test-support/planner-fixtures';
import { useCreateMealPlan, type NewMealPlan } from './create-meal-plan';
import { useMoveMealPlan } from './move-meal-plan';

const keyOf = (call: FetchCall) => (call.init.headers as Record<string, string>)['Idempotency-Key'];

function setUp(retry: number | false = false) {
  const queryClient = new QueryClient({
    defaultOptions: { mutations: { retry, retryDelay: 0 }, queries: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ create: useCreateMealPlan(), move: useMoveMealPlan() }), { wrapper })
    .result;
}

const meal = (): NewMealPlan => ({
  familyId: 1,
  day: '2025-03-12',
  mealType: 'Lunch',
  plannedServings: 6,
  recipe: null,
  placeholderData: { title: 'Leftovers' },
});

describe('meal plan creation sends an Idempotency-Key per user action', () => {
  it('each planned meal is its own action with its own key', async () => {
    const server = installFakeServer({
      'POST /api/meal-plans': { status: 201, body: makeMealPlan() },
      'GET /api/families/1/meal-plans': { body: [] },
    });
    const result = setUp();
    await act(() => result.current.create.mutateAsync(meal()));
    await act(() => result.current.create.mutateAsync(meal()));
    const posts = server.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(keyOf(posts[0]!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(posts[0]!)).not.toBe(keyOf(posts[1]!));
  });

  it('a retry of the same action sends the same key', async () => {
    let attempts = 0;
    const server = installFakeServer({
      'POST /api/meal-plans': () =>
        ++attempts === 1 ? { status: 502 } : { status: 201, body: makeMealPlan() },
      'GET /api/families/1/meal-plans': { body: [] },
    });
    const result = setUp(1);
    act(() => result.current.create.mutate(meal()));
    await waitFor(() => expect(result.current.create.isSuccess).toBe(true));
    const posts = server.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(keyOf(posts[0]!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(posts[1]!)).toBe(keyOf(posts[0]!));
  });

  it('a move is one PATCH of the same entry, with no key (it is naturally idempotent)', async () => {
    const server = installFakeServer({
      'PATCH /api/meal-plans/101': {
        body: makeMealPlan({ date: '2025-03-13T12:00:00', recipeId: chili.id }),
      },
      'GET /api/families/1/meal-plans': { body: [] },
    });
    const result = setUp();
    const entry = makeMealPlan({ recipeId: chili.id });
    await act(() =>
      result.current.move.mutateAsync({ entry, day: '2025-03-13', mealType: 'Dinner' }),
    );
    const writes = server.calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.url}`)).toEqual(['PATCH /api/meal-plans/101']);
    expect(keyOf(writes[0]!)).toBeUndefined();
  });
});
