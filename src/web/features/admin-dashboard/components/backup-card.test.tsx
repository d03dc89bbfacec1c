import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  installFakeServer,
  renderApp,
  signedInRoutes,
  testUser,
} from '#web/test-support/test-utils';
import { serveDashboard } from '../test-fixtures';

describe('Download Backup on the admin dashboard', () => {
  it('is a link a super admin’s browser downloads the whole server from', async () => {
    const { calls } = serveDashboard();
    renderApp('/admin');
    const controls = await screen.findByRole('list', { name: 'Administration' });
    const link = await within(controls).findByRole('link', { name: 'Download Backup' });
    expect(link).toHaveAttribute('href', '/api/admin/backup');
    expect(link).toHaveAttribute('download');
    expect(within(controls).getByText('Backup')).toBeInTheDocument();
    // Nothing is fetched until it is clicked: the browser downloads it itself.
    expect(calls.map((c) => c.url)).not.toContain('/api/admin/backup');
  });

  it('is not shown to anyone else', async () => {
    installFakeServer(signedInRoutes({ user: { ...testUser, isSuperAdmin: false } }));
    renderApp('/admin');
    // The admin pages answer others with Access Denied, without the dashboard's controls.
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download Backup' })).not.toBeInTheDocument();
  });
});
