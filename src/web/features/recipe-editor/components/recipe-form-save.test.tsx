import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/validation/idempotency';
import {
  WEEKNIGHT,
  choose,
  created,
  fillValidRecipe,
  requestsTo,
  saveButton,
  sentRecipe,
  startNewForm,
} from '../test-fixtures';

describe('RecipeForm: saving and leaving', () => {
  it('saves once on a double click, with an Idempotency-Key, then opens the recipe', async () => {
    const { calls, user, router } = await startNewForm({
      extra: { 'POST /api/recipes': created(901) },
    });
    await fillValidRecipe(user);
    await user.dblClick(saveButton());

    expect(await screen.findByText('Recipe created')).toBeInTheDocument();
    const posts = requestsTo(calls, 'POST', '/api/recipes');
    expect(posts).toHaveLength(1);
    const headers = posts[0]!.init.headers as Record<string, string>;
    expect(headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?recipe=901');
  });

  it("toasts 'Error creating recipe' with the server's message and stays", async () => {
    const { user, router } = await startNewForm({
      extra: {
        'POST /api/recipes': {
          status: 400,
          body: { code: 'validation', message: 'Please use an uploaded or generated image' },
        },
      },
    });
    await fillValidRecipe(user);
    await user.click(saveButton());
    expect(await screen.findByText('Error creating recipe')).toBeInTheDocument();
    expect(screen.getByText('Please use an uploaded or generated image')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/recipe/new');
    expect(saveButton()).toBeEnabled();
  });

  it('asks before leaving with unsaved changes, and not when nothing changed', async () => {
    const { user, router } = await startNewForm();
    await user.type(screen.getByLabelText('Title'), 'Half-written');
    await user.click(screen.getByRole('button', { name: 'Back to Recipes' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep Editing' }));
    expect(router.state.location.pathname).toBe('/recipe/new');
    expect(screen.getByLabelText('Title')).toHaveValue('Half-written');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Discard Changes',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('leaves at once when nothing was changed', async () => {
    const { user, router } = await startNewForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks the browser to confirm closing the tab only while there are changes', async () => {
    const { user } = await startNewForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Title'), 'Soup');
    expect(unload()).toBe(true);
  });

  it('keeps the cookbook chosen in the save even after switching', async () => {
    const { calls, user } = await startNewForm({
      extra: { 'POST /api/recipes': created(902) },
    });
    await user.type(screen.getByLabelText('Title'), 'Carbonara');
    await choose(user, 'Cookbook', 'Weeknight Dinners');
    await choose(user, 'Category', 'Pasta');
    await user.type(screen.getByRole('textbox', { name: 'Ingredient 1' }), 'spaghetti');
    await user.type(screen.getByRole('textbox', { name: 'Step 1' }), 'Boil.');
    await user.click(saveButton());
    const body = await sentRecipe(calls);
    expect(body.recipe).toMatchObject({ cookbookId: WEEKNIGHT, categoryId: 31 });
  });
});
