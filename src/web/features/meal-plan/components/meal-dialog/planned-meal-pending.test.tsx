import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer, renderApp } from '#web/test-support/test-utils';
import {
  holdWrites,
  makePlaceholderMeal,
  plannerRoutes,
  WEEK,
} from '#web/test-support/planner-fixtures';

// A meal with a write in flight is pending (docs/decisions/011): no drag, no second edit.

describe('a pending planned meal', () => {
  it('cannot be picked up or edited again until the server answers', async () => {
    const entry = makePlaceholderMeal('Pizza night', { plannedServings: 3 });
    const server = installFakeServer(
      plannerRoutes({
        entries: [entry],
        extra: { 'PATCH /api/meal-plans/101': { body: { ...entry, plannedServings: 4 } } },
      }),
    );
    const release = holdWrites(server);
    renderApp(`/meal-plan?week=${WEEK}`);
    const grip = await screen.findByRole('button', { name: 'Move Pizza night' });
    expect(grip).toHaveAttribute('aria-disabled', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Placeholder: Pizza night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pizza night' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'More servings' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Servings' }));

    // On its way: shown at once, but neither the dialog nor the calendar starts another write.
    await waitFor(() => expect(dialog).toHaveTextContent('4 servings planned'));
    expect(within(dialog).getByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'More servings' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Remove from Plan' })).toBeDisabled();
    // The calendar is behind the modal dialog, hidden from the accessibility tree.
    const pendingGrip = screen.getByRole('button', { name: 'Move Pizza night', hidden: true });
    expect(pendingGrip).toHaveAttribute('aria-disabled', 'true');

    release();
    expect(await screen.findByText('Servings updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Remove from Plan' })).toBeEnabled(),
    );
    expect(screen.getByRole('button', { name: 'Move Pizza night', hidden: true })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });
});
