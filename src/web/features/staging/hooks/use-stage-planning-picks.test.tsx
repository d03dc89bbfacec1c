import { StrictMode, type ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '#web/lib/i18n/i18n-provider';
import { useToast } from '#web/lib/use-toast';
import { getPlanningPicks, PLANNING_PICKS_KEY } from '#web/lib/planning-picks';
import { createQueryClient } from '#web/lib/query-client';
import { installFakeServer } from '#web/test-support/test-utils';
import { jsonBody, makeStaged } from '#web/test-support/planner-fixtures';
import { useStagePlanningPicks } from './use-stage-planning-picks';

function render(familyId: number | null) {
  const queryClient = createQueryClient();
  // StrictMode runs every effect twice in development: the picks must still be staged once.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nProvider>{children}</I18nProvider>
      </QueryClientProvider>
    </StrictMode>
  );
  return renderHook(
    ({ id }) => {
      useStagePlanningPicks(id);
      return useToast().toasts;
    },
    { wrapper, initialProps: { id: familyId } },
  );
}

describe('useStagePlanningPicks', () => {
  it('stages each pick once, even in StrictMode, and clears the list', async () => {
    window.sessionStorage.setItem(PLANNING_PICKS_KEY, JSON.stringify([5]));
    const { calls } = installFakeServer({
      'POST /api/staged-recipes': { status: 201, body: makeStaged({ recipeId: 5 }) },
      'GET /api/families/1/staged-recipes': { body: [] },
    });
    const { result } = render(1);
    await waitFor(() => expect(result.current[0]?.title).toBe('Added to meal planning area'));
    expect(result.current[0]?.description).toBe(
      'Weeknight Chili has been added to your meal planning area',
    );
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => jsonBody(c.init))).toEqual([
      { familyId: 1, recipeId: 5, batchCount: 1 },
    ]);
    expect(getPlanningPicks()).toEqual([]);
  });

  it('waits for a family, and puts refused picks back with the toast', async () => {
    window.sessionStorage.setItem(PLANNING_PICKS_KEY, JSON.stringify([5, 6]));
    const { calls } = installFakeServer({
      'POST /api/staged-recipes': (init) =>
        (jsonBody(init) as { recipeId: number }).recipeId === 6
          ? { status: 404, body: { message: 'Recipe not found' } }
          : { status: 201, body: makeStaged() },
      'GET /api/families/1/staged-recipes': { body: [] },
    });
    const { result, rerender } = render(null);
    expect(calls).toHaveLength(0);
    rerender({ id: 1 });
    await waitFor(() =>
      expect(result.current[0]).toMatchObject({
        title: 'Error',
        description: 'Failed to add to staging area',
      }),
    );
    expect(getPlanningPicks()).toEqual([6]);
  });
});
