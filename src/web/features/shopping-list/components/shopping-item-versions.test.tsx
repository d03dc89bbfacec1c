import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyNotice } from '#web/lib/live-events/apply-live-event';
import { resetRecentChanges } from '#web/lib/live-events/recent-changes';
import { renderApp } from '#web/test-support/test-utils';
import {
  findItem,
  freezeToday,
  installShoppingServer,
  ITEM_CHANGED,
  makeItem,
  makeList,
  makeMeal,
  patchCalls,
  SAMPLE_ITEMS,
  setItem,
  THIS_WEEK,
} from '../test-fixtures';

beforeEach(freezeToday);
afterEach(resetRecentChanges);

function serverWithList(items = SAMPLE_ITEMS) {
  return installShoppingServer({
    [THIS_WEEK]: { shoppingList: makeList(items), plannedMeals: [makeMeal()] },
  });
}

const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });
const row = (name: RegExp) => checkbox(name).closest('li')!;
const weeklyGets = (calls: Array<{ url: string }>) =>
  calls.filter((call) => call.url.includes('weekly-shopping-list')).length;

describe('shopping item versions (product rule: item-versions)', () => {
  it('sends the version it saw, and the next tick the version the server answered', async () => {
    const { calls } = serverWithList([makeItem({ id: 1, name: 'milk', version: 4 })]);
    renderApp('/shopping-list');
    await userEvent.click(await screen.findByRole('checkbox', { name: /milk/ }));
    await waitFor(() => expect(weeklyGets(calls)).toBe(2));
    await userEvent.click(checkbox(/milk/));
    await waitFor(() =>
      expect(patchCalls(calls, { withVersion: true })).toEqual([
        { id: 1, checked: true, version: 4 },
        { id: 1, checked: false, version: 5 },
      ]),
    );
    await waitFor(() => expect(checkbox(/milk/)).not.toBeChecked());
    expect(row(/milk/)).not.toHaveAttribute('data-recently-changed');
  });

  it('a quick tick-untick waits for the first answer and carries its version (no 409)', async () => {
    const { calls, state } = serverWithList([makeItem({ id: 1, name: 'milk', version: 1 })]);
    let release!: () => void;
    state.patchGate = new Promise((resolve) => (release = resolve));
    renderApp('/shopping-list');
    await userEvent.click(await screen.findByRole('checkbox', { name: /milk/ }));
    await waitFor(() => expect(checkbox(/milk/)).toBeChecked());
    await userEvent.click(checkbox(/milk/));
    await waitFor(() => expect(checkbox(/milk/)).not.toBeChecked());
    const sentBeforeAnswer = patchCalls(calls).length;
    release();
    expect(sentBeforeAnswer).toBe(1); // the second waited for the first's answer
    await waitFor(() =>
      expect(patchCalls(calls, { withVersion: true })).toEqual([
        { id: 1, checked: true, version: 1 },
        { id: 1, checked: false, version: 2 },
      ]),
    );
    await waitFor(() => expect(findItem(state.weeks, 1)).toMatchObject({ version: 3 }));
    expect(checkbox(/milk/)).not.toBeChecked();
    expect(screen.queryByText('Changed on another device')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to update item, please try again')).not.toBeInTheDocument();
  });

  it('on 409 shows the item as the server has it, highlighted, without the failure toast', async () => {
    const { calls, state } = serverWithList([makeItem({ id: 1, name: 'milk', version: 1 })]);
    renderApp('/shopping-list');
    await screen.findByRole('checkbox', { name: /milk/ });
    // Another device ticks and unticks it meanwhile; this one still has version 1.
    setItem(state.weeks, makeItem({ id: 1, name: 'milk', checked: false, version: 3 }));
    let release!: () => void;
    state.patchGate = new Promise((resolve) => (release = resolve));

    await userEvent.click(checkbox(/milk/));
    await waitFor(() => expect(checkbox(/milk/)).toBeChecked()); // optimistic
    release();
    expect(await screen.findByText('Changed on another device')).toBeInTheDocument();
    expect(screen.getByText(ITEM_CHANGED)).toBeInTheDocument();
    expect(screen.queryByText('Failed to update item, please try again')).not.toBeInTheDocument();
    await waitFor(() => expect(checkbox(/milk/)).not.toBeChecked());
    expect(row(/milk/)).toHaveAttribute('data-recently-changed', 'true');

    // The next tick is based on the server's version.
    state.patchGate = null;
    await userEvent.click(checkbox(/milk/));
    await waitFor(() =>
      expect(patchCalls(calls, { withVersion: true }).at(-1)).toEqual({
        id: 1,
        checked: true,
        version: 3,
      }),
    );
    await waitFor(() => expect(checkbox(/milk/)).toBeChecked());
  });

  it('on 404 (the list was regenerated) says it failed and shows the new list', async () => {
    const { calls, state } = serverWithList([makeItem({ id: 1, name: 'milk' })]);
    renderApp('/shopping-list');
    await screen.findByRole('checkbox', { name: /milk/ });
    const weekly = state.weeks.get(THIS_WEEK)!;
    state.weeks.set(THIS_WEEK, {
      ...weekly,
      shoppingList: makeList([makeItem({ id: 20, name: 'oat milk' })]),
    });

    await userEvent.click(checkbox(/milk/));
    expect(await screen.findByText('Failed to update item, please try again')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /oat milk/ })).not.toBeChecked();
    expect(weeklyGets(calls)).toBeGreaterThanOrEqual(2);
  });

  it('Reset Checked Items sends each item with its version', async () => {
    const { calls } = serverWithList([
      makeItem({ id: 1, checked: true, version: 7 }),
      makeItem({ id: 2, name: 'garlic', checked: true, version: 2 }),
    ]);
    renderApp('/shopping-list');
    await userEvent.click(await screen.findByRole('button', { name: 'Reset Checked Items' }));
    await waitFor(() =>
      expect(patchCalls(calls, { withVersion: true })).toEqual([
        { id: 1, checked: false, version: 7 },
        { id: 2, checked: false, version: 2 },
      ]),
    );
  });

  it("highlights a row another device ticked, from the event stream's notice", async () => {
    const { calls } = serverWithList();
    const { queryClient } = renderApp('/shopping-list');
    await screen.findByRole('checkbox', { name: /onions/ });
    const gets = weeklyGets(calls);
    act(() =>
      applyNotice(queryClient, {
        kind: 'shopping-items',
        familyId: 1,
        items: [{ id: 3, version: 2, checked: true }],
      }),
    );
    // The cache tells its observers a tick later.
    await waitFor(() => expect(checkbox(/onions/)).toBeChecked());
    expect(row(/onions/)).toHaveAttribute('data-recently-changed', 'true');
    expect(row(/onions/)).toHaveClass('recently-changed');
    expect(row(/milk/)).not.toHaveAttribute('data-recently-changed');
    expect(screen.getByText('4 items total \u2022 1 checked')).toBeInTheDocument();
    expect(weeklyGets(calls)).toBe(gets); // patched, not refetched
  });
});
