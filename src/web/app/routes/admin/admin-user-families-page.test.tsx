import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminRoutes, bodiesOf, getsOf, queriesOf } from '#web/features/admin-people/test-fixtures';
import { installFakeServer, renderApp } from '#web/test-support/test-utils';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );

describe('AdminUserFamiliesPage (/admin/user-families)', () => {
  it('lists name, email and family (or none), searched on the server', async () => {
    const { calls } = installFakeServer(adminRoutes());
    renderApp('/admin/user-families');
    const table = await screen.findByRole('table', { name: 'Users and their families' });
    expect(rowsOf(table)).toEqual([
      ['Maria Garcia', 'Emailmaria@example.com', 'FamilyThe GarciasAdmin'],
      ['Tom Baker', 'Emailtom@example.com', 'FamilyThe Garcias'],
      ['Tom Baker', 'Emailtom@example.com', 'FamilyThe BakersAdmin'],
      ['Nina Okoro', 'Emailnina@example.com', 'FamilyNo family'],
    ]);
    expect(queriesOf(calls, '/api/admin/users-with-families')).toEqual([{ limit: '50' }]);
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search users and families' }),
      'bakers',
    );
    await waitFor(() =>
      expect(queriesOf(calls, '/api/admin/users-with-families').at(-1)).toEqual({
        search: 'bakers',
        limit: '50',
      }),
    );
  });

  it("changes a user's family and reloads the table", async () => {
    const { calls } = installFakeServer(
      adminRoutes({ 'PUT /api/admin/users/7/family': { body: { id: 7 } } }),
    );
    renderApp('/admin/user-families');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Change family of Maria Garcia' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change Family' });
    expect(within(dialog).getByLabelText('Family')).toHaveValue('1');
    await userEvent.selectOptions(within(dialog).getByLabelText('Family'), 'The Bakers');
    const before = getsOf(calls, '/api/admin/users-with-families');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Family assignment updated')).toBeInTheDocument();
    expect(bodiesOf(calls, 'PUT', '/api/admin/users/7/family')).toEqual([
      { familyId: 2, isFamilyAdmin: true },
    ]);
    await waitFor(() =>
      expect(getsOf(calls, '/api/admin/users-with-families')).toBeGreaterThan(before),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
