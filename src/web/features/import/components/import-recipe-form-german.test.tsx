import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer, renderApp, signedInRoutes } from '#web/test-support/test-utils';

const roles = [
  { cookbookId: 3, name: 'Family Favorites', canEdit: true, canView: true },
  { cookbookId: 5, name: 'Weeknight Dinners', canEdit: true, canView: true },
];

describe('import form in German', () => {
  it('labels, progress-free submit and the missing-URL toast follow the saved language', async () => {
    installFakeServer({
      ...signedInRoutes({ cookbookRoles: roles, language: 'de' }),
      'GET /api/images/config': { body: { aiConfigured: false } },
    });
    renderApp('/admin/import');

    const url = await screen.findByLabelText('Rezept-URL');
    expect(url).toHaveAttribute('placeholder', 'https://example.com/recipe');
    const cookbook = screen.getByLabelText('Kochbuch');
    await waitFor(() => expect(cookbook).toBeEnabled());
    expect(
      within(cookbook)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Family Favorites', 'Weeknight Dinners']);
    expect(screen.getByLabelText('KI-Bild erstellen')).toBeChecked();
    expect(
      await screen.findByText(/KI-Bilder sind auf diesem Server nicht eingerichtet/),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Rezept importieren' }));
    expect(await screen.findByText('URL fehlt')).toBeInTheDocument();
    expect(
      screen.getByText('Bitte gib die URL eines Rezepts zum Importieren ein.'),
    ).toBeInTheDocument();
  });

  it('reads a pasted text with a German example', async () => {
    installFakeServer({
      ...signedInRoutes({ cookbookRoles: roles, language: 'de' }),
      'GET /api/images/config': { body: { aiConfigured: true } },
    });
    renderApp('/admin/import-text');
    const text = await screen.findByLabelText('Rezepttext');
    expect(text.getAttribute('placeholder')).toContain('Zutaten');
    await userEvent.click(screen.getByRole('button', { name: 'Rezept importieren' }));
    expect(await screen.findByText('Rezepttext fehlt')).toBeInTheDocument();
  });
});
