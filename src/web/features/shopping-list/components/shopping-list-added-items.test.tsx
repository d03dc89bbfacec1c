import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '#web/test-support/test-utils';
import { addCalls } from '../added-items-fixtures';
import {
  freezeToday,
  installShoppingServer,
  makeItem,
  makeList,
  makeMeal,
  patchCalls,
  THIS_WEEK,
} from '../test-fixtures';

beforeEach(freezeToday);

const ITEMS = [
  makeItem({ id: 1, name: 'milk', category: 'Dairy & Eggs', quantity: '1', unit: 'l' }),
  makeItem({ id: 2, name: 'onions', category: 'Produce', quantity: '3' }),
];

function serverWithList(items = ITEMS, meals = [makeMeal()]) {
  return installShoppingServer({
    [THIS_WEEK]: { shoppingList: makeList(items), plannedMeals: meals },
  });
}

const addBox = () => screen.findByRole('textbox', { name: 'Add an item' });
const aisle = (name: string) => within(screen.getByRole('region', { name }));

/** Lines added by hand on the list page (product rule: added-items). */
describe('adding items by hand', () => {
  it('adds a line on Enter: it shows in its aisle, marked added, and the box empties', async () => {
    const { calls } = serverWithList();
    const user = userEvent.setup();
    renderApp('/shopping-list');
    await user.type(await addBox(), '200 ml cream{Enter}');
    const cream = await screen.findByRole('checkbox', { name: /200 ml cream/ });
    expect(aisle('Dairy & Eggs').getByRole('checkbox', { name: /cream/ })).toBe(cream);
    expect(cream.closest('label')!.textContent).toBe('200 ml cream added');
    expect(await addBox()).toHaveValue('');
    expect(await screen.findByText('200 ml cream added to the list')).toBeInTheDocument();
    const [sent] = addCalls(calls);
    expect(sent!.body).toEqual({ weekStartDate: THIS_WEEK, lines: ['200 ml cream'] });
    expect(sent!.idempotencyKey).toMatch(/^[\w-]{36}$/);
    expect(screen.getByText('3 items total \u2022 0 checked')).toBeInTheDocument();
  });

  it('ticks an added item like any other', async () => {
    const { calls } = serverWithList([
      ...ITEMS,
      makeItem({ id: 3, name: 'lemons', quantity: '2', recipeNames: '', addedByHand: true }),
    ]);
    const user = userEvent.setup();
    renderApp('/shopping-list');
    await user.click(await screen.findByRole('checkbox', { name: /lemons/ }));
    await waitFor(() => expect(patchCalls(calls)).toEqual([{ id: 3, checked: true }]));
    expect(await screen.findByText('3 items total \u2022 1 checked')).toBeInTheDocument();
  });

  it('says what is wrong with a line naming nothing, keeps it to correct, changes nothing', async () => {
    serverWithList();
    const user = userEvent.setup();
    renderApp('/shopping-list');
    await user.type(await addBox(), '500 g{Enter}');
    expect(
      await screen.findByText(
        'This line names nothing to buy: write what it is, e.g. "200 ml cream"',
      ),
    ).toBeInTheDocument();
    expect(await addBox()).toHaveValue('500 g');
    expect(await addBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('2 items total \u2022 0 checked')).toBeInTheDocument();
  });

  it('asks for a line when the box is empty, and sends nothing', async () => {
    const { calls } = serverWithList();
    const user = userEvent.setup();
    renderApp('/shopping-list');
    await user.type(await addBox(), '   {Enter}');
    expect(
      await screen.findByText('Write what to buy, for example "200 ml cream".'),
    ).toBeInTheDocument();
    expect(addCalls(calls)).toEqual([]);
  });

  it('gives a week without a list one with the added line', async () => {
    installShoppingServer({ [THIS_WEEK]: { plannedMeals: [] } });
    const user = userEvent.setup();
    renderApp('/shopping-list');
    expect(await screen.findByText(/You don't have any meal plans/)).toBeInTheDocument();
    await user.type(await addBox(), 'eggs{Enter}');
    expect(await screen.findByRole('checkbox', { name: /eggs/ })).toBeInTheDocument();
    expect(screen.queryByText(/You don't have any meal plans/)).toBeNull();
  });

  it('says "added" in the reader\'s language', async () => {
    installShoppingServer(
      {
        [THIS_WEEK]: {
          shoppingList: makeList([makeItem({ name: 'Sahne', addedByHand: true, recipeNames: '' })]),
          plannedMeals: [makeMeal()],
        },
      },
      { language: 'de' },
    );
    renderApp('/shopping-list');
    // The saved language arrives with the session: wait for the page to speak it.
    expect(await screen.findByRole('textbox', { name: 'Artikel hinzufügen' })).toBeInTheDocument();
    const sahne = screen.getByRole('checkbox', { name: /Sahne/ });
    expect(sahne.closest('label')!.textContent).toContain('Sahne hinzugefügt');
  });
});
