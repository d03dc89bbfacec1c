import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  jsonBody,
  makeMealPlan,
  makePlaceholderMeal,
  plannerRoutes,
} from '#web/test-support/planner-fixtures';
import { installFakeServer, renderApp } from '#web/test-support/test-utils';

const DAY = '2025-03-11';

async function openDay(path = `/the-plan?day=${DAY}`) {
  const utils = renderApp(path);
  await screen.findByRole('heading', { name: 'Tuesday, March 11' });
  await screen.findByRole('region', { name: 'Dessert' });
  return utils;
}

describe('TodayPage', () => {
  it('shows the day with Breakfast to Dessert, each with Add, and steps between days', async () => {
    installFakeServer(
      plannerRoutes({
        entries: [
          makeMealPlan({ mealType: 'Breakfast' }),
          makePlaceholderMeal('Pizza night', { id: 102, mealType: 'Dessert' }),
          makeMealPlan({ id: 103, date: '2025-03-12T12:00:00', mealType: 'Lunch' }),
        ],
      }),
    );
    const { router } = await openDay();
    const sections = ['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Dessert'];
    for (const meal of sections) {
      const section = screen.getByRole('region', { name: meal });
      expect(within(section).getByRole('button', { name: `Add ${meal}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Breakfast' })).toHaveTextContent(
      'Fluffy Buttermilk Pancakes4 servings',
    );
    expect(screen.getByRole('region', { name: 'Dessert' })).toHaveTextContent('Pizza night');
    // A placeholder has no recipe to cook from.
    expect(
      within(screen.getByRole('region', { name: 'Dessert' })).queryByRole('link', {
        name: /^Cook/,
      }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lunch' })).toHaveTextContent('Nothing planned.');

    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('heading', { name: 'Wednesday, March 12' })).toBeVisible();
    expect(router.state.location.search).toBe('?day=2025-03-12');
    expect(screen.getByRole('region', { name: 'Lunch' })).toHaveTextContent(
      'Fluffy Buttermilk Pancakes',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByRole('heading', { name: 'Monday, March 10' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
  });

  it('opens a recipe with Remove from Schedule and no add, hide or delete; batches re-plan servings', async () => {
    const entry = makeMealPlan({ mealType: 'Dinner', plannedServings: 8 });
    const { calls } = installFakeServer(
      plannerRoutes({
        entries: [entry],
        options: {
          isFamilyAdmin: true,
          cookbookRoles: [{ cookbookId: 21, canEdit: true, canView: true }],
        },
        extra: {
          'PATCH /api/meal-plans/101': (init) => ({
            body: { ...entry, ...(jsonBody(init) as object) },
          }),
          'DELETE /api/meal-plans/101': { status: 204 },
        },
      }),
    );
    await openDay();
    // Cook mode straight from the plan, for the planned servings.
    expect(screen.getByRole('link', { name: 'Cook Fluffy Buttermilk Pancakes' })).toHaveAttribute(
      'href',
      '/recipe/1/cook?servings=8&meal=101',
    );
    await userEvent.click(screen.getByRole('button', { name: /^Fluffy Buttermilk Pancakes/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fluffy Buttermilk Pancakes' });
    // 8 planned servings of a 4-serving recipe: the stepper starts at 2.
    expect(within(dialog).getByRole('status', { name: 'Batch count' })).toHaveTextContent('2x');
    for (const name of ['Add to Meal Plan', 'Hide Recipe', 'Delete Recipe']) {
      expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: 'Edit Recipe' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase batches' }));
    expect(await screen.findByText('Servings updated')).toBeInTheDocument();
    expect(jsonBody(calls.find((c) => c.method === 'PATCH')!.init)).toEqual({
      plannedServings: 12,
    });
    // The dialog's Cook follows the stepper.
    expect(within(dialog).getByRole('link', { name: 'Cook' })).toHaveAttribute(
      'href',
      '/recipe/1/cook?servings=12',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Removed from schedule')).toBeInTheDocument();
    expect(screen.getByText('Recipe has been removed from your meal plan')).toBeInTheDocument();
  });

  it('reports a failed removal with its reason and puts the meal back', async () => {
    installFakeServer(
      plannerRoutes({
        entries: [makePlaceholderMeal('Pizza night', { mealType: 'Dessert' })],
        extra: {
          'DELETE /api/meal-plans/101': { status: 403, body: { message: 'Not your family' } },
        },
      }),
    );
    await openDay();
    await userEvent.click(screen.getByRole('button', { name: /Pizza night/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pizza night' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from Schedule' }));
    expect(
      await screen.findByText('Failed to remove from schedule: Not your family'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dessert' })).toHaveTextContent('Pizza night');
    // A placeholder has no recipe to cook from.
    expect(
      within(screen.getByRole('region', { name: 'Dessert' })).queryByRole('link', {
        name: /^Cook/,
      }),
    ).not.toBeInTheDocument();
  });

  it('marks a meal cooked, says what it took from the pantry, and undoes it', async () => {
    let cookedAt: string | null = null;
    const entry = makeMealPlan({ mealType: 'Dinner' });
    const taken = [
      { pantryItemId: 7, name: 'rice', quantity: 750, unit: 'g', item: null },
      { pantryItemId: 8, name: 'eggs', quantity: 3, unit: null, item: null },
    ];
    const answer = () => ({ body: { mealPlan: { ...entry, cookedAt }, pantryChanges: taken } });
    const { calls } = installFakeServer(
      plannerRoutes({
        extra: {
          'GET /api/families/1/meal-plans': () => ({ body: [{ ...entry, cookedAt }] }),
          'POST /api/meal-plans/101/cooked': () => {
            cookedAt = '2025-03-11T18:00:00.000Z';
            return answer();
          },
          'DELETE /api/meal-plans/101/cooked': () => {
            cookedAt = null;
            return answer();
          },
        },
      }),
    );
    await openDay();
    const dinner = screen.getByRole('region', { name: 'Dinner' });
    await userEvent.click(
      within(dinner).getByRole('button', { name: 'Mark Fluffy Buttermilk Pancakes as cooked' }),
    );
    expect(await screen.findByText('Taken from the pantry: 750 g rice, 3 eggs')).toBeVisible();
    expect(
      await within(dinner).findByRole('button', {
        name: 'Fluffy Buttermilk Pancakes is cooked: undo',
      }),
    ).toHaveAttribute('aria-pressed', 'true');

    // A plain click: the toast's swipe handling wants pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Put back in the pantry: 750 g rice, 3 eggs')).toBeVisible();
    expect(
      await within(dinner).findByRole('button', {
        name: 'Mark Fluffy Buttermilk Pancakes as cooked',
      }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(
      calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`),
    ).toEqual(['POST /api/meal-plans/101/cooked', 'DELETE /api/meal-plans/101/cooked']);
  });

  it('says so when marking cooked fails, and the meal stays not cooked', async () => {
    installFakeServer(
      plannerRoutes({
        entries: [makeMealPlan({ mealType: 'Dinner' })],
        extra: { 'POST /api/meal-plans/101/cooked': { status: 500, body: { message: 'Boom' } } },
      }),
    );
    await openDay();
    const dinner = screen.getByRole('region', { name: 'Dinner' });
    const mark = within(dinner).getByRole('button', {
      name: 'Mark Fluffy Buttermilk Pancakes as cooked',
    });
    await userEvent.click(mark);
    expect(
      await screen.findByText('Failed to mark the meal as cooked, please try again'),
    ).toBeVisible();
    await waitFor(() => expect(mark).toBeEnabled());
    expect(mark).toHaveAttribute('aria-pressed', 'false');
  });
});
