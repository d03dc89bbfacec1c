import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeRecipeDetail } from '#web/test-support/recipe-fixtures';
import { editorRole, jsonBody, openDialog, serve } from '#web/test-support/recipe-dialog-helpers';

describe('RecipeDialog actions', () => {
  it('shows a member only the favourite and meal plan actions', async () => {
    serve();
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Add Favorite' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add to Meal Plan' })).toBeInTheDocument();
    for (const name of ['Hide Recipe', 'Show Recipe', 'Edit Recipe', 'Delete Recipe']) {
      expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('favourites with the spec toasts, and reports a failure', async () => {
    serve(
      {},
      {},
      { 'POST /api/favorites': { status: 404, body: { message: 'Recipe not found' } } },
    );
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Favorite' }));
    expect(
      await screen.findByText('Failed to add to favorites: Recipe not found'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Favorite' })).toBeInTheDocument();
  });

  it('removes a favourite with the spec toast', async () => {
    serve({ isFavorite: true }, {}, { 'DELETE /api/favorites/1': { status: 204 } });
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Favorite' }));
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
    expect(
      screen.getByText('Fluffy Buttermilk Pancakes has been removed from your favorites'),
    ).toBeInTheDocument();
  });

  it('stages the recipe with the chosen batches', async () => {
    const { calls } = serve({}, {}, { 'POST /api/staged-recipes': { status: 201, body: {} } });
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase batches' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Meal Plan' }));
    expect(await screen.findByText('Added to meal planning area')).toBeInTheDocument();
    expect(
      screen.getByText('Fluffy Buttermilk Pancakes has been added to your meal planning area'),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.url === '/api/staged-recipes')!;
    expect(jsonBody(post.init)).toEqual({ familyId: 1, recipeId: 1, batchCount: 2 });
  });

  it('reports a failed staging', async () => {
    serve({}, {}, { 'POST /api/staged-recipes': { status: 500, body: { message: 'x' } } });
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Meal Plan' }));
    expect(await screen.findByText('Failed to add to staging area')).toBeInTheDocument();
  });

  it('asks for a family before staging when there is none', async () => {
    serve({}, { families: [] });
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Meal Plan' }));
    expect(await screen.findByText('No family selected')).toBeInTheDocument();
    expect(
      screen.getByText('Please select a family before adding to meal plan'),
    ).toBeInTheDocument();
  });

  it('lets a family admin hide and show the recipe', async () => {
    const { calls } = serve(
      {},
      { isFamilyAdmin: true },
      { 'POST /api/hidden-recipes': { status: 201, body: {} } },
    );
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide Recipe' }));
    expect(await screen.findByText('Recipe hidden')).toBeInTheDocument();
    expect(
      screen.getByText('Fluffy Buttermilk Pancakes is now hidden from your family'),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.url === '/api/hidden-recipes')!;
    expect(jsonBody(post.init)).toEqual({ recipeId: 1, familyId: 1 });
  });

  it('shows a hidden recipe with Show Recipe and reports a failed unhide', async () => {
    serve({ isHidden: true }, { isFamilyAdmin: true });
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show Recipe' }));
    expect(await screen.findByText('Failed to unhide recipe')).toBeInTheDocument();
  });

  it('lets an editor go to the edit page', async () => {
    serve({}, { cookbookRoles: editorRole });
    const { dialog, router } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Recipe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipe/edit/1'));
  });

  it('deletes after the exact confirmation, then closes', async () => {
    // Like the server: after the delete the recipe answers 404.
    let deleted = false;
    const { calls } = serve(
      {},
      { cookbookRoles: editorRole },
      {
        'GET /api/recipes/1': () =>
          deleted
            ? { status: 404, body: { message: 'Recipe not found' } }
            : { body: makeRecipeDetail() },
        'DELETE /api/recipes/1': () => {
          deleted = true;
          return { status: 204 };
        },
      },
    );
    // The refreshes after the delete take a while, as on a real network.
    const fastFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (deleted && (init?.method ?? 'GET') === 'GET') {
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return fastFetch(input, init);
    });
    const { dialog, router } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Recipe' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Recipe' });
    expect(confirm).toHaveTextContent(
      "Are you sure you want to delete 'Fluffy Buttermilk Pancakes'? This action cannot be undone. All ingredients, directions, and notes for this recipe will be permanently deleted.",
    );
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Recipe' }));
    expect(await screen.findByText('Recipe deleted')).toBeInTheDocument();
    expect(screen.getByText('The recipe has been permanently deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    // No request for the deleted recipe after the delete.
    const afterDelete = calls.slice(calls.findIndex((c) => c.method === 'DELETE') + 1);
    expect(afterDelete.some((c) => c.url.startsWith('/api/recipes/1'))).toBe(false);
  });

  it('shows Deleting... while the delete runs and the server message when it fails', async () => {
    let release: (value: void) => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    serve({}, { cookbookRoles: editorRole });
    const fetchMock = globalThis.fetch;
    const slowFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        await gate;
        return new Response(
          JSON.stringify({ message: 'Only editors of this cookbook can delete its recipes' }),
          {
            status: 403,
            headers: { 'content-type': 'application/json' },
          },
        );
      }
      return fetchMock(input, init);
    };
    vi.stubGlobal('fetch', slowFetch);
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Recipe' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Recipe' }));
    expect(await within(confirm).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    release();
    expect(
      await screen.findByText('Only editors of this cookbook can delete its recipes'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Fluffy Buttermilk Pancakes' })).toBeInTheDocument();
  });
});
