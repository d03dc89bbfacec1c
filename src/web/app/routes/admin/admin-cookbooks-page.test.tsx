import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveCookbooks } from '#web/features/admin-cookbooks/test-fixtures';
import { installFakeServer, renderApp, signedInRoutes } from '#web/test-support/test-utils';

const card = (name: string) => screen.getByRole('article', { name });

describe('AdminCookbooksPage (/admin/cookbooks)', () => {
  it('shows each cookbook with its badges, created date and recipe count', async () => {
    serveCookbooks();
    renderApp('/admin/cookbooks');
    await screen.findByRole('list', { name: 'Cookbooks' });
    const favorites = within(card('Family Favorites'));
    expect(favorites.getByText('Public')).toBeInTheDocument();
    expect(favorites.queryByText('Default Family Cookbook')).not.toBeInTheDocument();
    expect(favorites.getByText('Created Mar 5, 2024')).toBeInTheDocument();
    expect(favorites.getByText('12 recipes')).toBeInTheDocument();
    const kitchen = within(card('Garcia Kitchen'));
    expect(kitchen.getByText('Default Family Cookbook')).toBeInTheDocument();
    expect(kitchen.getByText('Private')).toBeInTheDocument();
  });

  it("disables a default family cookbook's Delete and says why", async () => {
    serveCookbooks();
    renderApp('/admin/cookbooks');
    const remove = await screen.findByRole('button', { name: 'Delete Garcia Kitchen' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription("A family's default cookbook can't be deleted.");
    expect(screen.getByRole('button', { name: 'Delete Family Favorites' })).toBeEnabled();
  });

  it('asks first, saying how many recipes go and that plans become placeholders, then deletes', async () => {
    const { calls } = serveCookbooks({
      'DELETE /api/cookbooks/3': { body: { deletedRecipes: 12, plansTurnedPlaceholders: 2 } },
    });
    renderApp('/admin/cookbooks');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Family Favorites' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Family Favorites?' });
    expect(confirm).toHaveTextContent('"Family Favorites" and its 12 recipes will be deleted.');
    expect(confirm).toHaveTextContent(
      'Planned meals and staged recipes that use them become placeholders',
    );
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Cookbook' }));
    expect(await screen.findByText('Cookbook deleted')).toBeInTheDocument();
    expect(
      screen.getByText(
        '"Family Favorites" and 12 recipes were deleted. 2 planned meals became placeholders.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/cookbooks/3',
    ]);
  });

  it("Cancel deletes nothing; the server's refusal shows its message", async () => {
    const { calls } = serveCookbooks({
      'DELETE /api/cookbooks/6': {
        status: 409,
        body: { code: 'conflict', message: 'A default family cookbook cannot be deleted' },
      },
    });
    renderApp('/admin/cookbooks');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Empty Shelf' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('"Empty Shelf" holds no recipes.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Empty Shelf' }));
    confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Cookbook' }));
    expect(await screen.findByText('Failed to delete cookbook')).toBeInTheDocument();
    expect(screen.getByText('A default family cookbook cannot be deleted')).toBeInTheDocument();
  });

  it("shows the inline panel 'Error loading cookbooks' when the list fails", async () => {
    serveCookbooks({ 'GET /api/cookbooks': { status: 500 } });
    renderApp('/admin/cookbooks');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading cookbooks');
    expect(alert).toHaveTextContent('An unexpected error occurred.');
  });

  it('shows Access Denied to a user who is not a super admin', async () => {
    const { calls } = installFakeServer(signedInRoutes());
    renderApp('/admin/cookbooks');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/cookbooks')).toBe(false);
  });
});
