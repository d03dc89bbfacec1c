import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeNote } from '#web/test-support/recipe-fixtures';
import { openDialog, serve } from '#web/test-support/recipe-dialog-helpers';

describe('Add Note', () => {
  it("refuses a blank note with 'Empty note' and sends nothing", async () => {
    const server = serve();
    const { dialog } = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Add a note' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Empty note')).toBeInTheDocument();
    expect(screen.getByText('Please enter a note before submitting')).toBeInTheDocument();
    const posts = server.fetchMock.mock.calls.filter(([input]) => input === '/api/notes');
    expect(posts).toEqual([]);
  });

  it('an instant double click saves the note once', async () => {
    let answer: ((response: Response) => void) | undefined;
    let posts = 0;
    const server = serve();
    const serveFake = server.fetchMock.getMockImplementation()!;
    // The server takes its time with the note, as a real one does.
    server.fetchMock.mockImplementation((input, init) => {
      if (input === '/api/notes') {
        posts += 1;
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }
      return serveFake(input, init);
    });
    const { dialog } = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Add a note' }), 'Less salt');
    const button = within(dialog).getByRole('button', { name: 'Add Note' });

    // Both clicks arrive before React renders again.
    fireEvent.click(button);
    fireEvent.click(button);

    await waitFor(() => expect(answer).toBeDefined());
    answer!(
      new Response(JSON.stringify(makeNote({ text: 'Less salt' })), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(posts).toBe(1);
  });

  it('shows Adding... and stays disabled while the note is on its way', async () => {
    const server = serve();
    const serveFake = server.fetchMock.getMockImplementation()!;
    server.fetchMock.mockImplementation((input, init) =>
      input === '/api/notes' ? new Promise<Response>(() => {}) : serveFake(input, init),
    );
    const { dialog } = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Add a note' }), 'Less salt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    expect(await within(dialog).findByRole('button', { name: 'Adding...' })).toBeDisabled();
  });
});
