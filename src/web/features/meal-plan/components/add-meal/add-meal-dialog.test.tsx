import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer, renderApp, signedInRoutes } from '#web/test-support/test-utils';
import {
  jsonBody,
  makeMealPlan,
  makeStaged,
  plannerRoutes,
  WEEK,
} from '#web/test-support/planner-fixtures';

const DAY = '2025-03-11';

/** Opens Add for Tuesday's Dessert on Today's Plan. */
async function openAddDialog(path = `/the-plan?day=${DAY}`) {
  const utils = renderApp(path);
  await userEvent.click(await screen.findByRole('button', { name: 'Add Dessert' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Recipe to Meal Plan' });
  await within(dialog).findByRole('radio', { name: 'Fluffy Buttermilk Pancakes' });
  return { ...utils, dialog };
}

const search = (dialog: HTMLElement) =>
  within(dialog).getByRole('searchbox', { name: 'Search recipes' });

describe('Add Recipe to meal plan dialog', () => {
  it('asks for a recipe before sending anything', async () => {
    const { calls } = installFakeServer(plannerRoutes());
    const { dialog } = await openAddDialog();
    expect(dialog).toHaveTextContent('Dessert on Tuesday, March 11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Meal Plan' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a recipe');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('searches the accessible recipes and plans one with its batches, shown at once', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls, fetchMock } = installFakeServer(plannerRoutes());
    const fake = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init = {}) => {
      if (init.method !== 'POST') return fake(input, init);
      calls.push({ method: 'POST', url: input as string, init });
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const { dialog } = await openAddDialog();
    await userEvent.type(search(dialog), 'chili');
    await waitFor(() =>
      expect(
        within(dialog).queryByRole('radio', { name: 'Fluffy Buttermilk Pancakes' }),
      ).toBeNull(),
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Weeknight Chili' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase batches' }));
    expect(dialog).toHaveTextContent('Weeknight Chili · 12 servings');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Meal Plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const post = calls.find((c) => c.method === 'POST')!;
    expect(jsonBody(post.init)).toEqual({
      familyId: 1,
      recipeId: 2,
      date: `${DAY}T12:00:00`,
      mealType: 'Dessert',
      plannedServings: 12,
    });
    // Optimistic: on the plan while the server is still answering.
    const dessert = screen.getByRole('region', { name: 'Dessert' });
    await waitFor(() => expect(dessert).toHaveTextContent('Weeknight ChiliSaving...'));
    answer(
      new Response(
        JSON.stringify(makeMealPlan({ id: 150, mealType: 'Dessert', plannedServings: 12 })),
        { status: 201, headers: { 'content-type': 'application/json' } },
      ),
    );
    await waitFor(() => expect(dessert).not.toHaveTextContent('Saving...'));
  });

  it('offers the search text as a placeholder only when there is some', async () => {
    const { calls } = installFakeServer(
      plannerRoutes({
        extra: {
          'POST /api/meal-plans': {
            status: 201,
            body: makeMealPlan({ id: 150, recipe: null, recipeId: null, isPlaceholder: true }),
          },
        },
      }),
    );
    const { dialog } = await openAddDialog();
    expect(within(dialog).queryByRole('radio', { name: /as a placeholder/ })).toBeNull();
    await userEvent.type(search(dialog), '  Pizza night ');
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'Add "Pizza night" as a placeholder' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Meal Plan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(jsonBody(calls.find((c) => c.method === 'POST')!.init)).toEqual({
      familyId: 1,
      date: `${DAY}T12:00:00`,
      mealType: 'Dessert',
      plannedServings: 1,
      isPlaceholder: true,
      placeholderData: { title: 'Pizza night', subtitle: 'Placeholder Recipe', servings: 1 },
    });

    // Clearing the search takes the placeholder option (and the choice) away.
    await userEvent.click(await screen.findByRole('button', { name: 'Add Dessert' }));
    const again = await screen.findByRole('dialog', { name: 'Add Recipe to Meal Plan' });
    await userEvent.type(search(again), 'x');
    await userEvent.click(within(again).getByRole('radio', { name: 'Add "x" as a placeholder' }));
    await userEvent.clear(search(again));
    expect(within(again).queryByRole('radio', { name: /as a placeholder/ })).toBeNull();
    await userEvent.click(within(again).getByRole('button', { name: 'Add to Meal Plan' }));
    expect(within(again).getByRole('alert')).toHaveTextContent('Please select a recipe');
  });

  it("toasts the server's message on failure and takes the meal back", async () => {
    installFakeServer(
      plannerRoutes({
        extra: { 'POST /api/meal-plans': { status: 404, body: { message: 'Recipe not found' } } },
      }),
    );
    const { dialog } = await openAddDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Weeknight Chili' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Meal Plan' }));
    expect(await screen.findByText('Failed to add to meal plan')).toBeInTheDocument();
    expect(screen.getByText('Recipe not found')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Dessert' })).toHaveTextContent('Nothing planned.'),
    );
  });

  it('falls back to the generic text when the server gives no message', async () => {
    installFakeServer(plannerRoutes({ extra: { 'POST /api/meal-plans': { status: 502 } } }));
    const { dialog } = await openAddDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Weeknight Chili' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Meal Plan' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('asks for a family first when there is none', async () => {
    const { calls } = installFakeServer({
      ...plannerRoutes(),
      ...signedInRoutes({ families: [] }),
    });
    const { dialog } = await openAddDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Weeknight Chili' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Meal Plan' }));
    expect(await screen.findByText('No family selected')).toBeInTheDocument();
    expect(
      screen.getByText('Please select a family before adding to meal plan'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('stages a placeholder from the staging panel', async () => {
    const { calls } = installFakeServer(
      plannerRoutes({
        extra: {
          'POST /api/staged-recipes': {
            status: 201,
            body: makeStaged({ id: 300, recipe: null, recipeId: null, isPlaceholder: true }),
          },
        },
      }),
    );
    renderApp(`/meal-plan?week=${WEEK}`);
    await screen.findByText(/No recipes staged yet/);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Recipe to Meal Plan' });
    await userEvent.type(search(dialog), 'Leftovers');
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'Add "Leftovers" as a placeholder' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Staging' }));
    expect(await screen.findByText('Added to meal planning area')).toBeInTheDocument();
    expect(
      screen.getByText('Leftovers has been added to your meal planning area'),
    ).toBeInTheDocument();
    expect(jsonBody(calls.find((c) => c.method === 'POST')!.init)).toEqual({
      familyId: 1,
      batchCount: 1,
      isPlaceholder: true,
      placeholderData: { title: 'Leftovers', subtitle: 'Placeholder Recipe', servings: 1 },
    });
  });
});
