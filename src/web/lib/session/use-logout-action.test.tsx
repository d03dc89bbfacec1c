import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, renderApp, signedInRoutes } from '#web/test-support/test-utils';
import { resetToasts } from '../use-toast';

describe('the log out action, in German', () => {
  afterEach(() => {
    resetToasts();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('names the page in the tab and toasts a failed logout in the active language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeServer({
      ...signedInRoutes({ language: 'de' }),
      'POST /api/auth/logout': { status: 500, body: { code: 'internal', message: 'Try later' } },
    });
    renderApp('/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByText('Abmelden fehlgeschlagen')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Einstellungen · Family Cookbook'));
  });
});
