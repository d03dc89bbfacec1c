import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_MESSAGES } from '#shared/images/images.schemas';
import {
  installFakeServer,
  renderApp,
  signedInRoutes,
  testUser,
  type FakeRoutes,
} from '#web/test-support/test-utils';

const roles = [
  { cookbookId: 3, name: 'Family Favorites', canEdit: true, canView: true },
  { cookbookId: 4, name: 'Public Classics', canEdit: false, canView: true },
  { cookbookId: 5, name: 'Weeknight Dinners', canEdit: true, canView: true },
  // Switched off on the profile page: never offered for import.
  { cookbookId: 6, name: 'Switched Off', canEdit: true, canView: true, isActive: false },
];

function serveImport(extra: FakeRoutes = {}, aiConfigured = true) {
  return installFakeServer({
    ...signedInRoutes(),
    'GET /api/user/cookbook-roles': { body: roles },
    'GET /api/images/config': { body: { aiConfigured } },
    ...extra,
  });
}

const postBodies = (calls: { method: string; url: string; init: RequestInit }[], path: string) =>
  calls
    .filter((c) => c.method === 'POST' && c.url === path)
    .map((c) => JSON.parse(c.init.body as string) as Record<string, unknown>);

async function openImportPage() {
  const utils = renderApp('/admin/import');
  await screen.findByRole('heading', { name: 'Import Recipe', level: 1 });
  const url = screen.getByLabelText('Recipe URL');
  await waitFor(() => expect(screen.getByLabelText('Cookbook')).toBeEnabled());
  return { ...utils, url };
}

