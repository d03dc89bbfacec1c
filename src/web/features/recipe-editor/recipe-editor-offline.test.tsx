import { fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  expectConnected,
  expectNeedsConnection,
  NEEDS_CONNECTION,
  setOnline,
  writeCalls,
} from '#web/test-support/connection';
import {
  FAVORITES,
  choose,
  created,
  fillValidRecipe,
  saveButton,
  sentRecipe,
  startNewForm,
} from './test-fixtures';

// An edit is not queued offline (docs/decisions/048): every field stays editable and keeps what
// is typed, while the buttons that write (save, upload, generate, new category) wait for a
// connection and say why.

afterEach(() => onlineManager.setOnline(true));

const photo = () => new File(['jpeg bytes'], 'soup.jpg', { type: 'image/jpeg' });

describe('the recipe editor offline', () => {
  it('keeps the form editable, waits to save, upload or generate, and saves back online', async () => {
    const uploads = vi.fn();
    vi.stubGlobal('XMLHttpRequest', uploads);
    const { calls, user } = await startNewForm({
      extra: { 'POST /api/recipes': created(901) },
    });
    await fillValidRecipe(user);
    const uploadZone = screen.getByRole('button', {
      name: 'Upload image: click or drop a picture',
    });
    const generate = screen.getByRole('button', { name: 'Generate AI Image' });

    setOnline(false);
    expectNeedsConnection(saveButton());
    expectNeedsConnection(uploadZone);
    expectNeedsConnection(generate);
    expect(uploadZone.parentElement).toHaveAttribute('title', NEEDS_CONNECTION);
    // Typing goes on; Enter in a field sends nothing, nor does a dropped picture.
    await user.type(screen.getByLabelText('Title'), ' (spicy){Enter}');
    fireEvent.submit(saveButton().closest('form')!);
    fireEvent.drop(uploadZone.parentElement!, { dataTransfer: { files: [photo()] } });
    await user.click(generate);
    expect(uploads).not.toHaveBeenCalled();
    expect(writeCalls(calls)).toEqual([]);

    setOnline(true);
    expectConnected(saveButton());
    expectConnected(uploadZone);
    expectConnected(generate);
    await user.click(saveButton());
    const body = await sentRecipe(calls);
    expect(body.recipe).toMatchObject({ title: 'Lentil Soup (spicy)' });
  });

  it('keeps a new category name but waits to create it', async () => {
    const { calls, user } = await startNewForm({
      extra: {
        [`POST /api/cookbooks/${FAVORITES}/categories`]: {
          status: 201,
          body: { id: 77, name: 'Stews' },
        },
      },
    });
    await choose(user, 'Category', '+ Add New Category');

    setOnline(false);
    await user.type(screen.getByRole('textbox', { name: 'New category name' }), 'Stews{Enter}');
    const add = screen.getByRole('button', { name: 'Add' });
    expectNeedsConnection(add);
    expect(writeCalls(calls)).toEqual([]);

    setOnline(true);
    expectConnected(add);
    await user.click(add);
    await waitFor(() =>
      expect(writeCalls(calls)).toEqual([`POST /api/cookbooks/${FAVORITES}/categories`]),
    );
  });
});
