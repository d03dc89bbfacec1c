import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  jsonBody,
  makeMealPlan,
  makePlaceholderMeal,
  plannerRoutes,
  WEEK,
} from '#web/test-support/planner-fixtures';
import { installFakeServer, renderApp } from '#web/test-support/test-utils';
import {
  expectConnected,
  expectNeedsConnection,
  NEEDS_CONNECTION,
  setOnline,
  writeCalls,
} from '#web/test-support/connection';

// Plan writes are not queued offline: their controls wait for a connection and say why
// (docs/decisions/048). Reading the plan, and typing, go on.

afterEach(() => onlineManager.setOnline(true));

const pizza = makePlaceholderMeal('Pizza night', { plannedServings: 3 });

async function openPlanner() {
  renderApp(`/meal-plan?week=${WEEK}`);
  return screen.findByRole('button', { name: 'Move Pizza night' });
}

const addToSlot = () =>
  screen.getByRole('button', { name: 'Add a meal: Dinner on Wednesday, March 12' });

describe('the meal planning screen offline', () => {
  it('disables adding, moving and clearing with the reason, and enables them back online', async () => {
    const { calls } = installFakeServer(plannerRoutes({ entries: [pizza] }));
    const grip = await openPlanner();
    const clearWeek = screen.getByRole('button', { name: 'Clear Week' });
    expectConnected(addToSlot());
    expectConnected(clearWeek);

    setOnline(false);
    expectNeedsConnection(addToSlot());
    expectNeedsConnection(clearWeek);
    // The meal cannot be picked up (dnd-kit's disabled draggable starts no drag), and says why;
    // a drop of a drag begun online is refused (hooks/use-meal-plan-drop.test.tsx).
    expect(grip).toHaveAttribute('aria-disabled', 'true');
    expect(grip).toHaveAttribute('aria-description', NEEDS_CONNECTION);
    await userEvent.click(addToSlot());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writeCalls(calls)).toEqual([]);

    setOnline(true);
    expectConnected(addToSlot());
    expectConnected(clearWeek);
    expect(grip).toHaveAttribute('aria-disabled', 'false');
    expect(grip).not.toHaveAttribute('aria-description');
  });

  it("keeps a meal's servings editable but waits to update or remove it", async () => {
    const { calls } = installFakeServer(
      plannerRoutes({
        entries: [pizza],
        extra: {
          'PATCH /api/meal-plans/101': (init) => ({
            body: { ...pizza, ...(jsonBody(init) as object) },
          }),
        },
      }),
    );
    await openPlanner();
    await userEvent.click(screen.getByRole('button', { name: 'Placeholder: Pizza night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pizza night' });

    setOnline(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'More servings' }));
    const field = within(dialog).getByRole('spinbutton', { name: 'Planned servings' });
    expect(field).toHaveValue(4);
    const update = within(dialog).getByRole('button', { name: 'Update Servings' });
    expectNeedsConnection(update);
    expectNeedsConnection(within(dialog).getByRole('button', { name: 'Remove from Plan' }));
    // Enter in the field does not send it either.
    fireEvent.submit(field.closest('form')!);
    await userEvent.click(update);
    expect(writeCalls(calls)).toEqual([]);

    setOnline(true);
    expectConnected(within(dialog).getByRole('button', { name: 'Remove from Plan' }));
    expectConnected(update);
    // What was typed offline is still there, and goes out now.
    await userEvent.click(update);
    await waitFor(() => expect(writeCalls(calls)).toEqual(['PATCH /api/meal-plans/101']));
    expect(jsonBody(calls.find((c) => c.method === 'PATCH')!.init)).toEqual({
      plannedServings: 4,
    });
  });

  it('lets the add dialog search offline but not add, and adds once back online', async () => {
    const { calls } = installFakeServer(
      plannerRoutes({
        extra: { 'POST /api/meal-plans': { status: 201, body: makeMealPlan({ id: 900 }) } },
      }),
    );
    renderApp(`/meal-plan?week=${WEEK}`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add a meal: Dinner on Wednesday, March 12' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Recipe to Meal Plan' });
    await within(dialog).findByRole('radio', { name: 'Weeknight Chili' });

    setOnline(false);
    await userEvent.type(
      within(dialog).getByRole('searchbox', { name: 'Search recipes' }),
      'chili',
    );
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Weeknight Chili' }));
    const submit = within(dialog).getByRole('button', { name: 'Add to Meal Plan' });
    expectNeedsConnection(submit);
    fireEvent.submit(submit.closest('form')!);
    expect(screen.getByRole('dialog', { name: 'Add Recipe to Meal Plan' })).toBeInTheDocument();
    expect(writeCalls(calls)).toEqual([]);

    setOnline(true);
    expectConnected(submit);
    await userEvent.click(submit);
    await waitFor(() => expect(writeCalls(calls)).toEqual(['POST /api/meal-plans']));
  });
});
