import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listRoutes } from '#web/features/admin-people/test-fixtures';
import {
  installFakeServer,
  renderApp,
  signedInRoutes,
  testUser,
} from '#web/test-support/test-utils';

describe('/admin/users in German', () => {
  it('shows the tabs, the table and its actions in the language saved on the user', async () => {
    installFakeServer({
      ...signedInRoutes({ user: { ...testUser, isSuperAdmin: true }, language: 'de' }),
      ...listRoutes(),
    });
    renderApp('/admin/users');

    const table = await screen.findByRole('table', { name: 'Benutzer' });
    expect(screen.getByRole('tab', { name: 'Benutzer' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mitgliedschaften' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Benutzer suchen' })).toHaveAttribute(
      'placeholder',
      'Nach Name oder E-Mail suchen',
    );
    expect(screen.getByRole('button', { name: 'Aktualisieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Benutzer hinzufügen' })).toBeInTheDocument();

    expect(within(table).getByText('Super-Admin')).toBeInTheDocument();
    expect(within(table).getByText('Noch nie angemeldet')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Tom Baker bearbeiten' })).toHaveTextContent(
      'Bearbeiten',
    );
    expect(
      within(table).getByRole('button', { name: 'Familie von Tom Baker ändern' }),
    ).toHaveTextContent('Familie ändern');
    expect(
      within(table).getByRole('link', { name: 'Rollen von Tom Baker ansehen' }),
    ).toHaveTextContent('Rollen ansehen');
    expect(screen.queryByText('Refresh')).not.toBeInTheDocument();
  });
});
