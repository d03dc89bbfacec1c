import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppImportJob } from '#shared/app-import/app-import.schemas';
import { renderApp } from '#web/test-support/test-utils';
import {
  appImportJob,
  FakeUpload,
  finishedJob,
  installFakeUpload,
  serveAppImport,
} from '../test-fixtures';

/** Polls come every second: a step of the job shows within a few. */
const POLL = { timeout: 4000 };

const exportFile = (name = 'paprika.zip') =>
  new File(['PK export bytes'], name, { type: 'application/zip' });

async function openPage() {
  const utils = renderApp('/admin/import-app');
  await screen.findByRole('heading', { name: 'Import from Another App', level: 1 });
  await waitFor(() => expect(screen.getByLabelText('Cookbook')).toHaveValue('3'));
  return utils;
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

async function chooseAndImport(file = exportFile()) {
  const user = userEvent.setup();
  await user.upload(fileInput(), file);
  await user.click(screen.getByRole('button', { name: 'Import' }));
  return user;
}

describe('ImportAppPage (/admin/import-app)', () => {
  it('links to the two other import pages and offers the editable cookbooks only', async () => {
    serveAppImport();
    await openPage();
    expect(screen.getByRole('link', { name: 'Import from a web address' })).toHaveAttribute(
      'href',
      '/admin/import',
    );
    expect(screen.getByRole('link', { name: 'Import from text' })).toHaveAttribute(
      'href',
      '/admin/import-text',
    );
    expect(
      within(screen.getByLabelText('Cookbook'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Family Favorites', 'Weeknight Dinners']);
    expect(fileInput()).toHaveAttribute('accept', expect.stringContaining('.paprikarecipes'));
    expect(await screen.findByText('No imports from other apps yet.')).toBeInTheDocument();
  });

  it('asks for a file before anything is sent, and refuses a file that is no export', async () => {
    installFakeUpload();
    serveAppImport();
    await openPage();
    // A dropped file ignores the picker's `accept`: the page checks the name itself.
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Choose an export file to import.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose an export file' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(FakeUpload.last).toBeNull();

    await user.upload(fileInput(), new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText(/“photo.png” is not a file we can import/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(FakeUpload.last).toBeNull();

    await user.upload(fileInput(), exportFile());
    expect(screen.queryByText(/is not a file we can import/)).not.toBeInTheDocument();
    expect(screen.getByText('paprika.zip')).toBeInTheDocument();
  });

  it('asks for a cookbook when the user edits none that is switched on', async () => {
    installFakeUpload();
    serveAppImport({
      cookbookRoles: [
        { cookbookId: 6, name: 'Switched Off', canEdit: true, canView: true, isActive: false },
      ],
    });
    renderApp('/admin/import-app');
    const cookbook = await screen.findByLabelText('Cookbook');
    await waitFor(() => expect(cookbook).toBeEnabled());
    expect(
      within(cookbook)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a cookbook']);
    await chooseAndImport();
    expect(
      await screen.findByText('Choose a cookbook to import into. You need to be an editor of one.'),
    ).toBeInTheDocument();
    expect(cookbook).toHaveAttribute('aria-invalid', 'true');
    expect(FakeUpload.last).toBeNull();
  });

  it('offers meal plans to a family admin only, and sends the choice', async () => {
    installFakeUpload();
    serveAppImport();
    const member = await openPage();
    expect(screen.queryByLabelText('Also import meal plans (Mealie backups)')).toBeNull();
    await chooseAndImport();
    expect(FakeUpload.last!.url).toBe('/api/app-imports?familyId=1&cookbookId=3&mealPlans=false');
    member.unmount();

    installFakeUpload();
    serveAppImport({ isFamilyAdmin: true });
    await openPage();
    const mealPlans = await screen.findByLabelText('Also import meal plans (Mealie backups)');
    expect(mealPlans).not.toBeChecked();
    const user = userEvent.setup();
    await user.click(mealPlans);
    await user.selectOptions(screen.getByLabelText('Cookbook'), 'Weeknight Dinners');
    await chooseAndImport(exportFile('mealie-backup.zip'));
    const request = FakeUpload.last!;
    expect(request.method).toBe('POST');
    expect(request.withCredentials).toBe(true);
    expect(request.url).toBe('/api/app-imports?familyId=1&cookbookId=5&mealPlans=true');
    expect((request.body!.get('file') as File).name).toBe('mealie-backup.zip');
  });

  it('shows the upload, then the import progress, then the report, and refreshes the recipes', async () => {
    installFakeUpload();
    let job: AppImportJob = appImportJob();
    serveAppImport({ job: () => job });
    const { queryClient } = await openPage();
    const recipeList = ['recipes', 'list', 'family', 1];
    queryClient.setQueryData(recipeList, []);
    await chooseAndImport();

    const upload = await screen.findByRole('progressbar', { name: 'Uploading the export' });
    FakeUpload.last!.progress(40, 100);
    await waitFor(() => expect(upload).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    FakeUpload.last!.answer(202, job);

    expect(await screen.findByText('Importing paprika.zip')).toBeInTheDocument();
    expect(screen.getByText('Reading the file…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    job = appImportJob({ status: 'saving', total: 5, done: 2 });
    expect(await screen.findByText('2 of 5 recipes done', {}, POLL)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    expect(queryClient.getQueryState(recipeList)?.isInvalidated).toBe(false);
    job = finishedJob();
    const report = await screen.findByRole('region', { name: 'Import finished' }, POLL);
    expect(within(report).getByText('Read as Paprika')).toBeInTheDocument();
    const count = (label: string) => within(report).getByText(label).nextElementSibling;
    expect(count('Recipes')).toHaveTextContent('4');
    expect(count('Ingredients')).toHaveTextContent('38');
    expect(count('Steps')).toHaveTextContent('21');
    expect(count('Images')).toHaveTextContent('4');
    expect(count('Meal plans')).toHaveTextContent('0');
    expect(count('Skipped as duplicates')).toHaveTextContent('0');
    expect(within(report).getByText('1 recipe could not be imported')).toBeInTheDocument();
    expect(within(report).getByText('Zucchinipuffer')).toBeInTheDocument();
    expect(
      within(report).getByText(': The recipe has no ingredients or no steps'),
    ).toBeInTheDocument();
    expect(within(report).getByRole('link', { name: 'View Recipes' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('4 recipes imported')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
    expect(queryClient.getQueryState(recipeList)?.isInvalidated).toBe(true);
  });

  it('cancels a running import; what was saved stays', async () => {
    let job: AppImportJob = appImportJob({ status: 'saving', total: 5, done: 1 });
    const { calls } = serveAppImport({
      // The import was started earlier (another tab): the page follows it from the list.
      recent: [job],
      job: () => job,
      extra: {
        'POST /api/app-imports/5/cancel': () => {
          job = { ...job, cancelRequested: true };
          return { body: job };
        },
      },
    });
    await openPage();
    expect(await screen.findByText('1 of 5 recipes done')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Import' }));
    expect(await screen.findByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    job = {
      ...job,
      status: 'cancelled',
      done: 2,
      report: { ...finishedJob().report, recipes: 2, failed: [] },
    };
    const report = await screen.findByRole('region', { name: 'Import cancelled' }, POLL);
    expect(
      within(report).getByText('Recipes saved before the cancel stay in the cookbook.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('4 recipes imported')).not.toBeInTheDocument();
  });

  it('says why an archive was refused', async () => {
    installFakeUpload();
    const refused = appImportJob({
      status: 'refused',
      fileName: 'bomb.zip',
      finishedAt: '2026-11-28T09:00:05.000Z',
      report: {
        ...appImportJob().report,
        refusal: {
          code: 'archive_bomb',
          message: 'The archive unpacks to far more than it holds: it is refused as unsafe',
        },
      },
    });
    let job = appImportJob({ fileName: 'bomb.zip' });
    serveAppImport({ job: () => job });
    await openPage();
    await chooseAndImport(exportFile('bomb.zip'));
    FakeUpload.last!.answer(202, job);
    job = refused;
    const alert = await screen.findByRole('alert', {}, POLL);
    expect(within(alert).getByText('File refused')).toBeInTheDocument();
    expect(
      within(alert).getByText(
        'The archive unpacks to far more than it holds: it is refused as unsafe',
      ),
    ).toBeInTheDocument();
  });

  it('stops an upload on Cancel, without an error', async () => {
    installFakeUpload();
    serveAppImport();
    await openPage();
    const user = await chooseAndImport();
    await screen.findByRole('progressbar', { name: 'Uploading the export' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(FakeUpload.last!.aborted).toBe(true);
    expect(await screen.findByRole('button', { name: 'Import' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('Import Failed')).not.toBeInTheDocument();
  });

  it("toasts the server's reason when the upload is refused", async () => {
    installFakeUpload();
    serveAppImport();
    await openPage();
    await chooseAndImport();
    FakeUpload.last!.answer(409, {
      code: 'app_import_running',
      message: 'An import is still running for this family: wait for it, or cancel it',
    });
    expect(await screen.findByText('Import Failed')).toBeInTheDocument();
    expect(
      screen.getByText('An import is still running for this family: wait for it, or cancel it'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('lists the recent imports with their file, status and counts', async () => {
    serveAppImport({
      recent: [
        finishedJob({ id: 9, fileName: 'tandoor.zip' }),
        appImportJob({ id: 8, status: 'failed', fileName: 'broken.zip' }),
      ],
      job: () => finishedJob({ id: 9 }),
    });
    await openPage();
    const list = await screen.findByRole('list', { name: 'Recent imports' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('tandoor.zip')).toBeInTheDocument();
    expect(within(first!).getByText('Done')).toBeInTheDocument();
    expect(within(first!).getByText('4 imported · 0 skipped · 1 failed')).toBeInTheDocument();
    expect(within(second!).getByText('broken.zip')).toBeInTheDocument();
    expect(within(second!).getByText('Failed')).toBeInTheDocument();
  });
});
