import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { installFakeServer, type FetchCall } from '#web/test-support/test-utils';
import { makeNote } from '#web/test-support/recipe-fixtures';
import { useAddNote } from './add-note';

const keyOf = (call: FetchCall) => (call.init.headers as Record<string, string>)['Idempotency-Key'];

function setUp(retry: number | false = false) {
  const queryClient = new QueryClient({
    defaultOptions: { mutations: { retry, retryDelay: 0 }, queries: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useAddNote(), { wrapper }).result;
}

describe('useAddNote sends an Idempotency-Key per user action', () => {
  it('each note added is its own action with its own key', async () => {
    const server = installFakeServer({ 'POST /api/notes': { status: 201, body: makeNote() } });
    const result = setUp();
    await act(() => result.current.mutateAsync({ recipeId: 1, text: ' Less salt ' }));
    await act(() => result.current.mutateAsync({ recipeId: 1, text: ' Less salt ' }));
    const posts = server.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(keyOf(posts[0]!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(posts[0]!)).not.toBe(keyOf(posts[1]!));
    expect(posts[0]!.init.body).toBe('{"recipeId":1,"text":"Less salt"}');
  });

  it('a retry of the same action sends the same key', async () => {
    let attempts = 0;
    const server = installFakeServer({
      'POST /api/notes': () =>
        ++attempts === 1 ? { status: 502 } : { status: 201, body: makeNote() },
    });
    const result = setUp(1);
    act(() => result.current.mutate({ recipeId: 1, text: 'Less salt' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const posts = server.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(keyOf(posts[0]!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(posts[1]!)).toBe(keyOf(posts[0]!));
  });
});
