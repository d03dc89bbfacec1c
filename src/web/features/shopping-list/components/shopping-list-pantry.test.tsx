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
  stockCalls,
  THIS_WEEK,
} from '../test-fixtures';

beforeEach(freezeToday);

/** A week's list less the pantry: rice partly at home, milk and oil covered, eggs "at home?". */
const ITEMS = [
  makeItem({
    id: 1,
    name: 'eggs',
    category: 'Dairy & Eggs',
    quantity: '6',
    pantryState: 'unknown',
  }),
  makeItem({
    id: 2,
    name: 'milk',
    category: 'Dairy & Eggs',
    quantity: '1',
    unit: 'l',
    pantryState: 'covered',
  }),
  makeItem({
    id: 3,
    name: 'olive oil',
    category: 'Pantry',
    quantity: '2',
    unit: 'tbsp',
    pantryState: 'covered',
  }),
  makeItem({
    id: 4,
    name: 'rice',
    category: 'Pantry',
    quantity: '250',
    unit: 'g',
    pantryState: 'partial',
  }),
  makeItem({ id: 5, name: 'onions', category: 'Produce', quantity: '3' }),
];

function serverWithList(items = ITEMS) {
  return installShoppingServer({
    [THIS_WEEK]: { shoppingList: makeList(items), plannedMeals: [makeMeal()] },
  });
}

const tabPanel = () => screen.getByRole('tabpanel', { name: 'By Category' });

describe('the shopping list and the pantry', () => {
  it('keeps covered items under a collapsed "Already at home" with their count', async () => {
    serverWithList();
    const user = userEvent.setup();
    renderApp('/shopping-list');
    const summary = await screen.findByText('Already at home (2)');
    const disclosure = summary.closest('details')!;
    expect(disclosure).not.toHaveAttribute('open');
    // The tabs show only what is to buy.
    expect(within(tabPanel()).queryByRole('checkbox', { name: /milk/ })).toBeNull();
    expect(within(tabPanel()).getByRole('checkbox', { name: /rice/ })).toBeInTheDocument();

    await user.click(summary);
    expect(disclosure).toHaveAttribute('open');
    const atHome = within(disclosure).getByRole('list', { name: 'Already at home (2)' });
    expect(
      within(atHome)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent?.trim()),
    ).toEqual(['1 l milk', '2 tbsp olive oil']);
    // Still an ordinary item: the family may buy it anyway.
    await user.click(within(atHome).getByRole('checkbox', { name: /milk/ }));
    await waitFor(() =>
      expect(within(atHome).getByRole('checkbox', { name: /milk/ })).toBeChecked(),
    );
    // The footer counts every item.
    expect(screen.getByText('5 items total \u2022 1 checked')).toBeInTheDocument();
  });

  it('hints "at home?" for an unknown amount and that the rest of a partial one is at home', async () => {
    serverWithList();
    renderApp('/shopping-list');
    const eggs = await within(
      await screen.findByRole('tabpanel', { name: 'By Category' }),
    ).findByRole('checkbox', { name: /eggs/ });
    expect(eggs.closest('label')).toHaveTextContent('6 eggs at home?');
    expect(within(eggs.closest('label')!).getByText('at home?')).toHaveAttribute(
      'title',
      'Your pantry has some; check whether it is enough',
    );
    expect(screen.getByRole('checkbox', { name: /rice/ }).closest('label')).toHaveTextContent(
      '250 g rice rest at home',
    );
    expect(screen.getByRole('checkbox', { name: /onions/ }).closest('label')).toHaveTextContent(
      /^3 onions$/,
    );
  });

  it('says so when everything is at home', async () => {
    serverWithList([ITEMS[1]!, ITEMS[2]!]);
    renderApp('/shopping-list');
    expect(
      await screen.findByText("Everything this week's meals need is already at home."),
    ).toBeInTheDocument();
    expect(screen.getByText('Already at home (2)')).toBeInTheDocument();
  });

  it('Done Shopping puts the ticked items into the pantry once and says how many', async () => {
    const { calls, state } = serverWithList(
      ITEMS.map((item) => (item.id === 4 || item.id === 5 ? { ...item, checked: true } : item)),
    );
    let release!: () => void;
    state.stockGate = new Promise((resolve) => (release = resolve));
    const user = userEvent.setup();
    renderApp('/shopping-list');
    const done = await screen.findByRole('button', { name: 'Done Shopping' });
    expect(done).toBeEnabled();

    await user.click(done);
    // Off while on its way: a second tap sends nothing.
    await waitFor(() => expect(done).toBeDisabled());
    await user.click(done);
    release();
    expect(await screen.findByText('2 items added to the pantry')).toBeInTheDocument();
    expect(stockCalls(calls)).toHaveLength(1);
    const [call] = stockCalls(calls);
    expect(call!.url).toBe('/api/shopping-lists/9/stock-pantry');
    expect(new Headers(call!.init.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // The list is read again: the items are in the pantry, nothing is left to add.
    await waitFor(() => expect(done).toBeDisabled());
    expect(screen.getByRole('checkbox', { name: /rice/ }).closest('label')).toHaveTextContent(
      'in the pantry',
    );
  });

  it('offers Done Shopping only when a ticked item is not in the pantry yet', async () => {
    serverWithList([
      makeItem({ id: 1, checked: true, stockedAt: '2026-03-10T09:00:00.000Z' }),
      makeItem({ id: 2, name: 'garlic' }),
    ]);
    renderApp('/shopping-list');
    expect(await screen.findByRole('button', { name: 'Done Shopping' })).toBeDisabled();
  });
});
