import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FAVORITES,
  choose,
  jsonBody,
  requestsTo,
  saveButton,
  startNewForm,
} from '../test-fixtures';

describe('RecipeForm: fields, cookbook and category', () => {
  it("shows the spec's messages under the fields and sends nothing", async () => {
    const { calls, user } = await startNewForm({ defaultCookbook: null });
    expect(screen.getByLabelText('Servings')).toHaveValue(10);
    await user.clear(screen.getByLabelText('Servings'));
    await user.type(screen.getByLabelText('Title'), 'A');
    await user.click(saveButton());

    expect(await screen.findByText('Title must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please select a cookbook')).toBeInTheDocument();
    expect(screen.getByText('Please select a category')).toBeInTheDocument();
    expect(screen.getByText('Must serve at least 1')).toBeInTheDocument();
    expect(screen.getByText('Ingredient is required')).toBeInTheDocument();
    expect(screen.getByText('Direction step is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(calls, 'POST', '/api/recipes')).toHaveLength(0);
  });

  it("pre-selects the family's default cookbook when the user may edit it", async () => {
    await startNewForm();
    expect(screen.getByRole('combobox', { name: 'Cookbook' })).toHaveTextContent(
      'Family Favorites',
    );
  });

  it('leaves the cookbook empty when the default one is not editable', async () => {
    const { user } = await startNewForm({
      defaultCookbook: { id: 23, name: 'Public Classics' },
    });
    const cookbook = screen.getByRole('combobox', { name: 'Cookbook' });
    expect(cookbook).toHaveTextContent('Select a cookbook');
    await user.click(cookbook);
    // Only the cookbooks the user may edit are offered.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Family Favorites',
      'Weeknight Dinners',
    ]);
  });

  it('resets the category when the cookbook changes', async () => {
    const { user } = await startNewForm();
    await choose(user, 'Category', 'Soups');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Soups');
    await choose(user, 'Cookbook', 'Weeknight Dinners');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent(
      'Select a category',
    );
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Pasta',
      '+ Add New Category',
    ]);
  });

  it('creates a category inline and selects it', async () => {
    const categories = [{ id: 12, name: 'Soups' }];
    const { calls, user } = await startNewForm({
      extra: {
        [`GET /api/cookbooks/${FAVORITES}/categories`]: () => ({ body: [...categories] }),
        [`POST /api/cookbooks/${FAVORITES}/categories`]: () => {
          categories.push({ id: 77, name: 'Stews' });
          return { status: 201, body: { id: 77, name: 'Stews' } };
        },
      },
    });
    await choose(user, 'Category', '+ Add New Category');
    await user.type(screen.getByRole('textbox', { name: 'New category name' }), ' Stews {Enter}');

    expect(await screen.findByText('Category created')).toBeInTheDocument();
    const post = requestsTo(calls, 'POST', `/api/cookbooks/${FAVORITES}/categories`);
    expect(post.map((call) => jsonBody(call.init))).toEqual([{ name: 'Stews' }]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Stews'),
    );
  });

  it('selects the existing category when the name is taken (409 with existingId)', async () => {
    const { user } = await startNewForm({
      extra: {
        [`POST /api/cookbooks/${FAVORITES}/categories`]: {
          status: 409,
          body: {
            code: 'category_exists',
            message: 'A category with this name already exists in this cookbook',
            existingId: 12,
          },
        },
      },
    });
    await choose(user, 'Category', '+ Add New Category');
    await user.type(screen.getByRole('textbox', { name: 'New category name' }), 'soups{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Soups'),
    );
    expect(screen.queryByText('Error creating category')).not.toBeInTheDocument();
  });

  it("toasts 'Error creating category' when the server refuses", async () => {
    const { user } = await startNewForm({
      extra: {
        [`POST /api/cookbooks/${FAVORITES}/categories`]: {
          status: 403,
          body: { code: 'forbidden', message: 'You cannot edit this cookbook' },
        },
      },
    });
    await choose(user, 'Category', '+ Add New Category');
    await user.type(screen.getByRole('textbox', { name: 'New category name' }), 'Stews{Enter}');
    expect(await screen.findByText('Error creating category')).toBeInTheDocument();
    expect(screen.getByText('You cannot edit this cookbook')).toBeInTheDocument();
  });
});
