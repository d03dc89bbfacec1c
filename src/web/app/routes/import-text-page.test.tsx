import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer, renderApp, signedInRoutes } from '#web/test-support/test-utils';

const roles = [{ cookbookId: 3, name: 'Family Favorites', canEdit: true, canView: true }];

function serveTextImport(answer: { status: number; body?: unknown }) {
  return installFakeServer({
    ...signedInRoutes(),
    'GET /api/user/cookbook-roles': { body: roles },
    'GET /api/images/config': { body: { aiConfigured: true } },
    'POST /api/recipes/import-from-text': answer,
  });
}

async function openTextPage() {
  const utils = renderApp('/admin/import-text');
  await screen.findByRole('heading', { name: 'Import Recipe from Text', level: 1 });
  await waitFor(() => expect(screen.getByLabelText('Cookbook')).toHaveValue('3'));
  return utils;
}

describe('ImportTextPage (/admin/import-text)', () => {
  it('sends the pasted text, toasts and opens the edit page', async () => {
    const { calls } = serveTextImport({ status: 201, body: { id: 9, title: 'Leek Soup' } });
    const { router } = await openTextPage();
    await userEvent.type(screen.getByLabelText('Recipe Text'), 'Leek Soup{enter}- 3 leeks');
    await userEvent.click(screen.getByRole('button', { name: 'Import Recipe' }));
    expect(await screen.findByText('Recipe Imported')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipe/edit/9'));
    const posted = calls.filter((c) => c.url === '/api/recipes/import-from-text');
    expect(posted.map((c) => JSON.parse(c.init.body as string) as unknown)).toEqual([
      { text: 'Leek Soup\n- 3 leeks', cookbookId: 3, categoryId: null, generateImage: true },
    ]);
  });

  it("says 'Missing Recipe Text' for an empty paste and sends nothing", async () => {
    const { calls } = serveTextImport({ status: 201, body: { id: 1, title: 'x' } });
    await openTextPage();
    await userEvent.click(screen.getByRole('button', { name: 'Import Recipe' }));
    expect(await screen.findByText('Missing Recipe Text')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/recipes/import-from-text')).toBe(false);
  });

  it("shows 'Import Failed' with the text fallback when the server gives no reason", async () => {
    serveTextImport({ status: 500 });
    await openTextPage();
    await userEvent.type(screen.getByLabelText('Recipe Text'), 'Something');
    await userEvent.click(screen.getByRole('button', { name: 'Import Recipe' }));
    expect(await screen.findByText('Import Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to create recipe from text. Please try again.'),
    ).toBeInTheDocument();
  });
});
