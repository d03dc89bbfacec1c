import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '#web/test-support/test-utils';
import {
  freezeToday,
  installShoppingServer,
  makeItem,
  makeList,
  makeMeal,
  patchCalls,
  SAMPLE_ITEMS,
  THIS_WEEK,
} from '../test-fixtures';

beforeEach(freezeToday);

function serverWithList(items = SAMPLE_ITEMS) {
  return installShoppingServer({
    [THIS_WEEK]: { shoppingList: makeList(items), plannedMeals: [makeMeal()] },
  });
}

const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });

describe('shopping list items', () => {
  it('shows a card per category, sorted by name, and a badge per item in the full list', async () => {
    serverWithList([...SAMPLE_ITEMS].reverse());
    const user = userEvent.setup();
    renderApp('/shopping-list');
    await screen.findByRole('tab', { name: 'By Category', selected: true });
    const panel = screen.getByRole('tabpanel', { name: 'By Category' });
    const cards = within(panel).getAllByRole('region');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Dairy & Eggs',
      'Meat & Seafood',
      'Produce',
      'Spices & Seasonings',
    ]);
    expect(cards[0]!.querySelector('ul')).toHaveClass('max-h-[200px]', 'overflow-y-auto');
    expect(checkbox(/onions/)).toHaveAccessibleName('3 onions, chopped');
    expect(checkbox(/milk/)).toHaveAccessibleName('2 cups milk');
    expect(checkbox(/salt/)).toHaveAccessibleName('salt, to taste');

    await user.click(screen.getByRole('tab', { name: 'Full List' }));
    const list = await screen.findByRole('list', { name: 'All items' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('Spices & Seasonings')).toBeInTheDocument();
  });

  it('strikes checked items through and counts them in the footer', async () => {
    serverWithList([makeItem({ id: 1, checked: true }), makeItem({ id: 2, name: 'garlic' })]);
    renderApp('/shopping-list');
    expect(await screen.findByText('2 items total \u2022 1 checked')).toBeInTheDocument();
    expect(checkbox(/onions/)).toBeChecked();
    expect(screen.getAllByTestId('shopping-item-text')[0]).toHaveClass('line-through');
    expect(screen.getAllByTestId('shopping-item-text')[1]).not.toHaveClass('line-through');
  });

  it('ticks an item at once and keeps it ticked when the server agrees', async () => {
    const { calls, state } = serverWithList();
    let release!: () => void;
    state.patchGate = new Promise((resolve) => (release = resolve));
    renderApp('/shopping-list');
    const reset = await screen.findByRole('button', { name: 'Reset Checked Items' });
    expect(reset).toBeDisabled();

    await userEvent.click(checkbox(/milk/));
    await waitFor(() => expect(checkbox(/milk/)).toBeChecked());
    expect(screen.getByText('4 items total \u2022 1 checked')).toBeInTheDocument();
    release();
    await waitFor(() => expect(patchCalls(calls)).toEqual([{ id: 1, checked: true }]));
    // Refreshed afterwards from the server, which now has it checked.
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes('weekly-shopping-list'))).toHaveLength(2),
    );
    expect(checkbox(/milk/)).toBeChecked();
    expect(reset).toBeEnabled();
  });

  it('rolls a failed tick back and says so', async () => {
    const { state } = serverWithList();
    let release!: () => void;
    state.patchGate = new Promise((resolve) => (release = resolve));
    state.failPatch = true;
    renderApp('/shopping-list');
    await userEvent.click(await screen.findByRole('checkbox', { name: /onions/ }));
    await waitFor(() => expect(checkbox(/onions/)).toBeChecked());
    release();
    expect(await screen.findByText('Failed to update item, please try again')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(checkbox(/onions/)).not.toBeChecked();
    expect(screen.getByText('4 items total \u2022 0 checked')).toBeInTheDocument();
  });

  it('Reset Checked Items unchecks each checked item with its own request', async () => {
    const { calls } = serverWithList([
      makeItem({ id: 1, checked: true }),
      makeItem({ id: 2, name: 'garlic' }),
      makeItem({ id: 3, name: 'ginger', checked: true }),
    ]);
    renderApp('/shopping-list');
    await userEvent.click(await screen.findByRole('button', { name: 'Reset Checked Items' }));
    await waitFor(() =>
      expect(patchCalls(calls)).toEqual([
        { id: 1, checked: false },
        { id: 3, checked: false },
      ]),
    );
    expect(await screen.findByText('3 items total \u2022 0 checked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Checked Items' })).toBeDisabled();
  });
});
