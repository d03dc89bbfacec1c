import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  adminRoutes,
  bodiesOf,
  families,
  memberships,
  getsOf,
  page,
  queriesOf,
} from '#web/features/admin-people/test-fixtures';
import { installFakeServer, renderApp, type FakeRoutes } from '#web/test-support/test-utils';

async function openFamilies(extra: FakeRoutes = {}) {
  const server = installFakeServer(adminRoutes(extra));
  const utils = renderApp('/admin/families');
  const table = await screen.findByRole('table', { name: 'Families' });
  return { ...server, ...utils, table };
}

const conflict = (message: string) => ({ status: 409, body: { code: 'conflict', message } });

describe('AdminFamiliesPage (/admin/families)', () => {
  it('searches and pages families on the server', async () => {
    const { calls } = await openFamilies({ 'GET /api/admin/families': page(families, 70) });
    expect(screen.getByRole('navigation', { name: 'Families pages' })).toHaveTextContent(
      '1–2 of 70',
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search families' }), 'bak');
    await waitFor(() =>
      expect(queriesOf(calls, '/api/admin/families').at(-1)).toEqual({
        search: 'bak',
        limit: '50',
      }),
    );
  });

  it("creates a family: 'Family name cannot be empty', then POST and a reload", async () => {
    const { calls } = await openFamilies({
      'POST /api/admin/families': (init) => {
        const { name } = JSON.parse(init.body as string) as { name: string };
        return name === 'The Smiths'
          ? { status: 201, body: { id: 3, name, defaultCookbookId: 20 } }
          : conflict('A family with this name already exists');
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create Family' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Family' });
    const name = within(dialog).getByLabelText('Family name');
    await userEvent.type(name, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Family' }));
    expect(await within(dialog).findByText('Family name cannot be empty')).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST', '/api/admin/families')).toEqual([]);

    await userEvent.type(name, 'The Bakers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Family' }));
    expect(
      await screen.findByText('Failed to create family: A family with this name already exists'),
    ).toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.type(name, ' The Smiths ');
    const before = getsOf(calls, '/api/admin/families');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Family' }));
    expect(await screen.findByText('Family created')).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST', '/api/admin/families')).toEqual([
      { name: 'The Bakers' },
      { name: 'The Smiths' },
    ]);
    await waitFor(() => expect(getsOf(calls, '/api/admin/families')).toBeGreaterThan(before));
  });

  it('renames a family', async () => {
    const { calls } = await openFamilies({
      'PATCH /api/admin/families/2': conflict('Name taken'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit The Bakers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Family' });
    const name = within(dialog).getByLabelText('Family name');
    expect(name).toHaveValue('The Bakers');
    await userEvent.clear(name);
    await userEvent.type(name, 'The Baker Clan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update family: Name taken')).toBeInTheDocument();
    expect(bodiesOf(calls, 'PATCH', '/api/admin/families/2')).toEqual([{ name: 'The Baker Clan' }]);
  });

  it('toggles cookbook access; public and default cookbooks cannot be toggled', async () => {
    const { calls } = await openFamilies({
      'POST /api/family-cookbooks': { status: 201 },
      'DELETE /api/family-cookbooks': conflict('This cookbook is not linked to this family'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cookbook access of The Garcias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookbook Access' });
    const toggle = (name: string) => within(dialog).getByRole('switch', { name });

    expect(toggle('Garcia Kitchen')).toBeChecked();
    expect(toggle('Garcia Kitchen')).toBeDisabled();
    expect(toggle('Public Classics')).toBeDisabled();
    expect(within(dialog).getByText('Public cookbooks are open to every family')).toBeVisible();
    expect(toggle('Baker Basics')).not.toBeChecked();
    expect(toggle('Weeknight Dinners')).toBeChecked();

    await userEvent.click(toggle('Baker Basics'));
    expect(await screen.findByText('Access granted')).toBeInTheDocument();
    await userEvent.click(toggle('Weeknight Dinners'));
    expect(
      await screen.findByText(
        'Failed to remove access: This cookbook is not linked to this family',
      ),
    ).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST', '/api/family-cookbooks')).toEqual([
      { familyId: 1, cookbookId: 12 },
    ]);
    expect(bodiesOf(calls, 'DELETE', '/api/family-cookbooks')).toEqual([
      { familyId: 1, cookbookId: 13 },
    ]);
  });

  it("says 'Failed to grant access: ...' when linking fails", async () => {
    await openFamilies({ 'POST /api/family-cookbooks': conflict('Already linked') });
    await userEvent.click(screen.getByRole('button', { name: 'Cookbook access of The Bakers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookbook Access' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Weeknight Dinners' }));
    expect(await screen.findByText('Failed to grant access: Already linked')).toBeInTheDocument();
  });

  it('removes a member after a confirmation', async () => {
    const { calls } = await openFamilies({
      // GET /api/families/{id}/members: super admins may read any family's members.
      'GET /api/families/1/members': {
        body: memberships
          .filter((m) => m.familyId === 1)
          .map((m) => ({
            id: m.userId,
            membershipId: m.id,
            name: m.userName,
            email: m.userEmail,
            isFamilyAdmin: m.isAdmin,
          })),
      },
      'DELETE /api/admin/user-families/102': { status: 204 },
      'DELETE /api/admin/user-families/101': conflict('Not allowed'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Members of The Garcias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Family Members' });
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(2);
    expect(calls.some((c) => c.url === '/api/families/1/members')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Tom Baker' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove member?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Member removed')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Maria Garcia' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Failed to remove member: Not allowed')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/admin/user-families/102',
      '/api/admin/user-families/101',
    ]);
  });

  it('changes the default cookbook by clicking a linked one that is not the default', async () => {
    const { calls } = await openFamilies({
      'PATCH /api/families/1/default-cookbook': { body: { familyId: 1, cookbookId: 13 } },
      'PATCH /api/families/2/default-cookbook': conflict('Cookbook not found'),
    });
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Change default cookbook of The Garcias (now Garcia Kitchen)',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Default Cookbook' });
    expect(
      within(dialog).getByRole('button', { name: 'Garcia Kitchen (default)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Make Weeknight Dinners the default' }),
    );
    expect(await screen.findByText('Default cookbook updated')).toBeInTheDocument();
    expect(bodiesOf(calls, 'PATCH', '/api/families/1/default-cookbook')).toEqual([
      { cookbookId: 13 },
    ]);
  });

  it("says 'Failed to update default cookbook: ...' when the change fails", async () => {
    await openFamilies({
      'GET /api/family-cookbooks': {
        body: [
          { familyId: 2, cookbookId: 12, isDefault: true },
          { familyId: 2, cookbookId: 13, isDefault: false },
        ],
      },
      'PATCH /api/families/2/default-cookbook': conflict('Cookbook not found'),
    });
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Change default cookbook of The Bakers (now Baker Basics)',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Default Cookbook' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Make Weeknight Dinners the default' }),
    );
    expect(
      await screen.findByText('Failed to update default cookbook: Cookbook not found'),
    ).toBeInTheDocument();
  });
});
