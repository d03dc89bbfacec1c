import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecipeWriteInput } from '#shared/recipes/recipe-write.schemas';
import {
  FAVORITES,
  choose,
  created,
  installRecipeFormServer,
  jsonBody,
  openNewForm,
  polyfillRadixSelect,
  requestsTo,
  saveButton,
} from '../test-fixtures';

beforeAll(polyfillRadixSelect);

describe('RecipeForm: ingredient rows and steps', () => {
  it('splits pasted ingredient lines into rows, reading quantity and unit', async () => {
    const { calls } = installRecipeFormServer({
      extra: { 'POST /api/recipes': created(901) },
    });
    const user = userEvent.setup();
    await openNewForm();
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

    await waitFor(() => expect(requestsTo(calls, 'POST', '/api/recipes')).toHaveLength(1));
    const body = jsonBody<RecipeWriteInput>(requestsTo(calls, 'POST', '/api/recipes')[0]!.init);
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
    installRecipeFormServer();
    const user = userEvent.setup();
    await openNewForm();
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
    installRecipeFormServer();
    const user = userEvent.setup();
    await openNewForm();
    expect(screen.getByRole('button', { name: 'Remove ingredient 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove step 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Ingredient' }));
    expect(screen.getByRole('button', { name: 'Remove ingredient 1' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove ingredient 2' }));
    expect(screen.getByRole('button', { name: 'Remove ingredient 1' })).toBeDisabled();
  });
});
