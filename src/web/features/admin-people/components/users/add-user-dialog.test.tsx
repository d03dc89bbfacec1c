import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer, type FakeRoutes } from '#web/test-support/test-utils';
import { bodiesOf, listRoutes, renderWithClient } from '#web/features/admin-people/test-fixtures';
import { AddUserDialog } from './add-user-dialog';

async function openDialog(routes: FakeRoutes = {}) {
  const server = installFakeServer({ ...listRoutes(), ...routes });
  renderWithClient(<AddUserDialog />);
  await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add User' });
  await within(dialog).findByRole('option', { name: 'The Bakers' });
  return { ...server, dialog };
}

const submit = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));

describe('AddUserDialog', () => {
  it('shows the spec messages under their fields and sends nothing', async () => {
    const { dialog, calls } = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Name'), ' A ');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await submit(dialog);

    expect(await within(dialog).findByText('Name must be at least 2 characters')).toBeVisible();
    expect(within(dialog).getByText('Must be a valid email address')).toBeVisible();
    expect(within(dialog).getByText('Please select a family')).toBeVisible();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Family')).toHaveAccessibleDescription(
      'Please select a family',
    );
    expect(bodiesOf(calls, 'POST', '/api/admin/users')).toEqual([]);
  });

  it('creates the user in the chosen family as its admin, then closes', async () => {
    const { dialog, calls } = await openDialog({
      'POST /api/admin/users': { status: 201, body: { id: 50 } },
    });
    await userEvent.type(within(dialog).getByLabelText('Name'), '  Lee Chen ');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'lee@example.com');
    await userEvent.selectOptions(within(dialog).getByLabelText('Family'), 'The Bakers');
    await userEvent.click(within(dialog).getByLabelText('Family admin'));
    await submit(dialog);

    expect(await screen.findByText('User created')).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST', '/api/admin/users')).toEqual([
      { name: 'Lee Chen', email: 'lee@example.com', familyId: 2, isAdmin: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Failed to create user: ...' with the server's message and keeps the form", async () => {
    const { dialog } = await openDialog({
      'POST /api/admin/users': {
        status: 409,
        body: { code: 'conflict', message: 'A user with this email already exists' },
      },
    });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Lee Chen');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'LEE@example.com');
    await userEvent.selectOptions(within(dialog).getByLabelText('Family'), 'The Garcias');
    await submit(dialog);

    expect(
      await screen.findByText('Failed to create user: A user with this email already exists'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('LEE@example.com');
  });
});
