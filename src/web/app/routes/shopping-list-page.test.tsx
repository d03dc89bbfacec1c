import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  freezeToday,
  installShoppingServer,
  makeList,
  makeMeal,
  THIS_WEEK,
} from '#web/features/shopping-list/test-fixtures';
import { polyfillRadixSelect, renderApp } from '#web/test-support/test-utils';

const REGENERATE_TEXT =
  'This will delete all current items in your shopping list and create a new one based on your meal plans. Any checked items will be lost. Are you sure you want to continue?';

beforeAll(polyfillRadixSelect);
beforeEach(freezeToday);

const heading = () => screen.findByRole('heading', { name: 'Shopping List', level: 1 });

describe('ShoppingListPage', () => {
  it('offers this week and the next four, and loads the week picked', async () => {
    const { calls } = installShoppingServer({
      '2026-03-22': { plannedMeals: [makeMeal({ date: '2026-03-24T12:00:00' })] },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/shopping-list');
    await heading();
    const select = screen.getByRole('combobox', { name: 'Week' });
    expect(select).toHaveTextContent('Mar 8 - Mar 14 (this week)');
    await user.click(select);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Mar 8 - Mar 14 (this week)',
      'Mar 15 - Mar 21',
      'Mar 22 - Mar 28',
      'Mar 29 - Apr 4',
      'Apr 5 - Apr 11',
    ]);
    await user.click(screen.getByRole('option', { name: 'Mar 22 - Mar 28' }));
    expect(await screen.findByText('No Shopping List')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?week=2026-03-22');
    expect(calls.map((c) => c.url)).toContain(
      '/api/families/1/weekly-shopping-list?weekStartDate=2026-03-22',
    );
  });

  it('says there are no meal plans, and cannot generate', async () => {
    installShoppingServer();
    renderApp('/shopping-list');
    expect(
      await screen.findByText(
        "You don't have any meal plans for this week. Add meal plans first to generate a shopping list.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate List' })).toBeDisabled();
  });

  it('lists the planned meals as chips when there is no list yet', async () => {
    installShoppingServer({
      [THIS_WEEK]: {
        plannedMeals: [
          makeMeal({ id: 2, date: '2026-03-10T12:00:00', mealType: 'Lunch', title: 'Moi Moi' }),
          makeMeal({ id: 1, plannedServings: 1 }),
        ],
      },
    });
    const user = userEvent.setup();
    renderApp('/shopping-list');
    expect(await screen.findByText('No Shopping List')).toBeInTheDocument();
    expect(screen.getByText(/Click Generate List/)).toBeInTheDocument();
    const meals = screen.getByRole('region', { name: 'Planned meals this week' });
    const chips = within(meals).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['MonDParty Jollof Rice', 'TueLMoi Moi']);
    expect(chips[0]).toHaveAccessibleName('Monday Dinner: Party Jollof Rice, 1 serving');
    expect(within(chips[1]!).getByText('Moi Moi')).toHaveClass('max-w-[150px]', 'truncate');
    await user.hover(chips[1]!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Lunch: 6 servings');
  });

  it('generates the list with the spec body and says so', async () => {
    const { calls } = installShoppingServer({
      [THIS_WEEK]: { plannedMeals: [makeMeal()], currentMealPlanHash: '31' },
    });
    renderApp('/shopping-list');
    await userEvent.click(await screen.findByRole('button', { name: 'Generate List' }));
    expect(await screen.findByText('Shopping list generated')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(post?.init.body as string)).toEqual({
      shoppingList: {
        familyId: 1,
        weekStartDate: '2026-03-08',
        weekEndDate: '2026-03-14',
        mealPlanHash: '31',
      },
      generateFromMealPlans: true,
      forceRegenerate: false,
      items: [],
    });
    expect(await screen.findByRole('button', { name: 'Regenerate List' })).toBeInTheDocument();
    expect(screen.getByText('4 items total \u2022 0 checked')).toBeInTheDocument();
  });

  it('toasts when generating fails', async () => {
    const { state } = installShoppingServer({ [THIS_WEEK]: { plannedMeals: [makeMeal()] } });
    state.failGenerate = true;
    renderApp('/shopping-list');
    await userEvent.click(await screen.findByRole('button', { name: 'Generate List' }));
    expect(await screen.findByText('Failed to generate shopping list')).toBeInTheDocument();
    expect(screen.getByText('No Shopping List')).toBeInTheDocument();
  });

  it('regenerates only after the confirmation', async () => {
    const { calls } = installShoppingServer({
      [THIS_WEEK]: { shoppingList: makeList(), plannedMeals: [makeMeal()] },
    });
    const user = userEvent.setup();
    renderApp('/shopping-list');
    await user.click(await screen.findByRole('button', { name: 'Regenerate List' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Regenerate Shopping List?' });
    expect(dialog).toHaveAccessibleDescription(REGENERATE_TEXT);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Regenerate List' }));
    await user.click(await screen.findByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('Shopping list generated')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(post?.init.body as string)).toMatchObject({ forceRegenerate: true });
  });

  it('marks a list whose meal plan changed as out of date and offers Regenerate', async () => {
    const { calls } = installShoppingServer({
      [THIS_WEEK]: { shoppingList: makeList(), plannedMeals: [makeMeal()], isOutOfDate: true },
    });
    const user = userEvent.setup();
    renderApp('/shopping-list');
    expect(await screen.findByText('This list is out of date')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Regenerate' }),
    );
    await waitFor(() => expect(screen.queryByText('This list is out of date')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
