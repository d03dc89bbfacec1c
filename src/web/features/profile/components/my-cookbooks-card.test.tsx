import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { familyRecipesQueryKey } from '#web/lib/query-keys';
import { renderApp } from '#web/test-support/test-utils';
import { sentBodies, serveProfile } from '../test-fixtures';

const ACTIVE = '/api/user/active-cookbooks';

async function openCookbooks() {
  const utils = renderApp('/profile');
  const list = await screen.findByRole('list', { name: 'My cookbooks' });
  const toggle = (name: string) => within(list).getByRole('switch', { name });
  return { ...utils, list, toggle };
}

describe('My Cookbooks (product rule: active-cookbooks)', () => {
  it('shows each cookbook as active or inactive from the saved set', async () => {
    serveProfile({ activeIds: [3, 5] });
    const { toggle } = await openCookbooks();
    expect(toggle('Family Favorites')).toBeChecked();
    expect(toggle("Grandma's Recipes")).not.toBeChecked();
    expect(toggle('Garcia Kitchen')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Cookbooks' })).toBeDisabled();
  });

  it('saves the full active set together, once, after several toggles', async () => {
    let saved = [3, 5];
    const { calls } = serveProfile({
      extra: {
        [`GET ${ACTIVE}`]: () => ({ body: saved }),
        [`PUT ${ACTIVE}`]: (init) => {
          saved = (JSON.parse(init.body as string) as { cookbookIds: number[] }).cookbookIds;
          return { status: 204 };
        },
      },
    });
    // The recipe list was visited first, so its answer is cached.
    const { router, queryClient } = renderApp('/');
    await waitFor(() =>
      expect(queryClient.getQueryState(familyRecipesQueryKey(1))?.status).toBe('success'),
    );
    await router.navigate('/profile');
    const list = await screen.findByRole('list', { name: 'My cookbooks' });
    const toggle = (name: string) => within(list).getByRole('switch', { name });
    await userEvent.click(toggle('Family Favorites'));
    await userEvent.click(toggle("Grandma's Recipes"));
    expect(toggle('Family Favorites')).not.toBeChecked();
    expect(toggle("Grandma's Recipes")).toBeChecked();
    // Nothing is sent until Save.
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Save Cookbooks' }));
    expect(await screen.findByText('Cookbooks updated')).toBeInTheDocument();
    expect(sentBodies(calls, 'PUT', ACTIVE)).toEqual([{ cookbookIds: [4, 5] }]);
    // The cached recipe list is out of date now: inactive cookbooks leave browsing and search
    // on the server.
    expect(queryClient.getQueryState(familyRecipesQueryKey(1))?.isInvalidated).toBe(true);
    expect(toggle("Grandma's Recipes")).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Cookbooks' })).toBeDisabled();
  });

  it('toggling back to the saved set leaves nothing to save', async () => {
    serveProfile();
    const { toggle } = await openCookbooks();
    const save = screen.getByRole('button', { name: 'Save Cookbooks' });
    await userEvent.click(toggle('Garcia Kitchen'));
    expect(save).toBeEnabled();
    await userEvent.click(toggle('Garcia Kitchen'));
    expect(save).toBeDisabled();
  });

  it('may switch every cookbook off, and sends an empty set', async () => {
    const { calls } = serveProfile({ extra: { [`PUT ${ACTIVE}`]: { status: 204 } } });
    const { toggle } = await openCookbooks();
    await userEvent.click(toggle('Family Favorites'));
    await userEvent.click(toggle('Garcia Kitchen'));
    expect(
      screen.getByText('No cookbook is active: your recipe list will be empty.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save Cookbooks' }));
    await screen.findByText('Cookbooks updated');
    expect(sentBodies(calls, 'PUT', ACTIVE)).toEqual([{ cookbookIds: [] }]);
  });

  it("keeps the choice and shows the server's message, or the fallback, when saving fails", async () => {
    let answer: { status: number; body?: unknown } = {
      status: 404,
      body: { code: 'not_found', message: 'Cookbook not found' },
    };
    serveProfile({ extra: { [`PUT ${ACTIVE}`]: () => answer } });
    const { toggle } = await openCookbooks();
    await userEvent.click(toggle("Grandma's Recipes"));
    await userEvent.click(screen.getByRole('button', { name: 'Save Cookbooks' }));
    expect(await screen.findByText('Cookbook not found')).toBeInTheDocument();
    expect(toggle("Grandma's Recipes")).toBeChecked();

    answer = { status: 500 };
    await userEvent.click(screen.getByRole('button', { name: 'Save Cookbooks' }));
    expect(
      await screen.findByText('An error occurred while updating cookbooks'),
    ).toBeInTheDocument();
  });
});
