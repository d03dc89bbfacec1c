import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '#web/test-support/test-utils';
import {
  freezeToday,
  installShoppingServer,
  makeList,
  makeMeal,
  SAMPLE_ITEMS,
  THIS_WEEK,
} from '../test-fixtures';

beforeEach(freezeToday);

const NO_MEAL_PLANS =
  "You don't have any meal plans for this week. Add meal plans first to generate a shopping list.";

/**
 * What a week whose list is stored must not show once its meals are gone
 * (product rule: shopping-cleared-week).
 */
async function expectNoMealPlansState() {
  expect(await screen.findByText(NO_MEAL_PLANS)).toBeInTheDocument();
  expect(screen.queryByText('This list is out of date')).not.toBeInTheDocument();
  expect(screen.queryByText(/need nothing from the shop/)).not.toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'By Category' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByText(/items total/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Regenerate/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Generate List' })).toBeDisabled();
}

describe('a week whose meals were cleared', () => {
  it('shows the no-meal-plans state, not the out-of-date list generated before', async () => {
    installShoppingServer({
      [THIS_WEEK]: { shoppingList: makeList(SAMPLE_ITEMS), plannedMeals: [], isOutOfDate: true },
    });
    renderApp('/shopping-list');
    await expectNoMealPlansState();
  });

  it("shows the no-meal-plans state, not 'need nothing from the shop', for an empty list", async () => {
    // Regenerated after the meals were cleared: a stored list without items.
    installShoppingServer({
      [THIS_WEEK]: { shoppingList: makeList([]), plannedMeals: [], isOutOfDate: false },
    });
    renderApp('/shopping-list');
    await expectNoMealPlansState();
  });

  it('shows the list again once meals are planned (out of date until regenerated)', async () => {
    installShoppingServer({
      [THIS_WEEK]: {
        shoppingList: makeList(SAMPLE_ITEMS),
        plannedMeals: [makeMeal()],
        isOutOfDate: true,
      },
    });
    renderApp('/shopping-list');
    expect(await screen.findByText('This list is out of date')).toBeInTheDocument();
    expect(screen.getByText('4 items total \u2022 0 checked')).toBeInTheDocument();
    expect(screen.queryByText(NO_MEAL_PLANS)).not.toBeInTheDocument();
  });
});
