import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { PantryItem } from '#shared/pantry/pantry.schemas';
import { makePantryItem } from '#web/test-support/pantry-fixtures';
import { jsonBody } from '#web/test-support/planner-fixtures';
import { installFakeServer, renderApp, signedInRoutes } from '#web/test-support/test-utils';

const item = (id: number, fields: Partial<PantryItem> & { name: string }) =>
  makePantryItem({ id, nameKey: fields.name, ...fields });

const chickpeas = item(1, { name: 'chickpeas', quantity: 2, unit: 'can' });
const rice = item(2, { name: 'rice', quantity: 500, unit: 'g' });
const milk = item(3, { name: 'milk', quantity: 1, unit: 'l', category: 'Dairy & Eggs' });

/** A server that keeps the family's pantry: what it writes, it answers on the next read. */
function serve(extra: Parameters<typeof installFakeServer>[0] = {}) {
  const pantry = new Map([chickpeas, rice, milk].map((i) => [i.id, i]));
  const save = (changed: PantryItem) => {
    pantry.set(changed.id, changed);
    return { body: changed };
  };
  const server = installFakeServer({
    ...signedInRoutes({ preferredFamilyId: 1 }),
    'GET /api/families/1/pantry': () => ({ body: [...pantry.values()] }),
    'POST /api/families/1/pantry': () => ({
      status: 201,
      body: {
        item: save(item(9, { name: 'lentils', quantity: 2, unit: 'can' })).body,
        merged: false,
      },
    }),
    'POST /api/pantry-items/1/adjust': () =>
      save({ ...pantry.get(1)!, quantity: pantry.get(1)!.quantity! + 1, version: 2 }),
    'DELETE /api/pantry-items/3': () => {
      pantry.delete(3);
      return { status: 204 };
    },
    ...extra,
  });
  return { ...server, pantry };
}

const setOnline = (online: boolean) => act(() => onlineManager.setOnline(online));
const writes = (calls: Array<{ method: string; url: string; init: RequestInit }>) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map((call) => ({
      call: `${call.method} ${call.url}`,
      body: call.init.body === undefined ? undefined : jsonBody(call.init),
      key: new Headers(call.init.headers).get('Idempotency-Key'),
    }));
const row = (name: string) =>
  screen.getAllByTestId('pantry-item').find((li) => within(li).queryByText(name));

async function openPantry() {
  renderApp('/pantry');
  await screen.findByRole('region', { name: 'Pantry' });
}

afterEach(() => onlineManager.setOnline(true));

/** The pantry without a network (docs/decisions/048): changes queue, show, and are replayed. */
describe('the pantry offline', () => {
  it('shows +/-, added lines and removals at once, queues them, and sends them in order when back online', async () => {
    const { calls } = serve();
    await openPantry();
    setOnline(false);

    await userEvent.click(screen.getByRole('button', { name: 'One chickpeas more' }));
    expect(row('chickpeas')).toHaveTextContent('3 cans');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Add to the pantry' }),
      '2 cans lentils{Enter}',
    );
    expect(
      await screen.findByText('“2 cans lentils” will be added when you are back online'),
    ).toBeVisible();
    const pending = screen.getByRole('region', { name: 'Waiting to be added' });
    expect(pending).toHaveTextContent('2 cans lentils');
    await userEvent.click(screen.getByRole('button', { name: 'Options for milk' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    await waitFor(() => expect(row('milk')).toBeUndefined());
    expect(await screen.findByTestId('offline-queued-pantry')).toHaveTextContent(
      '3 pantry changes waiting to be sent',
    );
    expect(writes(calls)).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(writes(calls)).toHaveLength(3));
    const sent = writes(calls);
    expect(sent.map(({ call, body }) => [call, body])).toEqual([
      ['POST /api/pantry-items/1/adjust', { delta: 1 }],
      ['POST /api/families/1/pantry', { line: '2 cans lentils' }],
      ['DELETE /api/pantry-items/3', undefined],
    ]);
    // +/- and adds are not idempotent by themselves: each carries its own key.
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]!.key).not.toBe(sent[1]!.key);
    await waitFor(() =>
      expect(screen.queryByTestId('offline-queued-pantry')).not.toBeInTheDocument(),
    );
    // What the replay answered stays once the pantry is read again.
    expect(row('chickpeas')).toHaveTextContent('3 cans');
    expect(screen.queryByRole('region', { name: 'Waiting to be added' })).not.toBeInTheDocument();
  });

  it('keeps what another device changed first, and says so', async () => {
    const theirs = { ...rice, quantity: 1000, version: 3 };
    const { pantry } = serve({
      'PATCH /api/pantry-items/2': {
        status: 409,
        body: { code: 'pantry_item_changed', message: 'changed', item: theirs },
      },
    });
    await openPantry();
    setOnline(false);
    // Meanwhile another device changes the rice.
    pantry.set(rice.id, theirs);
    await userEvent.click(screen.getByRole('button', { name: 'Options for rice' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Always have this' }));
    expect(
      within(screen.getByRole('region', { name: 'Always have' })).getByText('rice'),
    ).toBeVisible();

    setOnline(true);
    expect(await screen.findByText('Changed on another device')).toBeVisible();
    expect(
      screen.getByText(
        'A pantry item was changed on another device first; the pantry shows it as it is now.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(row('rice')).toHaveTextContent('1000 g'));
    expect(screen.queryByRole('region', { name: 'Always have' })).not.toBeInTheDocument();
  });
});
