import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#web/test-support/test-utils';
import { appImportJob, finishedJob, serveAppImport } from '../test-fixtures';

describe('import from another app in German', () => {
  it('labels, the missing-file message, the report and the recent list follow the saved language', async () => {
    serveAppImport({
      language: 'de',
      isFamilyAdmin: true,
      recent: [finishedJob()],
      job: () => finishedJob(),
    });
    renderApp('/admin/import-app');
    await screen.findByRole('heading', { name: 'Aus einer anderen App importieren', level: 1 });
    expect(screen.getByRole('link', { name: 'Von einer Webadresse importieren' })).toBeVisible();
    const cookbook = screen.getByLabelText('Kochbuch');
    await waitFor(() => expect(cookbook).toHaveValue('3'));
    expect(
      await screen.findByLabelText('Auch Essenspläne importieren (Mealie-Backups)'),
    ).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Importieren' }));
    expect(
      await screen.findByText('Wähle eine Exportdatei zum Importieren aus.'),
    ).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Letzte Importe' });
    expect(within(list).getByText('Fertig')).toBeInTheDocument();
    expect(
      within(list).getByText('4 importiert · 0 übersprungen · 1 fehlgeschlagen'),
    ).toBeInTheDocument();
  });

  it('says a refused archive in German, from its code', async () => {
    const refused = appImportJob({
      status: 'refused',
      report: {
        ...appImportJob().report,
        refusal: {
          code: 'archive_bomb',
          message: 'The archive unpacks to far more than it holds: it is refused as unsafe',
        },
      },
    });
    // A running import when the page opened, refused at the next look.
    let job = appImportJob();
    serveAppImport({ language: 'de', recent: [job], job: () => job });
    renderApp('/admin/import-app');
    expect(await screen.findByText('Datei wird gelesen…')).toBeInTheDocument();
    job = refused;
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByText('Datei abgelehnt')).toBeInTheDocument();
    expect(
      within(alert).getByText(
        'Das Archiv entpackt sich zu weit mehr, als es enthält: Es wird als unsicher abgelehnt',
      ),
    ).toBeInTheDocument();
  });
});
