import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PLANNING_PICKS_KEY } from '#web/lib/planning-picks';
import type { StagedRecipe } from '#shared/staging/staging.schemas';
import { installFakeServer, renderApp, type FetchCall } from '#web/test-support/test-utils';
import {
  holdWrites,
  jsonBody,
  makeStaged,
  plannerRoutes,
  WEEK,
} from '#web/test-support/planner-fixtures';

// The staging panel on the meal planning screen (product rule: staging).

async function openPlanner() {
  renderApp(`/meal-plan?week=${WEEK}`);
  await screen.findByRole('heading', { name: /^Recipe Staging/ });
}

describe('StagingPanel', () => {
  it('stages the recipes picked on the list once, clears the picks and toasts', async () => {
    window.sessionStorage.setItem(PLANNING_PICKS_KEY, JSON.stringify([1, 2]));
    const { calls } = installFakeServer(
      plannerRoutes({
        extra: {
          'POST /api/staged-recipes': (init) => ({
            status: 201,
            body: makeStaged({ recipeId: (jsonBody(init) as { recipeId: number }).recipeId }),
          }),
        },
      }),
    );
    await openPlanner();
    expect(await screen.findByText('Added to meal planning area')).toBeInTheDocument();
    expect(
      screen.getByText('2 recipes have been added to your meal planning area'),
    ).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST' && c.url === '/api/staged-recipes');
    expect(posts.map((c) => jsonBody(c.init))).toEqual([
      { familyId: 1, recipeId: 1, batchCount: 1 },
      { familyId: 1, recipeId: 2, batchCount: 1 },
    ]);
    expect(window.sessionStorage.getItem(PLANNING_PICKS_KEY)).toBeNull();
  });

  it('changes batches within 1 to 5, removes and clears, with rollback on failure', async () => {
    const staged = makeStaged({ batchCount: 4 });
    const placeholder = makeStaged({
      id: 202,
      recipeId: null,
      recipe: null,
      isPlaceholder: true,
      placeholderData: { title: 'Leftovers' },
    });
    // The server keeps what it was told, so refetches after each write agree.
    let onServer = [staged, placeholder];
    const { calls } = installFakeServer(
      plannerRoutes({
        extra: {
          'GET /api/families/1/staged-recipes': () => ({ body: onServer }),
          'PATCH /api/staged-recipes/201': (init) => {
            onServer = onServer.map((s) =>
              s.id === 201 ? { ...s, ...(jsonBody(init) as object) } : s,
            );
            return { body: onServer[0] };
          },
          'DELETE /api/staged-recipes/202': { status: 500, body: { message: 'no' } },
          'DELETE /api/families/1/staged-recipes': () => {
            onServer = [];
            return { body: { deleted: 2 } };
          },
        },
      }),
    );
    await openPlanner();
    const list = await screen.findByRole('list', { name: 'Staged recipes' });
    const chiliCard = within(list).getByRole('listitem', { name: 'Weeknight Chili' });
    expect(chiliCard).toHaveTextContent('24 servings');
    await userEvent.click(within(chiliCard).getByRole('button', { name: 'Increase batches' }));
    await waitFor(() =>
      expect(within(chiliCard).getByRole('status', { name: 'Batch count' })).toHaveTextContent(
        '5x',
      ),
    );
    expect(within(chiliCard).getByRole('button', { name: 'Increase batches' })).toBeDisabled();
    expect(jsonBody(calls.find((c) => c.method === 'PATCH')!.init)).toEqual({ batchCount: 5 });

    const leftovers = within(list).getByRole('listitem', { name: 'Leftovers' });
    await userEvent.click(
      within(leftovers).getByRole('button', { name: 'Remove Leftovers from staging' }),
    );
    expect(await screen.findByText('Failed to remove from staging area')).toBeInTheDocument();
    expect(await within(list).findByRole('listitem', { name: 'Leftovers' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Clear the staging area?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Clear Staging' }));
    expect(await screen.findByText(/No recipes staged yet/)).toBeInTheDocument();
    expect(
      calls.some((c) => c.method === 'DELETE' && c.url === '/api/families/1/staged-recipes'),
    ).toBe(true);
  }, 15_000);

  it('reports a failed batch change and puts the count back', async () => {
    installFakeServer(
      plannerRoutes({
        staged: [makeStaged()],
        extra: { 'PATCH /api/staged-recipes/201': { status: 500, body: { message: 'no' } } },
      }),
    );
    await openPlanner();
    const card = await screen.findByRole('listitem', { name: 'Weeknight Chili' });
    await userEvent.click(within(card).getByRole('button', { name: 'Increase batches' }));
    expect(await screen.findByText('Failed to update batch count')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).getByRole('status', { name: 'Batch count' })).toHaveTextContent('1x'),
    );
  });

  describe('rapid batch clicks (docs/decisions/011)', () => {
    const leftovers = makeStaged({
      id: 202,
      recipeId: null,
      recipe: null,
      isPlaceholder: true,
      placeholderData: { title: 'Leftovers' },
    });

    /** A server that keeps the staged recipes; PATCHes of ids in `failing` answer 500. */
    function stagingServer(initial: StagedRecipe[], failing: number[] = []) {
      let onServer = initial;
      const patch = (id: number) => (init: RequestInit) => {
        if (failing.includes(id)) return { status: 500, body: { message: 'no' } };
        onServer = onServer.map((s) => (s.id === id ? { ...s, ...(jsonBody(init) as object) } : s));
        return { body: onServer.find((s) => s.id === id) };
      };
      return plannerRoutes({
        extra: {
          'GET /api/families/1/staged-recipes': () => ({ body: onServer }),
          'PATCH /api/staged-recipes/201': patch(201),
          'PATCH /api/staged-recipes/202': patch(202),
        },
      });
    }
    const stagingGets = (calls: FetchCall[]) =>
      calls.filter((c) => c.method === 'GET' && c.url === '/api/families/1/staged-recipes');
    const countOf = (card: HTMLElement) =>
      within(card).getByRole('status', { name: 'Batch count' });

    it('counts every click, sends them in order and refreshes once, after the last', async () => {
      const server = installFakeServer(stagingServer([makeStaged()]));
      const release = holdWrites(server);
      await openPlanner();
      const card = await screen.findByRole('listitem', { name: 'Weeknight Chili' });
      const plus = within(card).getByRole('button', { name: 'Increase batches' });
      await userEvent.click(plus);
      await userEvent.click(plus);
      await userEvent.click(plus);
      expect(countOf(card)).toHaveTextContent('4x');
      const getsBefore = stagingGets(server.calls).length;

      release();
      await waitFor(() =>
        expect(
          server.calls.filter((c) => c.method === 'PATCH').map((c) => jsonBody(c.init)),
        ).toEqual([{ batchCount: 2 }, { batchCount: 3 }, { batchCount: 4 }]),
      );
      await waitFor(() => expect(stagingGets(server.calls)).toHaveLength(getsBefore + 1));
      // The refresh came after the last change was answered, never between two clicks.
      const lastPatch = server.calls.findLastIndex((c) => c.method === 'PATCH');
      expect(server.calls.indexOf(stagingGets(server.calls).at(-1)!)).toBeGreaterThan(lastPatch);
      expect(countOf(card)).toHaveTextContent('4x');
      expect(screen.queryByText('Failed to update batch count')).not.toBeInTheDocument();
    }, 15_000);

    it('a failed change on one card puts back that card only, and the refresh waits for both', async () => {
      const server = installFakeServer(stagingServer([makeStaged(), leftovers], [201]));
      const release = holdWrites(server);
      await openPlanner();
      const chili = await screen.findByRole('listitem', { name: 'Weeknight Chili' });
      const pizza = screen.getByRole('listitem', { name: 'Leftovers' });
      await userEvent.click(within(chili).getByRole('button', { name: 'Increase batches' }));
      await userEvent.click(within(pizza).getByRole('button', { name: 'Increase batches' }));
      expect(countOf(chili)).toHaveTextContent('2x');
      expect(countOf(pizza)).toHaveTextContent('2x');
      // A card with a change on its way cannot be removed meanwhile.
      expect(
        within(pizza).getByRole('button', { name: 'Remove Leftovers from staging' }),
      ).toBeDisabled();
      const getsBefore = stagingGets(server.calls).length;

      release();
      expect(await screen.findByText('Failed to update batch count')).toBeInTheDocument();
      await waitFor(() => expect(countOf(chili)).toHaveTextContent('1x'));
      expect(countOf(pizza)).toHaveTextContent('2x');
      await waitFor(() => expect(stagingGets(server.calls)).toHaveLength(getsBefore + 1));
      expect(
        within(pizza).getByRole('button', { name: 'Remove Leftovers from staging' }),
      ).toBeEnabled();
    }, 15_000);
  });
});
