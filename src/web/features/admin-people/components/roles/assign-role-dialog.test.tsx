import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer, type FakeRoutes } from '#web/test-support/test-utils';
import {
  bodiesOf,
  cookbooks,
  listRoutes,
  page,
  queriesOf,
  renderWithClient,
  roles,
  users,
} from '#web/features/admin-people/test-fixtures';
import { AssignRoleDialog } from './assign-role-dialog';

function open(
  routes: FakeRoutes = {},
  initialUser: { id: number; label: string | undefined } | null = null,
) {
  const server = installFakeServer({ ...listRoutes(), ...routes });
  renderWithClient(<AssignRoleDialog cookbooks={cookbooks} initialUser={initialUser} />);
  return server;
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Assign Role' }));
  const dialog = await screen.findByRole('dialog', { name: 'Assign Role' });
  // The users come from the server.
  await within(dialog).findByRole('option', { name: 'Tom Baker (tom@example.com)' });
  return dialog;
}

const submit = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Assign Role' }));

describe('AssignRoleDialog', () => {
  it("says 'User and role type are required' and sends nothing without both", async () => {
    const { calls } = open();
    const dialog = await openDialog();
    await submit(dialog);
    expect(within(dialog).getByText('User and role type are required')).toBeInTheDocument();

    await userEvent.selectOptions(within(dialog).getByLabelText('User'), '8');
    await submit(dialog);
    expect(within(dialog).getByText('User and role type are required')).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST', '/api/roles')).toEqual([]);
  });

  it('asks for a cookbook only for a cookbook editor, and requires it', async () => {
    const { calls } = open();
    const dialog = await openDialog();
    expect(within(dialog).queryByLabelText('Cookbook')).not.toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('User'), '8');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'cookbook_editor');
    expect(within(dialog).getByLabelText('Cookbook')).toHaveValue('');
    await submit(dialog);
    expect(
      within(dialog).getByText('Cookbook must be selected for Cookbook Editor role'),
    ).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST', '/api/roles')).toEqual([]);
  });

  it('choosing another role clears the cookbook, and a super admin is sent without one', async () => {
    const { calls } = open({
      'POST /api/roles': { status: 201, body: { ...roles[0], id: 40, userId: 8 } },
    });
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText('User'), '8');
    const role = within(dialog).getByLabelText('Role');
    await userEvent.selectOptions(role, 'cookbook_editor');
    await userEvent.selectOptions(within(dialog).getByLabelText('Cookbook'), '13');
    await userEvent.selectOptions(role, 'super_admin');
    expect(within(dialog).queryByLabelText('Cookbook')).not.toBeInTheDocument();
    await userEvent.selectOptions(role, 'cookbook_editor');
    expect(within(dialog).getByLabelText('Cookbook')).toHaveValue('');

    await userEvent.selectOptions(role, 'super_admin');
    await submit(dialog);
    expect(await screen.findByText('Role created')).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST', '/api/roles')).toEqual([{ userId: 8, role: 'super_admin' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a cookbook editor with its cookbook; the narrowed user is chosen already', async () => {
    const { calls } = open(
      { 'POST /api/roles': { status: 201, body: { ...roles[1], id: 41 } } },
      { id: 9, label: 'Nina Okoro (nina@example.com)' },
    );
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText('User')).toHaveValue('9');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'cookbook_editor');
    await userEvent.selectOptions(within(dialog).getByLabelText('Cookbook'), '11');
    await submit(dialog);
    expect(await screen.findByText('Role created')).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST', '/api/roles')).toEqual([
      { userId: 9, role: 'cookbook_editor', cookbookId: 11 },
    ]);
  });

  it("shows the server's message for a duplicate and stays open", async () => {
    open({
      'POST /api/roles': {
        status: 409,
        body: { code: 'conflict', message: 'This user already has that role' },
      },
    });
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText('User'), '7');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'super_admin');
    await submit(dialog);
    expect(await screen.findByText('This user already has that role')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Assign Role' })).toBeInTheDocument();
  });

  it('with more users than a page, finds them by a search on the server', async () => {
    const { calls } = open({
      'GET /api/users': () => page(users, 5000),
    });
    const dialog = await openDialog();
    expect(within(dialog).getByText('3 of 5000 shown: type to narrow them.')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search users' }), 'nina');
    await waitFor(() =>
      expect(queriesOf(calls, '/api/users').at(-1)).toEqual({ search: 'nina', limit: '50' }),
    );
  });
});
