import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer, renderApp } from '#web/test-support/test-utils';
import {
  jsonBody,
  makePlaceholderMeal,
  plannerRoutes,
  WEEK,
} from '#web/test-support/planner-fixtures';

const RANGE_MESSAGE = 'Enter a whole number from 1 to 100';
const PATCH = '/api/meal-plans/101';

/** Opens the calendar dialog of a placeholder planned for 3 servings. */
async function openServingsEditor() {
  const entry = makePlaceholderMeal('Pizza night', { plannedServings: 3 });
  const server = installFakeServer(
    plannerRoutes({
      entries: [entry],
      extra: { [`PATCH ${PATCH}`]: { body: { ...entry, plannedServings: 5 } } },
    }),
  );
  renderApp(`/meal-plan?week=${WEEK}`);
  await userEvent.click(await screen.findByRole('button', { name: 'Placeholder: Pizza night' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pizza night' });
  const servings = within(dialog).getByLabelText('Planned servings');
  return { ...server, dialog, servings };
}

const patches = (calls: { method: string; url: string; init: RequestInit }[]) =>
  calls.filter((c) => c.method === 'PATCH' && c.url === PATCH).map((c) => jsonBody(c.init));

describe('the calendar dialog’s planned servings', () => {
  it.each(['0', '101', '2.5', ''])(
    "refuses '%s' with the range message as it is typed, and sends nothing",
    async (typed) => {
      const { dialog, servings, calls } = await openServingsEditor();
      await userEvent.clear(servings);
      if (typed) await userEvent.type(servings, typed);
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent(RANGE_MESSAGE);
      expect(servings).toHaveAttribute('aria-invalid', 'true');
      expect(servings).toHaveAccessibleDescription(RANGE_MESSAGE);
      expect(within(dialog).getByRole('button', { name: 'Update Servings' })).toBeDisabled();
      await userEvent.type(servings, '{Enter}');
      expect(patches(calls)).toEqual([]);
    },
  );

  it('clears the message once the number is in range again, and saves it', async () => {
    const { dialog, servings, calls } = await openServingsEditor();
    const update = within(dialog).getByRole('button', { name: 'Update Servings' });
    // Unchanged: nothing to save.
    expect(update).toBeDisabled();
    await userEvent.clear(servings);
    await userEvent.type(servings, '0');
    await within(dialog).findByRole('alert');
    // More servings from an invalid number starts at the planned 3.
    await userEvent.click(within(dialog).getByRole('button', { name: 'More servings' }));
    expect(servings).toHaveValue(4);
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(servings).toHaveAttribute('aria-invalid', 'false');

    await userEvent.clear(servings);
    await userEvent.type(servings, '5');
    await userEvent.click(update);
    expect(await screen.findByText('Servings updated')).toBeInTheDocument();
    expect(patches(calls)).toEqual([{ plannedServings: 5 }]);
  });
});