describe('ImportPage (/admin/import)', () => {
  it('imports an address into a chosen editable cookbook, toasts and opens the edit page', async () => {
    const { calls } = serveImport({
      'POST /api/recipes/import': { status: 201, body: { id: 42, title: 'Apple Pie' } },
    });
    const { router, url } = await openImportPage();
    const cookbook = screen.getByLabelText('Cookbook');
    expect(
      within(cookbook)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Family Favorites', 'Weeknight Dinners']);
    expect(screen.getByLabelText('Generate AI image')).toBeChecked();

    await userEvent.type(url, ' https://example.com/pie ');
    await userEvent.selectOptions(cookbook, 'Weeknight Dinners');
    await userEvent.click(screen.getByRole('button', { name: 'Import Recipe' }));

    expect(await screen.findByText('Recipe Imported')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipe/edit/42'));
    expect(postBodies(calls, '/api/recipes/import')).toEqual([
      {
        url: 'https://example.com/pie',
        cookbookId: 5,
        categoryId: null,
        generateImage: true,
        force: false,
      },
    ]);
  });

  it("says 'Missing URL' for an empty address and sends nothing", async () => {
    const { calls } = serveImport();
    await openImportPage();
    await userEvent.click(screen.getByRole('button', { name: 'Import Recipe' }));
    expect(await screen.findByText('Missing URL')).toBeInTheDocument();
    expect(screen.getByText('Please enter a recipe URL to import.')).toBeInTheDocument();
    expect(postBodies(calls, '/api/recipes/import')).toEqual([]);
  });

  it("says 'Missing Cookbook' when the user edits no cookbook to choose", async () => {
    const { calls } = installFakeServer({
      ...signedInRoutes({ user: { ...testUser, isSuperAdmin: true } }),
      'GET /api/user/cookbook-roles': { body: [] },
      'GET /api/images/config': { body: { aiConfigured: true } },
    });
    renderApp('/admin/import');
    await userEvent.type(await screen.findByLabelText('Recipe URL'), 'https://example.com/a');
    await userEvent.click(screen.getByRole('button', { name: 'Import Recipe' }));
    expect(await screen.findByText('Missing Cookbook')).toBeInTheDocument();
    expect(postBodies(calls, '/api/recipes/import')).toEqual([]);
  });

  it('keeps Generate AI image on without a provider, saying a picture is drawn instead', async () => {
    const { calls } = serveImport(
      { 'POST /api/recipes/import': { status: 201, body: { id: 8, title: 'Soup' } } },
      false,
    );
    const { url } = await openImportPage();
    const generate = screen.getByLabelText('Generate AI image');
    await waitFor(() => expect(generate).toHaveAccessibleDescription(/a drawn picture is used/));
    expect(generate).toBeChecked();
    expect(generate).toBeEnabled();
    expect(screen.getByText(IMAGE_MESSAGES.notConfigured)).toBeInTheDocument();
    await userEvent.type(url, 'https://example.com/soup');
    await userEvent.click(screen.getByRole('button', { name: 'Import Recipe' }));
    await screen.findByText('Recipe Imported');
    expect(postBodies(calls, '/api/recipes/import')[0]).toMatchObject({ generateImage: true });
  });

  it('sends generateImage false once the box is cleared, provider or not', async () => {
    const { calls } = serveImport(
      { 'POST /api/recipes/import': { status: 201, body: { id: 9, title: 'Stew' } } },
      false,
    );
    const { url } = await openImportPage();
    await waitFor(() => expect(screen.getByText(IMAGE_MESSAGES.notConfigured)).toBeInTheDocument());
    await userEvent.click(screen.getByLabelText('Generate AI image'));
    expect(screen.getByLabelText('Generate AI image')).not.toBeChecked();
    await userEvent.type(url, 'https://example.com/stew');
    await userEvent.click(screen.getByRole('button', { name: 'Import Recipe' }));
    await screen.findByText('Recipe Imported');
    expect(postBodies(calls, '/api/recipes/import')[0]).toMatchObject({ generateImage: false });
  });

  it("shows 'Import Failed' with the server's reason, or the fallback text", async () => {
    let answer = {
      status: 422,
      body: {
        code: 'import_failed',
        message: 'This site refused the import; paste the recipe text instead',
      },
    } as { status: number; body?: unknown };
    serveImport({ 'POST /api/recipes/import': () => answer });
    const { url } = await openImportPage();
    await userEvent.type(url, 'https://example.com/blocked');
    await userEvent.click(screen.getByRole('button', { name: 'Import Recipe' }));
    expect(await screen.findByText('Import Failed')).toBeInTheDocument();
    expect(
      screen.getByText('This site refused the import; paste the recipe text instead'),
    ).toBeInTheDocument();

    answer = { status: 502 };
    await userEvent.click(screen.getByRole('button', { name: 'Import Recipe' }));
    expect(
      await screen.findByText('Failed to import recipe. Please try again.'),
    ).toBeInTheDocument();
  });

  it('offers the existing recipe for an address already imported, or imports it anyway', async () => {
    const { calls } = serveImport({
      'POST /api/recipes/import': (init) =>
        (JSON.parse(init.body as string) as { force: boolean }).force
          ? { status: 201, body: { id: 77, title: 'Pie again' } }
          : {
              status: 409,
              body: {
                code: 'already_imported',
                message: 'This address was already imported into this cookbook',
                existingId: 12,
              },
            },
    });
    const { url, router } = await openImportPage();
    await userEvent.type(url, 'https://example.com/pie');
    await userEvent.click(screen.getByRole('button', { name: 'Import Recipe' }));
    expect(
      await screen.findByText('This address was already imported into this cookbook'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Existing Recipe' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Import Anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipe/edit/77'));
    expect(postBodies(calls, '/api/recipes/import').map((b) => b.force)).toEqual([false, true]);
  });

  it('shows progress while importing, and Cancel aborts the request without an error', async () => {
    serveImport();
    const fakeFetch = globalThis.fetch;
    let seenSignal: AbortSignal | undefined;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (init.method !== 'POST') return fakeFetch(input, init);
      seenSignal = init.signal ?? undefined;
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        );
      });
    });
    const { url, router } = await openImportPage();
    await userEvent.type(url, 'https://example.com/slow');
    await userEvent.click(screen.getByRole('button', { name: 'Import Recipe' }));
    expect(await screen.findByText('Importing recipe...')).toBeInTheDocument();
    expect(url).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(seenSignal?.aborted).toBe(true);
    expect(await screen.findByRole('button', { name: 'Import Recipe' })).toBeEnabled();
    expect(screen.queryByText('Import Failed')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/import');
  });

  it('sends users without an editor role home with the permission message', async () => {
    serveImport({ 'GET /api/user/cookbook-roles': { body: [roles[1]] } });
    const { router } = renderApp('/admin/import');
    expect(
      await screen.findByText('You do not have permission to import recipes.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
