import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { makeNote } from '#web/test-support/recipe-fixtures';
import { openDialog, serve } from '#web/test-support/recipe-dialog-helpers';
import { testUser } from '#web/test-support/test-utils';
import {
  expectConnected,
  expectNeedsConnection,
  NEEDS_CONNECTION,
  setOnline,
  writeCalls,
} from '#web/test-support/connection';

// Notes are not queued offline: the box keeps what is typed, adding and deleting wait for a
// connection and say why (docs/decisions/048).

afterEach(() => onlineManager.setOnline(true));

const mine = makeNote({
  id: 9,
  text: 'Mine',
  user: { id: testUser.id, name: testUser.name, picture: null },
});

describe('Family Notes offline', () => {
  it('keeps the typed note but waits to add it, and adds it back online', async () => {
    const { calls } = serve(
      {},
      {},
      { 'POST /api/notes': { status: 201, body: makeNote({ id: 10, text: 'Less salt' }) } },
    );
    const { dialog } = await openDialog();

    setOnline(false);
    const box = within(dialog).getByRole('textbox', { name: 'Add a note' });
    await userEvent.type(box, 'Less salt');
    const add = within(dialog).getByRole('button', { name: 'Add Note' });
    expectNeedsConnection(add);
    await userEvent.click(add);
    expect(writeCalls(calls)).toEqual([]);

    setOnline(true);
    expectConnected(add);
    expect(box).toHaveValue('Less salt');
    await userEvent.click(add);
    await waitFor(() => expect(writeCalls(calls)).toEqual(['POST /api/notes']));
  });

  it("disables the author's Delete Note with the reason, and enables it back online", async () => {
    const { calls } = serve({ notes: [mine] }, {}, { 'DELETE /api/notes/9': { status: 204 } });
    const { dialog } = await openDialog();

    setOnline(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Note options' }));
    const remove = await screen.findByRole('menuitem', { name: 'Delete Note' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAttribute('title', NEEDS_CONNECTION);
    expect(remove).toHaveAttribute('aria-description', NEEDS_CONNECTION);
    await userEvent.click(remove);
    expect(writeCalls(calls)).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(remove).not.toHaveAttribute('aria-disabled'));
    expect(remove).not.toHaveAttribute('aria-description');
    await userEvent.click(remove);
    await waitFor(() => expect(writeCalls(calls)).toEqual(['DELETE /api/notes/9']));
  });
});
