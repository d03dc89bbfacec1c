import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveDashboard } from '#web/features/admin-dashboard/test-fixtures';
import { installFakeServer, renderApp, signedInRoutes } from '#web/test-support/test-utils';

describe('AdminDashboardPage (/admin)', () => {
  it('links to every admin page and the three import pages', async () => {
    serveDashboard();
    renderApp('/admin');
    const controls = await screen.findByRole('list', { name: 'Administration' });
    const links = within(controls)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Manage Cookbooks', '/admin/cookbooks'],
      ['Manage Roles', '/admin/roles'],
      ['Manage Users', '/admin/users'],
      ['Manage Memberships', '/admin/user-families'],
      ['Manage Families', '/admin/families'],
      ['From Website', '/admin/import'],
      ['From Text', '/admin/import-text'],
      ['From Another App', '/admin/import-app'],
      ['Download Backup', '/api/admin/backup'],
    ]);
  });

  it('lists recent changes: what, who, when, before → after', async () => {
    serveDashboard();
    renderApp('/admin');
    const changes = await screen.findByRole('list', { name: 'Recent changes' });
    // The entries themselves, not the detail lines inside them.
    const [renamed, created] = [...changes.querySelectorAll<HTMLElement>(':scope > li')];
    expect(within(renamed!).getByText('Renamed family "The Garcia Clan"')).toBeInTheDocument();
    expect(within(renamed!).getByText('by Maria Garcia')).toBeInTheDocument();
    expect(within(renamed!).getByText('name: "The Garcias" → "The Garcia Clan"')).toBeVisible();
    expect(within(renamed!).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(created!).getByText('Created cookbook "Weeknight Dinners"')).toBeInTheDocument();
    expect(within(created!).getByText('by Former Admin')).toBeInTheDocument();
    expect(within(created!).getByText('3 days ago')).toBeInTheDocument();
  });

  it('says so when the recent changes cannot be read', async () => {
    serveDashboard({ 'GET /api/admin/audit-log': { status: 500 } });
    renderApp('/admin');
    expect(await screen.findByText('Error loading recent changes')).toBeInTheDocument();
  });

  it('shows Access Denied with a link home to a user who is not a super admin', async () => {
    const { calls } = installFakeServer(signedInRoutes());
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    expect(calls.some((c) => c.url.startsWith('/api/stats/'))).toBe(false);
  });
});
