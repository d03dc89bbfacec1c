import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer, type FakeRoutes } from '#web/test-support/test-utils';
import {
  bodiesOf,
  listRoutes,
  renderWithClient,
  users,
} from '#web/features/admin-people/test-fixtures';
import { ChangeMembershipDialog } from './change-membership-dialog';

const tom = users.find((user) => user.name === 'Tom Baker')!;
const CHANGE = '/api/admin/user-families/change';

async function openDialog(routes: FakeRoutes = {}) {
  const server = installFakeServer({
    ...listRoutes(),
    // Tom administers The Bakers (2) and is no member of any other family.
    'GET /api/user-families/user/8/family/2': { body: { isMember: true, isAdmin: true } },
    'GET /api/user-families/user/8/family/1': { body: { isMember: false, isAdmin: false } },
    ...routes,
  });
  renderWithClient(<ChangeMembershipDialog user={tom} onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Change Family' });
  await within(dialog).findByRole('option', { name: 'The Bakers' });
  return { ...server, dialog };
}

const save = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

describe('ChangeMembershipDialog', () => {
  it("without a family says 'Please select a family' and sends nothing, until one is chosen", async () => {
    const { dialog, calls } = await openDialog();
    await save(dialog);
    const family = within(dialog).getByLabelText('Family');
    expect(within(dialog).getByText('Please select a family')).toBeVisible();
    expect(family).toHaveAttribute('aria-invalid', 'true');
    expect(family).toHaveAccessibleDescription('Please select a family');
    expect(bodiesOf(calls, 'PUT', CHANGE)).toEqual([]);

    await userEvent.selectOptions(family, 'The Garcias');
    expect(within(dialog).queryByText('Please select a family')).not.toBeInTheDocument();
  });

  it('shows the flag the user has in the chosen family, and sends what is chosen', async () => {
    const { dialog, calls } = await openDialog({ [`PUT ${CHANGE}`]: { body: { id: 8 } } });
    const family = within(dialog).getByLabelText('Family');
    const admin = within(dialog).getByLabelText('Family admin');
    await userEvent.selectOptions(family, 'The Bakers');
    expect(await within(dialog).findByText('Tom Baker is a member of this family.')).toBeVisible();
    await waitFor(() => expect(admin).toBeChecked());

    await userEvent.selectOptions(family, 'The Garcias');
    await waitFor(() => expect(admin).not.toBeChecked());
    await userEvent.click(admin);
    await save(dialog);
    expect(await screen.findByText('Family updated')).toBeInTheDocument();
    expect(bodiesOf(calls, 'PUT', CHANGE)).toEqual([{ userId: 8, familyId: 1, isAdmin: true }]);
  });
});
