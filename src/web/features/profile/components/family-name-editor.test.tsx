import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#web/test-support/test-utils';
import { FAMILY_ID, sentBodies, serveProfile } from '../test-fixtures';

const RENAME = `/api/families/${FAMILY_ID}/name`;

async function openEditor() {
  const utils = renderApp('/profile');
  const card = (await screen.findByRole('heading', { name: 'My Family' })).closest(
    'div.rounded-xl',
  );
  const family = within(card as HTMLElement);
  await userEvent.click(await family.findByRole('button', { name: 'Edit Name' }));
  const input = family.getByRole('textbox', { name: 'Family name' });
  return { ...utils, family, input };
}

describe('FamilyNameEditor (product rule: my-family)', () => {
  it('saves a changed name on Enter, trimmed, then shows it with a toast', async () => {
    let name = 'The Garcias';
    const { calls } = serveProfile({
      extra: {
        'GET /api/families': () => ({ body: [{ id: FAMILY_ID, name, createdAt: '2024-01-01' }] }),
        [`PATCH ${RENAME}`]: () => {
          name = 'The Garcia Clan';
          return { body: { id: FAMILY_ID, name } };
        },
      },
    });
    const { family, input } = await openEditor();
    expect(input).toHaveValue('The Garcias');
    expect(input).toHaveFocus();

    await userEvent.clear(input);
    await userEvent.type(input, '  The Garcia Clan  {Enter}');

    expect(await screen.findByText('Family name updated')).toBeInTheDocument();
    expect(sentBodies(calls, 'PATCH', RENAME)).toEqual([{ name: 'The Garcia Clan' }]);
    expect(family.queryByRole('textbox', { name: 'Family name' })).not.toBeInTheDocument();
    expect(family.getByText('The Garcia Clan')).toBeInTheDocument();
  });

  it('Escape cancels: the old name stays and nothing is sent', async () => {
    const { calls } = serveProfile();
    const { family, input } = await openEditor();
    await userEvent.clear(input);
    await userEvent.type(input, 'Something else{Escape}');
    expect(family.queryByRole('textbox', { name: 'Family name' })).not.toBeInTheDocument();
    expect(family.getByText('The Garcias')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('an unchanged name (after trimming) closes without a request', async () => {
    const { calls } = serveProfile();
    const { family, input } = await openEditor();
    await userEvent.type(input, '   {Enter}');
    expect(family.queryByRole('textbox', { name: 'Family name' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it("refuses a blank name with 'Family name cannot be empty' and keeps editing", async () => {
    const { calls } = serveProfile();
    const { family, input } = await openEditor();
    await userEvent.clear(input);
    await userEvent.type(input, '    {Enter}');
    expect(await family.findByText('Family name cannot be empty')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    // Typing clears the message.
    await userEvent.type(input, 'x');
    expect(family.queryByText('Family name cannot be empty')).not.toBeInTheDocument();
  });

  it("shows the server's message when the rename fails, and stays in editing", async () => {
    let answer: { status: number; body?: unknown } = {
      status: 403,
      body: { code: 'forbidden', message: 'Only family admins can rename the family' },
    };
    const { calls } = serveProfile({ extra: { [`PATCH ${RENAME}`]: () => answer } });
    const { family, input } = await openEditor();
    await userEvent.clear(input);
    await userEvent.type(input, 'New Name');
    await userEvent.click(family.getByRole('button', { name: 'Save family name' }));
    expect(await screen.findByText('Only family admins can rename the family')).toBeInTheDocument();
    expect(input).toHaveValue('New Name');

    answer = { status: 500 };
    await userEvent.type(input, '{Enter}');
    expect(
      await screen.findByText('An error occurred while updating the family name'),
    ).toBeInTheDocument();
    await waitFor(() => expect(sentBodies(calls, 'PATCH', RENAME)).toHaveLength(2));
  });

  it('offers Edit Name to family admins only, and shows the Admin badges', async () => {
    serveProfile({ isFamilyAdmin: false });
    renderApp('/profile');
    const list = await screen.findByRole('list', { name: 'Family members' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).queryByText('Admin') !== null)).toEqual([
      true,
      false,
      true,
    ]);
    expect(screen.queryByRole('button', { name: 'Edit Name' })).not.toBeInTheDocument();
  });
});
