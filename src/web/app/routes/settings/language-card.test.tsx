import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  installFakeServer,
  polyfillRadixSelect,
  pressDeferredTrigger,
  renderApp,
  signedInRoutes,
} from '#web/test-support/test-utils';

beforeAll(polyfillRadixSelect);

describe('Settings: language and measures', () => {
  it('switches every text to the chosen language at once and saves it on the user', async () => {
    const { calls } = installFakeServer(preferencesServer());
    renderApp('/settings');
    await pressDeferredTrigger(() => screen.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deutsch' }));

    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Dunkelmodus' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(window.localStorage.getItem('locale')).toBe('de');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.init.body).toBe(
        JSON.stringify({ language: 'de' }),
      ),
    );
  });

  it("starts in the language saved on the user, whatever this browser's", async () => {
    installFakeServer(signedInRoutes({ language: 'fr' }));
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Paramètres' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('saves the measurement system on the user', async () => {
    const { calls } = installFakeServer(preferencesServer());
    renderApp('/settings');
    await pressDeferredTrigger(() => screen.getByRole('combobox', { name: 'Measures' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Metric (g, ml)' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.init.body).toBe(
        JSON.stringify({ measurementSystem: 'metric' }),
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Measures' })).toHaveTextContent(
        'Metric (g, ml)',
      ),
    );
  });
});

/** A server that keeps the preferences it is sent, as the real one does. */
function preferencesServer() {
  let preferences = {
    preferredFamilyId: null,
    showHiddenRecipes: false,
    language: null,
    measurementSystem: 'asWritten',
  };
  return {
    ...signedInRoutes(),
    'GET /api/user/preferences': () => ({ body: preferences }),
    'PATCH /api/user/preferences': (init: RequestInit) => {
      preferences = { ...preferences, ...JSON.parse(init.body as string) };
      return { body: preferences };
    },
  };
}
