import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  WEEK,
  makeMealPlan,
  makePlaceholderMeal,
  plannerRoutes,
} from '#web/test-support/planner-fixtures';
import { installFakeServer, renderApp } from '#web/test-support/test-utils';

function weekPrint() {
  const view = document.querySelector<HTMLElement>('[data-print-area="meal-plan-week"]');
  if (!view) throw new Error('no week print view');
  return view;
}

/** The printed table's text, row by row, cell by cell. */
function tableText(view: HTMLElement) {
  return within(view)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent ?? ''));
}

async function openPlanner() {
  const utils = renderApp(`/meal-plan?week=${WEEK}`);
  await screen.findByRole('group', { name: 'Dinner on Tuesday, March 11' });
  return utils;
}

const tuesdayDinner = makeMealPlan();
const saturdayPizza = makePlaceholderMeal('Pizza night', {
  id: 102,
  date: '2025-03-15T12:00:00',
  mealType: 'Snack',
  plannedServings: 2,
});
const nextWeeksDinner = makeMealPlan({ id: 103, date: '2025-03-18T12:00:00' });

describe('Print Week', () => {
  it('prints the shown week as a table: meal types down, Sunday to Saturday across', async () => {
    installFakeServer(plannerRoutes({ entries: [tuesdayDinner, saturdayPizza, nextWeeksDinner] }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await openPlanner();

    const view = weekPrint();
    expect(view.parentElement).toBe(document.body);
    expect(within(view).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Meal Plan: Mar 9 - Mar 15, 2025',
    );
    const [days, ...meals] = tableText(view);
    expect(days).toEqual([
      '',
      'SundayMar 9',
      'MondayMar 10',
      'TuesdayMar 11',
      'WednesdayMar 12',
      'ThursdayMar 13',
      'FridayMar 14',
      'SaturdayMar 15',
    ]);
    // No Dessert this week: the calendar's four rows (product rule: meal-types).
    expect(meals.map((row) => row[0])).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Snack']);
    expect(meals[2]).toEqual([
      'Dinner',
      '',
      '',
      'Fluffy Buttermilk Pancakes4 servings',
      '',
      '',
      '',
      '',
    ]);
    expect(meals[3]![7]).toBe('Pizza nightPlaceholder2 servings');
    // Next week's dinner is not this week's.
    expect(meals.flat().filter((cell) => cell.includes('Pancakes'))).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Print Week' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('adds a Dessert row when the week has one (planned on Today’s Plan), so every meal prints', async () => {
    installFakeServer(
      plannerRoutes({
        entries: [
          tuesdayDinner,
          makeMealPlan({ id: 104, mealType: 'Dessert', plannedServings: 6 }),
        ],
      }),
    );
    await openPlanner();
    const rows = tableText(weekPrint()).slice(1);
    expect(rows.map((row) => row[0])).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Dessert']);
    expect(rows[4]![3]).toBe('Fluffy Buttermilk Pancakes6 servings');
  });

  it('follows the week shown', async () => {
    installFakeServer(plannerRoutes({ entries: [tuesdayDinner, nextWeeksDinner] }));
    await openPlanner();
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() =>
      expect(within(weekPrint()).getByRole('heading', { level: 1 })).toHaveTextContent(
        'Meal Plan: Mar 16 - Mar 22, 2025',
      ),
    );
    expect(tableText(weekPrint())[3]![3]).toBe('Fluffy Buttermilk Pancakes4 servings');
  });

  it('gives way to a recipe opened over the planner: its print view comes later under <body>', async () => {
    installFakeServer(plannerRoutes({ entries: [tuesdayDinner] }));
    await openPlanner();
    await userEvent.click(screen.getByRole('button', { name: 'Fluffy Buttermilk Pancakes' }));
    await screen.findByRole('dialog', { name: 'Fluffy Buttermilk Pancakes' });
    const areas = Array.from(document.body.children)
      .map((child) => child.getAttribute('data-print-area'))
      .filter(Boolean);
    // print-portal.css prints only the last print portal.
    expect(areas).toEqual(['meal-plan-week', 'recipe']);
  });
});
