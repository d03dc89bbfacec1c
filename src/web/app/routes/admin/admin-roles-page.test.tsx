import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminRoutes, getsOf, queriesOf } from '#web/features/admin-people/test-fixtures';
import { installFakeServer, renderApp } from '#web/test-support/test-utils';

describe('AdminRolesPage (/admin/roles)', () => {
  it('lists User, Role and Scope (Global or the cookbook)', async () => {
    installFakeServer(adminRoutes());
    renderApp('/admin/roles');
    const table = await screen.findByRole('table', { name: 'Role assignments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Maria Garciamaria@example.com', 'RoleSuper Admin', 'ScopeGlobal', 'Remove'],
      ['Tom Bakertom@example.com', 'RoleCookbook Editor', 'ScopeWeeknight Dinners', 'Remove'],
    ]);
  });

  it('narrows to ?userId= and Clear Filter shows everyone again', async () => {
    const { calls } = installFakeServer(adminRoutes());
    const { router } = renderApp('/admin/roles?userId=8');
    expect(await screen.findByText('Tom Baker (tom@example.com)')).toBeInTheDocument();
    expect(queriesOf(calls, '/api/roles')[0]).toEqual({ userId: '8', limit: '50' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filter' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(queriesOf(calls, '/api/roles').at(-1)).toEqual({ limit: '50' }));
    expect(screen.queryByRole('button', { name: 'Clear Filter' })).not.toBeInTheDocument();
  });

  it("shows 'Error loading roles' when the list fails", async () => {
    installFakeServer(adminRoutes({ 'GET /api/roles': { status: 500, body: { message: 'x' } } }));
    renderApp('/admin/roles');
    expect(await screen.findByText('Error loading roles')).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred.')).toBeInTheDocument();
  });

  it('removes a role after a confirmation and reloads the list', async () => {
    const { calls } = installFakeServer(adminRoutes({ 'DELETE /api/roles/32': { status: 204 } }));
    renderApp('/admin/roles');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Cookbook Editor role of Tom Baker' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove role?' });
    expect(confirm).toHaveTextContent(
      'Tom Baker will no longer be Cookbook Editor (Weeknight Dinners).',
    );
    const before = getsOf(calls, '/api/roles');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Role removed')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/roles/32']);
    await waitFor(() => expect(getsOf(calls, '/api/roles')).toBeGreaterThan(before));
  });

  it("shows the server's reason when a role cannot be removed", async () => {
    installFakeServer(
      adminRoutes({
        'DELETE /api/roles/31': {
          status: 409,
          body: { code: 'conflict', message: 'The app needs at least one super admin' },
        },
      }),
    );
    renderApp('/admin/roles');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Super Admin role of Maria Garcia' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('The app needs at least one super admin')).toBeInTheDocument();
  });
});
