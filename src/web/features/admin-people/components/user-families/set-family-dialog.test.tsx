import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer, type FakeRoutes } from '#web/test-support/test-utils';
import {
  bodiesOf,
  listRoutes,
  renderWithClient,
  usersWithFamilies,
} from '#web/features/admin-people/test-fixtures';
import { NO_FAMILY, SetFamilyDialog } from './set-family-dialog';

// Tom Baker, admin of The Bakers.
const tomInBakers = usersWithFamilies.find((row) => row.membershipId === 103)!;

async function openDialog(routes: FakeRoutes = {}, row = tomInBakers) {
  const server = installFakeServer({ ...listRoutes(), ...routes });
  renderWithClient(<SetFamilyDialog row={row} onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Change Family' });
  await within(dialog).findByRole('option', { name: 'The Garcias' });
  return { ...server, dialog };
}

describe('SetFamilyDialog', () => {
  it("starts from the row's family and admin flag", async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByLabelText('Family')).toHaveValue('2');
    expect(within(dialog).getByLabelText('Family admin')).toBeChecked();
  });

  it("'Remove from all families' clears and disables the admin flag and sends null", async () => {
    const { dialog, calls } = await openDialog({
      'PUT /api/admin/users/8/family': { body: { id: 8 } },
    });
    const family = within(dialog).getByLabelText('Family');
    const admin = within(dialog).getByLabelText('Family admin');
    await userEvent.selectOptions(family, NO_FAMILY);
    expect(admin).not.toBeChecked();
    expect(admin).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Removed from all families')).toBeInTheDocument();
    expect(bodiesOf(calls, 'PUT', '/api/admin/users/8/family')).toEqual([
      { familyId: null, isFamilyAdmin: false },
    ]);
  });

  it('a family again enables the flag, unchecked, and sends what is chosen', async () => {
    const { dialog, calls } = await openDialog({
      'PUT /api/admin/users/8/family': { body: { id: 8 } },
    });
    const family = within(dialog).getByLabelText('Family');
    const admin = within(dialog).getByLabelText('Family admin');
    await userEvent.selectOptions(family, NO_FAMILY);
    await userEvent.selectOptions(family, 'The Garcias');
    expect(admin).toBeEnabled();
    expect(admin).not.toBeChecked();
    await userEvent.click(admin);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesOf(calls, 'PUT', '/api/admin/users/8/family')).toEqual([
        { familyId: 1, isFamilyAdmin: true },
      ]),
    );
  });

  it("a user in no family must choose one; failures say 'Failed to update family assignment'", async () => {
    const nina = usersWithFamilies.find((row) => row.familyId === null)!;
    const { dialog, calls } = await openDialog(
      {
        'PUT /api/admin/users/9/family': {
          status: 404,
          body: { code: 'not_found', message: 'Family not found' },
        },
      },
      nina,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please select a family')).toBeInTheDocument();
    expect(bodiesOf(calls, 'PUT', '/api/admin/users/9/family')).toEqual([]);

    await userEvent.selectOptions(within(dialog).getByLabelText('Family'), 'The Bakers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Failed to update family assignment: Family not found'),
    ).toBeInTheDocument();
  });
});
