import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { PLANNING_PICKS_KEY } from '#web/lib/planning-picks';
import { jsonBody, makeStaged, plannerRoutes, WEEK } from '#web/test-support/planner-fixtures';
import { installFakeServer, renderApp } from '#web/test-support/test-utils';
import {
  expectConnected,
  expectNeedsConnection,
  NEEDS_CONNECTION,
  setOnline,
  writeCalls,
} from '#web/test-support/connection';

// The staging area's writes are not queued offline: they wait for a connection and say why
// (docs/decisions/048).

afterEach(() => onlineManager.setOnline(true));

async function openPlanner() {
  renderApp(`/meal-plan?week=${WEEK}`);
  await screen.findByRole('heading', { name: /^Recipe Staging/ });
}

describe('the staging area offline', () => {
  it('disables add, clear, remove, batches and dragging with the reason, until back online', async () => {
    const { calls } = installFakeServer(
      plannerRoutes({
        staged: [makeStaged()],
        extra: {
          'PATCH /api/staged-recipes/201': (init) => ({
            body: makeStaged(jsonBody(init) as object),
          }),
        },
      }),
    );
    await openPlanner();
    const card = await screen.findByRole('listitem', { name: 'Weeknight Chili' });
    const controls = () => [
      screen.getByRole('button', { name: 'Add' }),
      screen.getByRole('button', { name: 'Clear' }),
      within(card).getByRole('button', { name: 'Remove Weeknight Chili from staging' }),
      within(card).getByRole('button', { name: 'Increase batches' }),
    ];
    const grip = within(card).getByRole('button', { name: 'Drag Weeknight Chili to the calendar' });

    setOnline(false);
    for (const control of controls()) expectNeedsConnection(control);
    expect(grip).toHaveAttribute('aria-disabled', 'true');
    expect(grip).toHaveAttribute('aria-description', NEEDS_CONNECTION);
    for (const control of controls()) await userEvent.click(control);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(card).getByRole('status', { name: 'Batch count' })).toHaveTextContent('1x');
    expect(writeCalls(calls)).toEqual([]);

    setOnline(true);
    for (const control of controls()) expectConnected(control);
    expect(grip).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(within(card).getByRole('button', { name: 'Increase batches' }));
    await waitFor(() => expect(writeCalls(calls)).toEqual(['PATCH /api/staged-recipes/201']));
  });

  it('a Clear Staging prompt opened online cannot confirm once the network goes', async () => {
    const { calls } = installFakeServer(plannerRoutes({ staged: [makeStaged()] }));
    await openPlanner();
    await screen.findByRole('listitem', { name: 'Weeknight Chili' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Clear the staging area?' });

    setOnline(false);
    const confirm = within(prompt).getByRole('button', { name: 'Clear Staging' });
    expectNeedsConnection(confirm);
    await userEvent.click(confirm);
    expect(writeCalls(calls)).toEqual([]);

    setOnline(true);
    expectConnected(confirm);
  });

  it('keeps the recipes picked on the list while offline and stages them once back online', async () => {
    const { calls } = installFakeServer(
      plannerRoutes({
        extra: { 'POST /api/staged-recipes': { status: 201, body: makeStaged() } },
      }),
    );
    const { router } = renderApp('/the-plan');
    await screen.findByRole('region', { name: 'Dinner' });
    // Picked on the recipe list, then the planner opens without a network.
    setOnline(false);
    window.sessionStorage.setItem(PLANNING_PICKS_KEY, JSON.stringify([2]));
    await act(() => router.navigate(`/meal-plan?week=${WEEK}`));
    await screen.findByRole('heading', { name: /^Recipe Staging/ });
    // Nothing was tried (no failure toast), and the pick is still there.
    expect(screen.queryByText('Failed to add to staging area')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(PLANNING_PICKS_KEY)).toBe('[2]');
    expect(writeCalls(calls)).toEqual([]);

    setOnline(true);
    expect(await screen.findByText('Added to meal planning area')).toBeInTheDocument();
    expect(writeCalls(calls)).toEqual(['POST /api/staged-recipes']);
    expect(window.sessionStorage.getItem(PLANNING_PICKS_KEY)).toBeNull();
  });
});
