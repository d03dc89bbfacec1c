import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { installFakeServer, type FetchCall } from '#web/test-support/test-utils';
import { makeStaged } from '#web/test-support/planner-fixtures';
import { useStageRecipe } from './stage-recipe';

const keyOf = (call: FetchCall) => (call.init.headers as Record<string, string>)['Idempotency-Key'];

function setUp(queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useStageRecipe(), { wrapper }).result;
}

describe('useStageRecipe sends an Idempotency-Key per user action', () => {
  it('each mutate is its own action with its own key', async () => {
    const server = installFakeServer({
      'POST /api/staged-recipes': { status: 201, body: makeStaged() },
      'GET /api/families/1/staged-recipes': { body: [] },
    });
    const result = setUp();
    const stage = () =>
      result.current.mutateAsync({ familyId: 1, recipeId: 2, batchCount: 1, title: 'Chili' });
    await act(stage);
    await act(stage);
    const posts = server.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(keyOf(posts[0]!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(posts[1]!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(posts[0]!)).not.toBe(keyOf(posts[1]!));
  });

  it('a retry of the same action sends the same key', async () => {
    let attempts = 0;
    const server = installFakeServer({
      'POST /api/staged-recipes': () =>
        ++attempts === 1
          ? { status: 503, body: { message: 'busy' } }
          : { status: 201, body: makeStaged() },
      'GET /api/families/1/staged-recipes': { body: [] },
    });
    const result = setUp(
      new QueryClient({ defaultOptions: { mutations: { retry: 1, retryDelay: 0 } } }),
    );
    act(() => result.current.mutate({ familyId: 1, recipeId: 2, title: 'Chili' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const posts = server.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(keyOf(posts[0]!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(posts[1]!)).toBe(keyOf(posts[0]!));
  });
});
