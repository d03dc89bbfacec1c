import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#web/test-support/test-utils';
import { gridCookbooks, sentBodies, serveCookbooks } from '../test-fixtures';

// Radix's Switch inside a form measures itself with ResizeObserver, which jsdom lacks.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

async function openCreate() {
  const utils = renderApp('/admin/cookbooks');
  await screen.findByRole('list', { name: 'Cookbooks' });
  await userEvent.click(screen.getByRole('button', { name: 'Create Cookbook' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Cookbook' });
  return { ...utils, dialog };
}

describe('CookbookFormDialog (create and edit)', () => {
  it("refuses an empty name with 'Validation error' / 'Cookbook name is required' and sends nothing", async () => {
    const { calls } = serveCookbooks();
    const { dialog } = await openCreate();
    await userEvent.type(within(dialog).getByLabelText('Name'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Cookbook' }));

    expect(await screen.findByText('Validation error')).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Cookbook name is required');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(dialog).toBeVisible();
  });

  it('creates a cookbook (trimmed name, empty description as null), toasts and closes', async () => {
    const { calls } = serveCookbooks({
      'POST /api/cookbooks': { status: 201, body: { ...gridCookbooks[0], id: 9, name: 'Soups' } },
    });
    const { dialog } = await openCreate();
    await userEvent.type(within(dialog).getByLabelText('Name'), '  Soups ');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Public' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Cookbook' }));

    expect(await screen.findByText('Cookbook created')).toBeInTheDocument();
    expect(sentBodies(calls, 'POST', '/api/cookbooks')).toEqual([
      { name: 'Soups', description: null, isPublic: true },
    ]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('edits a cookbook starting from its values, and PATCHes them', async () => {
    const { calls } = serveCookbooks({
      'PATCH /api/cookbooks/3': { body: { ...gridCookbooks[0], name: 'Favorites' } },
    });
    renderApp('/admin/cookbooks');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Family Favorites' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Cookbook' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Family Favorites');
    expect(within(dialog).getByLabelText('Description')).toHaveValue(
      'The dishes everyone asks for again.',
    );
    expect(within(dialog).getByRole('switch', { name: 'Public' })).toBeChecked();

    await userEvent.clear(name);
    await userEvent.type(name, 'Favorites');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Cookbook updated')).toBeInTheDocument();
    expect(sentBodies(calls, 'PATCH', '/api/cookbooks/3')).toEqual([
      { name: 'Favorites', description: 'The dishes everyone asks for again.', isPublic: true },
    ]);
  });

  it("keeps the dialog open with the server's message when saving fails", async () => {
    serveCookbooks({
      'POST /api/cookbooks': {
        status: 400,
        body: {
          code: 'validation',
          message: 'Cookbook name is required',
          fieldErrors: { name: 'Cookbook name is required' },
        },
      },
    });
    const { dialog } = await openCreate();
    // The (fake) server refuses the name with a field error.
    await userEvent.type(within(dialog).getByLabelText('Name'), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Cookbook' }));
    expect(await screen.findByText('Failed to create cookbook')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(
      'Cookbook name is required',
    );
    expect(dialog).toBeVisible();
  });
});
