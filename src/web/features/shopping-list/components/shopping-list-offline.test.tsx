import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetRecentChanges } from '#web/lib/live-events/recent-changes';
import { renderApp } from '#web/test-support/test-utils';
import {
  findItem,
  freezeToday,
  installShoppingServer,
  makeItem,
  makeList,
  makeMeal,
  patchCalls,
  setItem,
  THIS_WEEK,
} from '../test-fixtures';

beforeEach(freezeToday);
afterEach(() => {
  resetRecentChanges();
  onlineManager.setOnline(true);
});

const MILK = makeItem({ id: 1, name: 'milk', version: 1 });
const EGGS = makeItem({ id: 2, name: 'eggs', category: 'Dairy & Eggs', version: 1 });

function serverWithList(items = [MILK, EGGS]) {
  return installShoppingServer({
    [THIS_WEEK]: { shoppingList: makeList(items), plannedMeals: [makeMeal()] },
  });
}

const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });
const setOnline = (online: boolean) => act(() => onlineManager.setOnline(online));
const idempotencyKeys = (calls: Array<{ method: string; init: RequestInit }>) =>
  calls
    .filter((call) => call.method === 'PATCH')
    .map((call) => (call.init.headers as Record<string, string>)['Idempotency-Key']);

/** Ticks without a network (docs/decisions/048-offline-shopping-list.md). */
describe('the shopping list offline', () => {
  it('shows a tick at once, queues it, and sends the queue in order with keys when back online', async () => {
    const { calls, state } = serverWithList();
    renderApp('/shopping-list');
    await screen.findByRole('checkbox', { name: /milk/ });
    setOnline(false);
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent('Offline');
    // Writes that are not queued wait for a connection, and say so.
    for (const name of ['Regenerate List', 'Add']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', 'Needs a connection');
    }

    await userEvent.click(checkbox(/milk/));
    await userEvent.click(checkbox(/eggs/));
    await userEvent.click(checkbox(/milk/));
    expect(checkbox(/milk/)).not.toBeChecked();
    expect(checkbox(/eggs/)).toBeChecked();
    expect(await screen.findByTestId('offline-queued')).toHaveTextContent(
      '3 ticks waiting to be sent',
    );
    expect(patchCalls(calls)).toEqual([]);

    setOnline(true);
    await waitFor(() =>
      expect(patchCalls(calls, { withVersion: true })).toEqual([
        { id: 1, checked: true, version: 1 },
        { id: 2, checked: true, version: 1 },
        { id: 1, checked: false, version: 2 },
      ]),
    );
    const keys = idempotencyKeys(calls);
    expect(new Set(keys).size).toBe(3);
    expect(keys.every((key) => /^[0-9a-f-]{36}$/.test(key ?? ''))).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument());
    expect(findItem(state.weeks, 1)).toMatchObject({ checked: false, version: 3 });
    expect(findItem(state.weeks, 2)).toMatchObject({ checked: true, version: 2 });
    expect(checkbox(/eggs/)).toBeChecked();
    expect(screen.queryByText('Changed on another device')).not.toBeInTheDocument();
  });

  it('keeps the newer state of an item another device changed, highlighted, and says so', async () => {
    const { state } = serverWithList();
    renderApp('/shopping-list');
    await screen.findByRole('checkbox', { name: /milk/ });
    setOnline(false);
    await userEvent.click(checkbox(/milk/));
    // The other device ticked and unticked it meanwhile.
    setItem(state.weeks, { ...MILK, checked: false, version: 3 });

    setOnline(true);
    expect(await screen.findByText('Changed on another device')).toBeInTheDocument();
    await waitFor(() => expect(checkbox(/milk/)).not.toBeChecked());
    expect(checkbox(/milk/).closest('li')).toHaveAttribute('data-recently-changed');
    expect(findItem(state.weeks, 1)).toMatchObject({ checked: false, version: 3 });
  });

  it('drops the ticks of a list regenerated meanwhile, and says so once', async () => {
    const { state } = serverWithList();
    renderApp('/shopping-list');
    await screen.findByRole('checkbox', { name: /milk/ });
    setOnline(false);
    await userEvent.click(checkbox(/milk/));
    await userEvent.click(checkbox(/eggs/));
    // Regenerated on another device: the items are gone, a new list has others.
    state.weeks.set(THIS_WEEK, {
      ...state.weeks.get(THIS_WEEK)!,
      shoppingList: makeList([makeItem({ id: 9, name: 'bread', category: 'Bakery' })]),
    });

    setOnline(true);
    expect(
      await screen.findByText(
        '2 ticks made offline were for a list that was regenerated meanwhile, and not applied.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /bread/ })).not.toBeChecked();
    expect(screen.getAllByText('List regenerated')).toHaveLength(1);
  });

  it('queues a tick whose request got no answer, keeps it shown, and sends it when the server answers', async () => {
    const { calls, state } = serverWithList();
    state.unreachable = true;
    renderApp('/shopping-list');
    await userEvent.click(await screen.findByRole('checkbox', { name: /milk/ }));
    expect(await screen.findByTestId('offline-queued')).toHaveTextContent(
      '1 tick waiting to be sent',
    );
    expect(checkbox(/milk/)).toBeChecked();
    expect(screen.queryByText('Failed to update item, please try again')).not.toBeInTheDocument();

    state.unreachable = false;
    // The replay tries again with backoff (2 s, then 5 s).
    await waitFor(() => expect(findItem(state.weeks, 1)).toMatchObject({ checked: true }), {
      timeout: 9000,
    });
    await waitFor(() => expect(screen.queryByTestId('offline-queued')).not.toBeInTheDocument());
    expect(checkbox(/milk/)).toBeChecked();
    const keys = idempotencyKeys(calls);
    // The same tick, the same key on every try.
    expect(new Set(keys).size).toBe(1);
  });
});
