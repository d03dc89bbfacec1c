import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PantryItem } from '#shared/pantry/pantry.schemas';
import { makePantryItem } from '#web/test-support/pantry-fixtures';
import { jsonBody } from '#web/test-support/planner-fixtures';
import { installFakeServer, renderApp, signedInRoutes } from '#web/test-support/test-utils';

let nextId = 1;
const pantryItem = (fields: Partial<PantryItem> & { name: string }) =>
  makePantryItem({ id: nextId++, ...fields });

const rice = pantryItem({ name: 'rice', quantity: 500, unit: 'g' });
const chickpeas = pantryItem({ name: 'chickpeas', quantity: 2, unit: 'can' });
const eggs = pantryItem({ name: 'eggs', category: 'Dairy & Eggs', bestBefore: '2026-11-20' });
const milk = pantryItem({ name: 'milk', quantity: 1, unit: 'l', category: 'Dairy & Eggs' });
const water = pantryItem({ name: 'water', isStaple: true, category: 'Beverages' });

function serve(items: PantryItem[] = [rice, chickpeas, eggs, milk, water]) {
  return installFakeServer({
    ...signedInRoutes({ preferredFamilyId: 1 }),
    'GET /api/families/1/pantry': { body: items },
    'POST /api/families/1/pantry': (init) => ({
      status: 201,
      body: {
        item: pantryItem({ name: (jsonBody(init) as { line: string }).line.split(' ').at(-1)! }),
        merged: false,
      },
    }),
    [`POST /api/pantry-items/${chickpeas.id}/adjust`]: { body: { ...chickpeas, quantity: 3 } },
    [`PATCH /api/pantry-items/${rice.id}`]: (init) => ({
      body: { ...rice, ...(jsonBody(init) as object), version: 2 },
    }),
    [`DELETE /api/pantry-items/${milk.id}`]: { status: 204 },
  });
}

async function openPantry() {
  renderApp('/pantry');
  return screen.findByRole('region', { name: 'Pantry' });
}

describe('the pantry page', () => {
  afterEach(() => vi.useRealTimers());

  it('shows what is at home by aisle, staples apart, with amounts and best-before flags', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 27, 12) });
    serve();
    const pantryAisle = await openPantry();
    expect(screen.getByRole('heading', { level: 1, name: 'Pantry' })).toBeVisible();
    const dairy = screen.getByRole('region', { name: 'Dairy & Eggs' });
    expect(
      within(dairy)
        .getAllByTestId('pantry-item')
        .map((row) => row.textContent),
    ).toEqual(['eggsHave somePast best before (Nov 20, 2026)', 'milk1 l']);
    expect(
      within(pantryAisle)
        .getAllByTestId('pantry-item')
        .map((row) => row.textContent),
    ).toEqual(['chickpeas2 cans', 'rice500 g']);
    const staples = screen.getByRole('region', { name: 'Always have' });
    expect(staples).toHaveTextContent('water');
    // +/- only for counted things.
    expect(screen.getByRole('button', { name: 'One chickpeas more' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'One rice more' })).not.toBeInTheDocument();
  });

  it('searches by every word, accents and case aside', async () => {
    serve();
    await openPantry();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the pantry' }), 'RICE');
    expect(screen.getAllByTestId('pantry-item').map((row) => row.textContent)).toEqual([
      'rice500 g',
    ]);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'lentils');
    expect(screen.getByText('Nothing in the pantry matches "lentils".')).toBeVisible();
    expect(screen.queryAllByTestId('pantry-item')).toEqual([]);
  });

  it('adds a typed line; an empty one says what to write and sends nothing', async () => {
    const { calls } = serve();
    await openPantry();
    const box = screen.getByRole('textbox', { name: 'Add to the pantry' });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('Write what you have, for example "2 cans chickpeas".'),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.type(box, '2 cans lentils{Enter}');
    expect(await screen.findByText('lentils added to the pantry')).toBeVisible();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(jsonBody(post.init)).toEqual({ line: '2 cans lentils' });
    expect(new Headers(post.init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('counts up, marks a staple with the version seen, and removes', async () => {
    const { calls } = serve();
    await openPantry();
    await userEvent.click(screen.getByRole('button', { name: 'One chickpeas more' }));
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('/adjust'))).toBeDefined());
    expect(jsonBody(calls.find((call) => call.url.endsWith('/adjust'))!.init)).toEqual({
      delta: 1,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Options for rice' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Always have this' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')).toBeDefined());
    expect(jsonBody(calls.find((call) => call.method === 'PATCH')!.init)).toEqual({
      isStaple: true,
      version: 1,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Options for milk' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    expect(await screen.findByText('milk removed from the pantry')).toBeVisible();
  });

  it('edits an item; a bad amount is explained and nothing is sent', async () => {
    const { calls } = serve();
    await openPantry();
    await userEvent.click(screen.getByRole('button', { name: 'Options for rice' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit pantry item' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, 'lots');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('An amount is a number from 0 up, or empty'),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '1,5');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Unit' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Unit' }), 'kg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('rice saved')).toBeVisible();
    expect(jsonBody(calls.find((call) => call.method === 'PATCH')!.init)).toEqual({
      name: 'rice',
      quantity: 1.5,
      unit: 'kg',
      bestBefore: null,
      isStaple: false,
      version: 1,
    });
  });

  it('is in the sidebar', async () => {
    serve();
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Pantry' })).toHaveAttribute('href', '/pantry');
  });
});
