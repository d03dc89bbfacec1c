import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  adminRoutes,
  bodiesOf,
  getsOf,
  page,
  queriesOf,
  users,
} from '#web/features/admin-people/test-fixtures';
import { installFakeServer, renderApp, type FakeRoutes } from '#web/test-support/test-utils';

async function openUsers(extra: FakeRoutes = {}) {
  // Radix's Switch measures itself inside a form; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const server = installFakeServer(adminRoutes(extra));
  const utils = renderApp('/admin/users');
  const table = await screen.findByRole('table', { name: 'Users' });
  return { ...server, ...utils, table };
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('AdminUsersPage (/admin/users)', () => {
  it('lists users with their badges; the search and pages are asked of the server', async () => {
    const { table, calls } = await openUsers({ 'GET /api/users': page(users, 120) });
    expect(screen.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
    expect(names(table)).toEqual([
      'Maria GarciaSuper Adminmaria@example.com',
      'Tom Bakertom@example.com',
      'Nina OkoroNot signed in yetnina@example.com',
    ]);
    const tom = within(table).getAllByRole('row')[2]!;
    expect(within(tom).getByRole('link', { name: 'View roles of Tom Baker' })).toHaveAttribute(
      'href',
      '/admin/roles?userId=8',
    );
    expect(queriesOf(calls, '/api/users')).toEqual([{ limit: '50' }]);

    const pages = screen.getByRole('navigation', { name: 'Users pages' });
    expect(pages).toHaveTextContent('1–3 of 120');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(queriesOf(calls, '/api/users').at(-1)).toEqual({ limit: '50', offset: '50' }),
    );

    // A search starts again from the first page.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'NINA@');
    await waitFor(() =>
      expect(queriesOf(calls, '/api/users').at(-1)).toEqual({ search: 'NINA@', limit: '50' }),
    );
  });

  it('edits a user, super admin switch included, and reloads the lists', async () => {
    const { calls } = await openUsers({ 'PATCH /api/admin/users/8': { body: { id: 8 } } });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Tom Baker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Thomas Baker');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Super admin' }));
    const before = getsOf(calls, '/api/users');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated')).toBeInTheDocument();
    expect(bodiesOf(calls, 'PATCH', '/api/admin/users/8')).toEqual([
      { name: 'Thomas Baker', email: 'tom@example.com', isSuperAdmin: true },
    ]);
    await waitFor(() => expect(getsOf(calls, '/api/users')).toBeGreaterThan(before));
  });

  it("says 'Failed to update user: ...' with the server's message", async () => {
    await openUsers({
      'PATCH /api/admin/users/7': {
        status: 409,
        body: { code: 'conflict', message: 'The last super admin cannot stop being one' },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Maria Garcia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Super admin' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Failed to update user: The last super admin cannot stop being one'),
    ).toBeInTheDocument();
  });

  it('Change Family adds the user to a family, showing the admin flag they have there', async () => {
    const { calls } = await openUsers({
      // Maria (7) is an admin of The Garcias (1) and not in The Bakers (2).
      'GET /api/user-families/user/7/family/1': {
        body: { userId: 7, familyId: 1, isMember: true, isAdmin: true },
      },
      'GET /api/user-families/user/7/family/2': {
        body: { userId: 7, familyId: 2, isMember: false, isAdmin: false },
      },
      'PUT /api/admin/user-families/change': (init) => ({
        status:
          (JSON.parse(init.body as string) as { familyId: number }).familyId === 2 ? 200 : 404,
        body: { code: 'not_found', message: 'Family not found' },
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Change family of Maria Garcia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Family' });
    const family = within(dialog).getByLabelText('Family');
    const admin = within(dialog).getByLabelText('Family admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please select a family')).toBeInTheDocument();

    await userEvent.selectOptions(family, 'The Garcias');
    expect(
      await within(dialog).findByText('Maria Garcia is a member of this family.'),
    ).toBeVisible();
    await waitFor(() => expect(admin).toBeChecked());
    await userEvent.selectOptions(family, 'The Bakers');
    await waitFor(() => expect(admin).not.toBeChecked());
    await userEvent.click(admin);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Family updated')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change family of Nina Okoro' }));
    const again = await screen.findByRole('dialog', { name: 'Change Family' });
    await userEvent.selectOptions(within(again).getByLabelText('Family'), 'The Garcias');
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText("Failed to change user's family: Family not found"),
    ).toBeInTheDocument();
    expect(bodiesOf(calls, 'PUT', '/api/admin/user-families/change')).toEqual([
      { userId: 7, familyId: 2, isAdmin: true },
      { userId: 9, familyId: 1, isAdmin: false },
    ]);
  });

  it('the memberships tab makes and removes admins', async () => {
    const { calls } = await openUsers({
      'PATCH /api/admin/user-families/102': { body: {} },
      'PATCH /api/admin/user-families/103': {
        status: 404,
        body: { code: 'not_found', message: 'Membership not found' },
      },
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Family Memberships' }));
    const table = await screen.findByRole('table', { name: 'Family memberships' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await userEvent.click(
      within(table).getByRole('button', { name: 'Make admin: Tom Baker in The Garcias' }),
    );
    expect(await screen.findByText('Made family admin')).toBeInTheDocument();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Remove admin: Tom Baker in The Bakers' }),
    );
    expect(
      await screen.findByText('Failed to update user role: Membership not found'),
    ).toBeInTheDocument();
    expect(bodiesOf(calls, 'PATCH', '/api/admin/user-families/102')).toEqual([{ isAdmin: true }]);
    expect(bodiesOf(calls, 'PATCH', '/api/admin/user-families/103')).toEqual([{ isAdmin: false }]);
  });

  it('removes a membership only after the browser confirmation', async () => {
    const { calls } = await openUsers({
      'DELETE /api/admin/user-families/102': { status: 204 },
      'DELETE /api/admin/user-families/101': {
        status: 409,
        body: { code: 'conflict', message: 'Nope' },
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    await userEvent.click(screen.getByRole('tab', { name: 'Family Memberships' }));
    const table = await screen.findByRole('table', { name: 'Family memberships' });
    const tom = within(table).getByRole('button', {
      name: 'Remove from family: Tom Baker in The Garcias',
    });
    await userEvent.click(tom);
    expect(confirm).toHaveBeenCalledWith('Remove Tom Baker from The Garcias?');
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    confirm.mockReturnValue(true);
    await userEvent.click(tom);
    expect(await screen.findByText('Removed from family')).toBeInTheDocument();
    await userEvent.click(
      within(table).getByRole('button', {
        name: 'Remove from family: Maria Garcia in The Garcias',
      }),
    );
    expect(await screen.findByText('Failed to remove user from family: Nope')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/admin/user-families/102',
      '/api/admin/user-families/101',
    ]);
  });

  it('Refresh loads the list on screen again', async () => {
    const { calls } = await openUsers();
    const users = getsOf(calls, '/api/users');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(getsOf(calls, '/api/users')).toBe(users + 1));

    await userEvent.click(screen.getByRole('tab', { name: 'Family Memberships' }));
    await screen.findByRole('table', { name: 'Family memberships' });
    const memberships = getsOf(calls, '/api/user-families');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(getsOf(calls, '/api/user-families')).toBe(memberships + 1));
  });
});
