import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeServer, renderApp, signedInRoutes } from '#web/test-support/test-utils';
import {
  expectConnected,
  expectNeedsConnection,
  setOnline,
  writeCalls,
} from '#web/test-support/connection';

// An import is a write the server does: offline it is not queued (docs/decisions/048), the
// address stays and Import waits for a connection, saying why.

afterEach(() => onlineManager.setOnline(true));

const roles = [{ cookbookId: 3, name: 'Family Favorites', canEdit: true, canView: true }];

function serveImport(answer: (force: boolean) => { status: number; body: unknown }) {
  return installFakeServer({
    ...signedInRoutes(),
    'GET /api/user/cookbook-roles': { body: roles },
    'GET /api/images/config': { body: { aiConfigured: true } },
    'POST /api/recipes/import': (init) =>
      answer((JSON.parse(init.body as string) as { force: boolean }).force),
  });
}

async function openImportPage() {
  renderApp('/admin/import');
  await screen.findByRole('heading', { name: 'Import Recipe', level: 1 });
  await waitFor(() => expect(screen.getByLabelText('Cookbook')).toBeEnabled());
  return screen.getByLabelText('Recipe URL');
}

describe('import offline', () => {
  it('keeps the address but waits to import, and imports back online', async () => {
    const { calls } = serveImport(() => ({ status: 201, body: { id: 42, title: 'Apple Pie' } }));
    const url = await openImportPage();

    setOnline(false);
    await userEvent.type(url, 'https://example.com/pie');
    const submit = screen.getByRole('button', { name: 'Import Recipe' });
    expectNeedsConnection(submit);
    fireEvent.submit(submit.closest('form')!);
    expect(screen.queryByText('Importing recipe...')).not.toBeInTheDocument();
    expect(writeCalls(calls)).toEqual([]);

    setOnline(true);
    expectConnected(submit);
    expect(url).toHaveValue('https://example.com/pie');
    await userEvent.click(submit);
    expect(await screen.findByText('Recipe Imported')).toBeInTheDocument();
    expect(writeCalls(calls)).toEqual(['POST /api/recipes/import']);
  });

  it('Import Anyway waits for a connection too', async () => {
    const { calls } = serveImport((force) =>
      force
        ? { status: 201, body: { id: 77, title: 'Pie again' } }
        : {
            status: 409,
            body: { code: 'already_imported', message: 'Already imported', existingId: 12 },
          },
    );
    const url = await openImportPage();
    await userEvent.type(url, 'https://example.com/pie');
    await userEvent.click(screen.getByRole('button', { name: 'Import Recipe' }));
    const anyway = await screen.findByRole('button', { name: 'Import Anyway' });

    setOnline(false);
    expectNeedsConnection(anyway);
    await userEvent.click(anyway);
    expect(writeCalls(calls)).toEqual(['POST /api/recipes/import']);

    setOnline(true);
    expectConnected(anyway);
  });
});
