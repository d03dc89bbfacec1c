import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetCookTimers } from '#web/lib/cook-timers/timer-store';
import { makeMealPlan } from '#web/test-support/planner-fixtures';
import { serve } from '#web/test-support/recipe-dialog-helpers';
import {
  expectConnected,
  expectNeedsConnection,
  setOnline,
  writeCalls,
} from '#web/test-support/connection';
import { renderApp } from '#web/test-support/test-utils';

const STEPS = [
  { id: 1, stepNumber: 1, text: 'Whisk the flour and the salt.' },
  { id: 2, stepNumber: 2, text: 'Serve with maple syrup.' },
];

async function openLastStep(path: string) {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Fluffy Buttermilk Pancakes' });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('button', { name: 'Finish' })).toBeVisible();
}

/** Cook mode's last step marks the planned meal it was opened for cooked (cooked-deduction). */
describe('cook mode: Mark as cooked', () => {
  afterEach(() => {
    resetCookTimers();
    setOnline(true);
  });

  it('marks the planned meal cooked and says what the pantry gave', async () => {
    const meal = makeMealPlan({ id: 55 });
    const { calls } = serve(
      { servings: 4, directions: STEPS },
      {},
      {
        'POST /api/meal-plans/55/cooked': {
          body: {
            mealPlan: { ...meal, cookedAt: '2025-03-11T18:00:00.000Z' },
            pantryChanges: [
              { pantryItemId: 3, name: 'flour', quantity: 250, unit: 'g', item: null },
            ],
          },
        },
      },
    );
    await openLastStep('/recipe/1/cook?servings=8&meal=55');
    // Only the last step offers it.
    await userEvent.click(screen.getByRole('button', { name: 'Mark as cooked' }));
    expect(await screen.findByText('Taken from the pantry: 250 g flour')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Marked as cooked' })).toBeDisabled();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/meal-plans/55/cooked',
    ]);
  });

  it('waits for a connection offline, and says why: the pantry is the server’s to change', async () => {
    const { calls } = serve({ servings: 4, directions: STEPS });
    await openLastStep('/recipe/1/cook?servings=8&meal=55');
    setOnline(false);
    const button = screen.getByRole('button', { name: 'Mark as cooked' });
    expectNeedsConnection(button);
    await userEvent.click(button);
    expect(writeCalls(calls)).toEqual([]);
    setOnline(true);
    expectConnected(button);
  });

  it('offers no marking for a recipe cooked outside the plan, or on an earlier step', async () => {
    serve({ servings: 4, directions: STEPS });
    renderApp('/recipe/1/cook?servings=8&meal=55');
    await screen.findByRole('heading', { level: 1, name: 'Fluffy Buttermilk Pancakes' });
    expect(screen.queryByRole('button', { name: 'Mark as cooked' })).not.toBeInTheDocument();
  });

  it('not from a planned meal: no marking on the last step either', async () => {
    serve({ servings: 4, directions: STEPS });
    await openLastStep('/recipe/1/cook?servings=8&meal=abc');
    expect(screen.queryByRole('button', { name: 'Mark as cooked' })).not.toBeInTheDocument();
  });
});
