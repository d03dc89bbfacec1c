import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { initialLanguage } from '#web/lib/i18n/catalogues';
import { I18nProvider } from '#web/lib/i18n/i18n-provider';
import { initialLocale } from '#web/lib/i18n/initial-locale';
import { createQueryClient } from '#web/lib/query-client';
import { installFakeServer, signedOutRoutes } from '#web/test-support/test-utils';
import { LoginPage } from './login-page';

/**
 * Signed out there is no saved language yet: the login page speaks the browser's. The app
 * starts in `initialLanguage(initialLocale())` (main.tsx); this does the same with a German
 * browser.
 */
async function renderLoginInBrowserLanguage(path: string) {
  const language = await initialLanguage(initialLocale());
  return render(
    <I18nProvider initial={language}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <LoginPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('login page in the browser’s language', () => {
  it('speaks German to a German browser, error from the URL included', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en']);
    installFakeServer(signedOutRoutes());
    await renderLoginInBrowserLanguage('/auth?error=not_invited');

    expect(
      await screen.findByRole('heading', { name: 'Willkommen zurück', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Dieses Google-Konto gehört noch zu keiner Familie.',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mit Google anmelden' })).toBeEnabled(),
    );
    expect(screen.getByText('Rezeptsammlung')).toBeInTheDocument();
    expect(screen.getByText('Essensplanung')).toBeInTheDocument();
    expect(screen.getByText(/Nutzungsbedingungen/)).toBeInTheDocument();
    expect(document.title).toBe('Anmelden · Family Cookbook');
    expect(document.documentElement.lang).toBe('de');
  });

  it('offers the demo users in German', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT']);
    installFakeServer({
      ...signedOutRoutes({ googleConfigured: false, demoSignIn: true }),
      'GET /api/auth/demo-users': {
        body: [{ id: 7, name: 'Maria Garcia', description: 'Family admin' }],
      },
    });
    await renderLoginInBrowserLanguage('/auth');

    expect(await screen.findByText('Demo-Anmeldung')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Als Maria Garcia anmelden' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Die Google-Anmeldung ist nicht eingerichtet: GOOGLE_CLIENT_ID fehlt.'),
    ).toBeInTheDocument();
  });
});
