import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeServer, signedInRoutes, testUser } from '#web/test-support/test-utils';
import { makeNote } from '#web/test-support/recipe-fixtures';
import { jsonBody, openDialog, serve } from '#web/test-support/recipe-dialog-helpers';

describe('RecipeDialog', () => {
  it('opens from the URL with badges, picture, time, servings and the family notes request', async () => {
    const { calls } = serve();
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('Breakfast')).toBeInTheDocument();
    expect(within(dialog).getByText('Family Favorites')).toBeInTheDocument();
    expect(within(dialog).getByText('Tall, tender and ready in 25 minutes')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Fluffy Buttermilk Pancakes' })).toBeVisible();
    expect(within(dialog).getByText('25 mins')).toBeInTheDocument();
    expect(within(dialog).getByText('4 servings')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/recipes/1?familyId=1')).toBe(true);
  });

  it('scales every ingredient with the batch stepper, within 1 to 5', async () => {
    serve();
    const { dialog } = await openDialog();
    const ingredients = within(dialog).getByRole('region', { name: 'Ingredients' });
    expect(within(ingredients).getByText('1 1/2 teaspoons')).toBeInTheDocument();
    const minus = within(dialog).getByRole('button', { name: 'Decrease batches' });
    const plus = within(dialog).getByRole('button', { name: 'Increase batches' });
    expect(minus).toBeDisabled();

    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(within(ingredients).getByText('6 cups')).toBeInTheDocument();
    expect(within(ingredients).getByText('4 1/2 teaspoons')).toBeInTheDocument();
    expect(within(ingredients).getByText('1 1/2 teaspoons')).toBeInTheDocument();
    expect(within(ingredients).getByText('Maple syrup')).toBeInTheDocument();
    expect(within(dialog).getByText('12 servings')).toBeInTheDocument();

    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(plus).toBeDisabled();
    expect(within(dialog).getByRole('status', { name: 'Batch count' })).toHaveTextContent('5x');
  });

  it('strikes ticked ingredients and directions through', async () => {
    serve();
    const { dialog } = await openDialog();
    const flour = within(dialog).getByRole('checkbox', { name: /flour/ });
    await userEvent.click(flour);
    expect(flour).toBeChecked();
    expect(within(dialog).getByText('flour').closest('span')).toHaveClass('line-through');
    const step = within(dialog).getByRole('checkbox', { name: /Whisk the dry ingredients/ });
    await userEvent.click(step);
    expect(within(dialog).getByText('Whisk the dry ingredients.').closest('span')).toHaveClass(
      'line-through',
    );
  });

  it('answers a 404 with Recipe Not Found', async () => {
    installFakeServer(signedInRoutes());
    await openDialog('/?recipe=404', 'Recipe Not Found');
    expect(screen.getByText('Recipe details not found')).toBeInTheDocument();
  });

  it('closes with Close Recipe and removes the parameter', async () => {
    serve();
    const { dialog, router } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Recipe' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });
});

describe('RecipeDialog notes', () => {
  it('shows the empty text and refuses an empty note', async () => {
    const { calls } = serve();
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('No notes yet. Be the first to add a note!')).toBeVisible();
    const box = within(dialog).getByRole('textbox', { name: 'Add a note' });
    expect(box).toHaveAttribute('rows', '3');
    await userEvent.type(box, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Empty note')).toBeInTheDocument();
    expect(screen.getByText('Please enter a note before submitting')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends the trimmed note for the current family and toasts', async () => {
    const { calls } = serve({}, {}, { 'POST /api/notes': { status: 201, body: makeNote() } });
    const { dialog } = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Add a note' }), '  Yum  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(screen.getByText('Your note has been added to the recipe')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/notes')!;
    expect(jsonBody(post.init)).toEqual({ recipeId: 1, text: 'Yum', familyId: 1 });
    expect(within(dialog).getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  });

  it('shows relative times and a working Delete Note for the author only', async () => {
    const mine = makeNote({
      id: 9,
      text: 'Mine',
      user: { id: testUser.id, name: 'Maria Garcia', picture: null },
    });
    const theirs = makeNote({ id: 8, text: 'Theirs' });
    const { calls } = serve(
      { notes: [theirs, mine] },
      {},
      { 'DELETE /api/notes/9': { status: 204 } },
    );
    const { dialog } = await openDialog();
    const notes = within(dialog).getByRole('list', { name: 'Family notes' });
    expect(within(notes).getAllByText('about 2 hours ago')).toHaveLength(2);
    expect(within(notes).getAllByRole('button', { name: 'Note options' })).toHaveLength(1);

    await userEvent.click(within(notes).getByRole('button', { name: 'Note options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete Note' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/notes/9')).toBe(true),
    );
  });
});
