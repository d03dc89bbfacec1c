import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { polyfillRadixSelect, renderApp, signedInRoutes } from '#web/test-support/test-utils';
import { created, editorRoles, installRecipeFormServer, requestsTo } from '../test-fixtures';

/** Just enough of XMLHttpRequest for the image upload: the test moves its progress. */
class FakeUpload {
  static last: FakeUpload | null = null;
  readonly upload = new EventTarget();
  withCredentials = false;
  constructor() {
    FakeUpload.last = this;
  }
  open() {}
  setRequestHeader() {}
  addEventListener() {}
  send() {}
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
}

/** The recipe form's server, with the user's saved language German. */
function installGermanForm(extra = {}) {
  polyfillRadixSelect();
  return installRecipeFormServer({
    extra: { ...signedInRoutes({ cookbookRoles: editorRoles, language: 'de' }), ...extra },
  });
}

describe('RecipeForm in German', () => {
  it('shows its labels, buttons and helper texts in German', async () => {
    installGermanForm();
    const user = userEvent.setup();
    renderApp('/recipe/new');

    expect(
      await screen.findByRole('heading', { name: 'Neues Rezept', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Einmal aufschreiben, jahrelang nachkochen.')).toBeInTheDocument();
    expect(screen.getByLabelText('Titel')).toHaveAttribute('placeholder', 'z. B. Omas Apfelkuchen');
    expect(screen.getByLabelText('Portionen')).toHaveValue(10);
    expect(screen.getByRole('combobox', { name: 'Kochbuch' })).toHaveTextContent(
      'Family Favorites',
    );
    expect(screen.getByRole('combobox', { name: 'Kategorie' })).toHaveTextContent(
      'Kategorie wählen',
    );
    expect(screen.getByText(/Füge eine ganze Liste ein/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Zutaten' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Zubereitung' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Einheit von Zutat 1' })).toHaveTextContent(
      'Keine Einheit',
    );
    expect(screen.getByRole('button', { name: 'Zutat 1 entfernen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'KI-Bild erstellen' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zutat hinzufügen' }));
    expect(screen.getByRole('textbox', { name: 'Zutat 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zutat 1 entfernen' })).toBeEnabled();
  });

  it('saves with a German toast', async () => {
    const { calls } = installGermanForm({ 'POST /api/recipes': created(902) });
    const user = userEvent.setup();
    renderApp('/recipe/new');
    await screen.findByRole('heading', { name: 'Neues Rezept', level: 1 });

    await user.type(screen.getByLabelText('Titel'), 'Linsensuppe');
    await user.click(screen.getByRole('combobox', { name: 'Kategorie' }));
    await user.click(await screen.findByRole('option', { name: 'Soups' }));
    await user.type(screen.getByRole('textbox', { name: 'Zutat 1' }), 'rote Linsen');
    await user.type(screen.getByRole('textbox', { name: 'Schritt 1' }), 'Alles köcheln lassen.');
    await user.click(screen.getByRole('button', { name: 'Rezept speichern' }));

    expect(await screen.findByText('Rezept erstellt')).toBeInTheDocument();
    expect(requestsTo(calls, 'POST', '/api/recipes')).toHaveLength(1);
  });

  it('shows the upload progress as a German percentage', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    installGermanForm();
    const user = userEvent.setup();
    renderApp('/recipe/new');
    await screen.findByRole('heading', { name: 'Neues Rezept', level: 1 });
    expect(screen.getByText('Zum Hochladen klicken oder hierher ziehen')).toBeInTheDocument();

    const photo = new File(['jpeg bytes'], 'suppe.jpg', { type: 'image/jpeg' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, photo);
    const bar = await screen.findByRole('progressbar', { name: 'Bild wird hochgeladen' });
    FakeUpload.last!.progress(45, 100);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '45'));
    // German puts a (non-breaking) space before the percent sign.
    const status = bar.parentElement!;
    expect(status).toHaveTextContent(/^Wird hochgeladen… 45\s%$/);
    expect(status.textContent).toContain('45\u00a0%');
  });
});
