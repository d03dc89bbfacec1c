import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  WEEK,
  jsonBody,
  makeMealPlan,
  makePlaceholderMeal,
  plannerRoutes,
} from '#web/test-support/planner-fixtures';
import { installFakeServer, renderApp } from '#web/test-support/test-utils';

const slotNamed = (name: string) => screen.getByRole('group', { name });

async function openPlanner(path = `/meal-plan?week=${WEEK}`) {
  const utils = renderApp(path);
  await screen.findByRole('heading', { name: 'Mar 9 - Mar 15, 2025' });
  await screen.findByRole('group', { name: 'Breakfast on Sunday, March 9' });
  return utils;
}

describe('MealPlanPage calendar', () => {
  it('shows Sunday to Saturday with Breakfast, Lunch, Dinner and Snack, and the meals in their slots', async () => {
    const { calls } = installFakeServer(
      plannerRoutes({
        entries: [
          makeMealPlan(),
          makePlaceholderMeal('Pizza night', {
            id: 102,
            date: '2025-03-15T12:00:00',
            mealType: 'Snack',
          }),
          makeMealPlan({ id: 103, date: '2025-03-11T12:00:00', mealType: 'Dessert' }),
        ],
      }),
    );
    await openPlanner();
    for (const day of ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']) {
      expect(screen.getByText(day)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('group', { name: /^Breakfast on / })).toHaveLength(7);
    expect(screen.getAllByRole('group', { name: /^Snack on / })).toHaveLength(7);
    // Dessert is a meal of Today's Plan, not of the week calendar (product rule: meal-types).
    expect(screen.queryAllByRole('group', { name: /^Dessert on / })).toHaveLength(0);

    const tuesdayDinner = slotNamed('Dinner on Tuesday, March 11');
    expect(
      within(tuesdayDinner).getByRole('button', { name: 'Fluffy Buttermilk Pancakes' }),
    ).toBeVisible();
    expect(tuesdayDinner).toHaveTextContent('Fluffy Buttermilk Pancakes4 servings');
    const saturdaySnack = slotNamed('Snack on Saturday, March 15');
    expect(saturdaySnack).toHaveTextContent('Placeholder: Pizza night1 serving');
    expect(
      within(slotNamed('Dinner on Wednesday, March 12')).queryAllByRole('listitem'),
    ).toHaveLength(0);

    // The fetch runs from the week start to one year past the week end
    // (product rule: plan-fetch-window).
    expect(
      calls.some(
        (c) => c.url === '/api/families/1/meal-plans?startDate=2025-03-09&endDate=2026-03-15',
      ),
    ).toBe(true);
  });

  it('steps through weeks and back to this week', async () => {
    installFakeServer(plannerRoutes());
    const { router } = await openPlanner();
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { name: 'Mar 16 - Mar 22, 2025' })).toBeVisible();
    expect(router.state.location.search).toBe('?week=2025-03-16');
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByRole('heading', { name: 'Mar 2 - Mar 8, 2025' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'This Week' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('button', { name: 'This Week' })).toBeDisabled();
  });

  it('links to the shopping list and clears the week after confirming', async () => {
    const { calls } = installFakeServer(
      plannerRoutes({
        entries: [makeMealPlan()],
        extra: { 'DELETE /api/families/1/meal-plans': { body: { deleted: 1 } } },
      }),
    );
    await openPlanner();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Shopping List' }),
    ).toHaveAttribute('href', '/shopping-list');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Week' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Clear this week?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Clear Week' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Clear Week' }),
    );
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.method === 'DELETE' &&
            c.url === '/api/families/1/meal-plans?startDate=2025-03-09&endDate=2025-03-15',
        ),
      ).toBe(true),
    );
  });

  it('reports a failed Clear Week', async () => {
    installFakeServer(
      plannerRoutes({
        entries: [makeMealPlan()],
        extra: { 'DELETE /api/families/1/meal-plans': { status: 500, body: { message: 'no' } } },
      }),
    );
    await openPlanner();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Week' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Clear Week' }),
    );
    expect(await screen.findByText('Failed to clear weekly meal plan')).toBeInTheDocument();
  });
});

describe('MealPlanPage meal dialog', () => {
  it('edits the servings and removes the meal from the plan', async () => {
    const entry = makeMealPlan();
    const { calls } = installFakeServer(
      plannerRoutes({
        entries: [entry],
        extra: {
          'PATCH /api/meal-plans/101': { body: { ...entry, plannedServings: 6 } },
          'DELETE /api/meal-plans/101': { status: 204 },
        },
      }),
    );
    await openPlanner();
    await userEvent.click(screen.getByRole('button', { name: 'Fluffy Buttermilk Pancakes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fluffy Buttermilk Pancakes' });
    const planned = within(dialog).getByRole('region', { name: 'Planned meal' });
    expect(planned).toHaveTextContent('Dinner on Tuesday, March 11');
    const servings = within(planned).getByRole('spinbutton', { name: 'Planned servings' });
    expect(servings).toHaveValue(4);
    expect(within(planned).getByRole('button', { name: 'Update Servings' })).toBeDisabled();
    await userEvent.click(within(planned).getByRole('button', { name: 'More servings' }));
    await userEvent.click(within(planned).getByRole('button', { name: 'More servings' }));
    await userEvent.click(within(planned).getByRole('button', { name: 'Update Servings' }));
    expect(await screen.findByText('Servings updated')).toBeInTheDocument();
    expect(screen.getByText('The number of servings has been updated')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(jsonBody(patch.init)).toEqual({ plannedServings: 6 });

    await userEvent.clear(servings);
    await userEvent.type(servings, '101');
    expect(within(planned).getByRole('alert')).toHaveTextContent(
      'Enter a whole number from 1 to 100',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from Plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Removed from schedule')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/meal-plans/101')).toBe(true);
  });

  it('shows Edit Recipe to family admins on the calendar, with the add and hide actions', async () => {
    installFakeServer(
      plannerRoutes({ entries: [makeMealPlan()], options: { isFamilyAdmin: true } }),
    );
    await openPlanner();
    await userEvent.click(screen.getByRole('button', { name: 'Fluffy Buttermilk Pancakes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fluffy Buttermilk Pancakes' });
    for (const name of ['Edit Recipe', 'Add to Meal Plan', 'Hide Recipe', 'Remove from Plan']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(dialog).queryByRole('button', { name: 'Delete Recipe' })).not.toBeInTheDocument();
  });

  it('opens a placeholder with its title, and rolls a failed update back', async () => {
    const entry = makePlaceholderMeal('Pizza night', { plannedServings: 3 });
    installFakeServer(
      plannerRoutes({
        entries: [entry],
        extra: { 'PATCH /api/meal-plans/101': { status: 500, body: { message: 'nope' } } },
      }),
    );
    await openPlanner();
    await userEvent.click(screen.getByRole('button', { name: 'Placeholder: Pizza night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pizza night' });
    expect(within(dialog).getByText('Placeholder Recipe')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'More servings' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Servings' }));
    expect(await screen.findByText('Failed to update meal plan')).toBeInTheDocument();
    // The plan is rolled back; the field keeps the asked-for 4 so it can be sent again.
    await waitFor(() => expect(dialog).toHaveTextContent('3 servings planned'));
    expect(within(dialog).getByRole('button', { name: 'Update Servings' })).toBeEnabled();
  });
});
