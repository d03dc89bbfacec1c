import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openDialog, serve } from '#web/test-support/recipe-dialog-helpers';

const ingredients = [
  { id: 1, position: 1, quantity: '2', unitId: 1, unitName: 'cup', text: 'all-purpose flour' },
  { id: 2, position: 2, quantity: '1', unitId: 3, unitName: 'cup', text: 'milk' },
  { id: 3, position: 3, quantity: '2', unitId: null, unitName: null, text: 'eggs' },
];

describe('RecipeDialog amounts in the reader’s measures', () => {
  it('converts for a metric reader: flour weighed, milk poured, eggs counted', async () => {
    serve({ ingredients }, { measurementSystem: 'metric' });
    const { dialog } = await openDialog();
    const list = within(dialog).getByRole('region', { name: 'Ingredients' });
    expect(within(list).getByText('250 g')).toBeInTheDocument();
    expect(within(list).getByText('240 ml')).toBeInTheDocument();
    expect(within(list).getByText('2')).toBeInTheDocument();

    // Two batches: converted, then scaled.
    await userEvent.click(within(dialog).getByRole('button', { name: /increase/i }));
    expect(within(list).getByText('500 g')).toBeInTheDocument();
    expect(within(list).getByText('470 ml')).toBeInTheDocument();
  });

  it('keeps the amounts as written by default', async () => {
    serve({ ingredients });
    const { dialog } = await openDialog();
    const list = within(dialog).getByRole('region', { name: 'Ingredients' });
    expect(within(list).getByText('2 cups')).toBeInTheDocument();
    expect(within(list).getByText('1 cup')).toBeInTheDocument();
  });
});
