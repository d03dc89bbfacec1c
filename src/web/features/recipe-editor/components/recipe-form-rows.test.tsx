import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAVORITES, choose, created, saveButton, sentRecipe, startNewForm } from '../test-fixtures';

describe('RecipeForm: ingredient rows and steps', () => {
  it('splits pasted ingredient lines into rows, reading quantity and unit', async () => {
    const { calls, user } = await startNewForm({
      extra: { 'POST /api/recipes': created(901) },
    });
    await user.type(screen.getByLabelText('Title'), 'Pancakes');
    await choose(user, 'Category', 'Breakfast');
    await user.click(screen.getByRole('textbox', { name: 'Ingredient 1' }));
    await user.paste(
      'For the batter:\n2 cups flour\n\n1 1/2 tsp baking powder\n3 large eggs\nFor the topping:\nmaple syrup\n',
    );
    expect(screen.getByRole('textbox', { name: 'Ingredient 6' })).toHaveValue('maple syrup');
    expect(screen.getByRole('textbox', { name: 'Quantity of ingredient 3' })).toHaveValue('1 1/2');
    expect(screen.getByRole('combobox', { name: 'Unit of ingredient 3' })).toHaveTextContent(
      'teaspoon',
    );
    expect(screen.getByRole('combobox', { name: 'Unit of ingredient 4' })).toHaveTextContent(
      'No unit',
    );

    await user.click(screen.getByRole('textbox', { name: 'Step 1' }));
    await user.paste('1. Mix the batter.\n\n2. Fry in butter.');
    await user.click(saveButton());

    const body = await sentRecipe(calls);
    expect(body.ingredients).toEqual([
      { quantity: null, unitId: null, text: 'For the batter:' },
      { quantity: '2', unitId: 1, text: 'flour' },
      { quantity: '1 1/2', unitId: 2, text: 'baking powder' },
      { quantity: '3', unitId: null, text: 'large eggs' },
      { quantity: null, unitId: null, text: 'For the topping:' },
      { quantity: null, unitId: null, text: 'maple syrup' },
    ]);
    expect(body.directions).toEqual([
      { text: 'Mix the batter.', stepNumber: 1 },
      { text: 'Fry in butter.', stepNumber: 2 },
    ]);
    expect(body.recipe).toEqual({
      title: 'Pancakes',
      subtitle: null,
      cookbookId: FAVORITES,
      categoryId: 11,
      servings: 10,
      imageUrl: null,
    });
  });

  it('adds and focuses a row on Enter in the last row, and numbers steps as shown', async () => {
    const { user } = await startNewForm();
    await user.type(screen.getByRole('textbox', { name: 'Ingredient 1' }), 'flour{Enter}');
    expect(screen.getByRole('textbox', { name: 'Quantity of ingredient 2' })).toHaveFocus();
    // Enter in a row that is not the last moves on instead of adding.
    await user.type(screen.getByRole('textbox', { name: 'Quantity of ingredient 1' }), '{Enter}');
    expect(screen.getByRole('textbox', { name: 'Quantity of ingredient 2' })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Ingredient 3' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Step 1' }), 'Preheat.{Enter}');
    expect(screen.getByRole('textbox', { name: 'Step 2' })).toHaveFocus();
    const steps = within(screen.getByRole('list', { name: 'Directions' }));
    expect(steps.getAllByRole('listitem').map((li) => li.textContent?.slice(0, 1))).toEqual([
      '1',
      '2',
    ]);
  });

  it('disables removal when one row remains', async () => {
    const { user } = await startNewForm();
    expect(screen.getByRole('button', { name: 'Remove ingredient 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove step 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Ingredient' }));
    expect(screen.getByRole('button', { name: 'Remove ingredient 1' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove ingredient 2' }));
    expect(screen.getByRole('button', { name: 'Remove ingredient 1' })).toBeDisabled();
  });
});
