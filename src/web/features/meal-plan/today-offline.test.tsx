import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  jsonBody,
  makeMealPlan,
  makePlaceholderMeal,
  plannerRoutes,
} from '#web/test-support/planner-fixtures';
import { installFakeServer, renderApp } from '#web/test-support/test-utils';
import {
  expectConnected,
  expectNeedsConnection,
  NEEDS_CONNECTION,
  setOnline,
  writeCalls,
} from '#web/test-support/connection';

// Today's Plan in the kitchen without a network: the day's meals stay readable and cookable,
// but its writes wait for a connection and say why (docs/decisions/048).

afterEach(() => onlineManager.setOnline(true));

const DAY = '2025-03-11';
const dinner = makeMealPlan({ mealType: 'Dinner', plannedServings: 8 });
const pizza = makePlaceholderMeal('Pizza night', { id: 102, mealType: 'Dessert' });

function serveDay() {
  return installFakeServer(
    plannerRoutes({
      entries: [dinner, pizza],
      extra: {
        'PATCH /api/meal-plans/101': (init) => ({
          body: { ...dinner, ...(jsonBody(init) as object) },
        }),
      },
    }),
  );
}

async function openDay() {
  renderApp(`/the-plan?day=${DAY}`);
  await screen.findByRole('heading', { name: 'Tuesday, March 11' });
  return screen.findByRole('region', { name: 'Dinner' });
}

describe("Today's Plan offline", () => {
  it('disables Add and Mark as cooked with the reason, and enables them back online', async () => {
    const { calls } = serveDay();
    const section = await openDay();
    const add = within(section).getByRole('button', { name: 'Add Dinner' });
    const cooked = within(section).getByRole('button', {
      name: 'Mark Fluffy Buttermilk Pancakes as cooked',
    });

    setOnline(false);
    expectNeedsConnection(add);
    expectNeedsConnection(cooked);
    // Cooking from the plan needs no server.
    expect(
      within(section).getByRole('link', { name: 'Cook Fluffy Buttermilk Pancakes' }),
    ).toBeVisible();
    await userEvent.click(cooked);
    await userEvent.click(add);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writeCalls(calls)).toEqual([]);

    setOnline(true);
    expectConnected(add);
    expectConnected(cooked);
  });

  it("the meal dialog's batches and Remove from Schedule wait for a connection", async () => {
    const { calls } = serveDay();
    await openDay();
    await userEvent.click(screen.getByRole('button', { name: /^Fluffy Buttermilk Pancakes/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fluffy Buttermilk Pancakes' });

    setOnline(false);
    const more = within(dialog).getByRole('button', { name: 'Increase batches' });
    expectNeedsConnection(more);
    expectNeedsConnection(within(dialog).getByRole('button', { name: 'Decrease batches' }));
    // The stepper's group shows the reason to a pointer, as its disabled buttons take none.
    expect(within(dialog).getByRole('group', { name: 'Batches' })).toHaveAttribute(
      'title',
      NEEDS_CONNECTION,
    );
    expectNeedsConnection(within(dialog).getByRole('button', { name: 'Remove from Schedule' }));
    await userEvent.click(more);
    expect(within(dialog).getByRole('status', { name: 'Batch count' })).toHaveTextContent('2x');
    expect(writeCalls(calls)).toEqual([]);

    setOnline(true);
    expectConnected(more);
    expectConnected(within(dialog).getByRole('button', { name: 'Remove from Schedule' }));
    await userEvent.click(more);
    await waitFor(() => expect(writeCalls(calls)).toEqual(['PATCH /api/meal-plans/101']));
  });

  it("a placeholder's batches wait for a connection too", async () => {
    const { calls } = serveDay();
    await openDay();
    await userEvent.click(screen.getByRole('button', { name: /Pizza night/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pizza night' });

    setOnline(false);
    expectNeedsConnection(within(dialog).getByRole('button', { name: 'Increase batches' }));
    expectNeedsConnection(within(dialog).getByRole('button', { name: 'Remove from Schedule' }));
    expect(writeCalls(calls)).toEqual([]);

    setOnline(true);
    expectConnected(within(dialog).getByRole('button', { name: 'Increase batches' }));
  });
});
