import { expect, test } from '@playwright/test';
import type { PantryItem } from '../src/shared/pantry/pantry.schemas';
import { household, openLive } from './support/household';
import { waitForOfflineApp, waitUntilKept } from './support/offline';
import { pantryItem, pantryOf } from './support/pantry';

// The pantry in a kitchen without signal (docs/decisions/048): the parent's phone goes
// offline, reloads, counts a can up, removes the milk and adds a line; back online, the
// family's pantry holds all three, and the partner's phone shows them.

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

test('pantry changes made offline are kept, shown, and sent when back online', async ({
  browser,
}) => {
  const h = await household(browser, 'Offline Pantry');
  for (const line of ['2 cans chickpeas', '1 l milk']) {
    const res = await h.parent.request.post(`/api/families/${h.familyId}/pantry`, {
      data: { line },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const { parent, partner } = h;
  await openLive(parent, '/pantry');
  await expect(pantryItem(parent, 'chickpeas')).toContainText('2 cans');
  await waitForOfflineApp(parent);
  await waitUntilKept(parent, ['pantry', h.familyId], (data) =>
    (data as PantryItem[]).some((item) => item.name === 'milk'),
  );

  await parent.context().setOffline(true);
  await parent.reload();
  await expect(parent.getByTestId('offline-banner')).toContainText('Offline');
  await parent.getByRole('button', { name: 'One chickpeas more' }).click();
  await expect(pantryItem(parent, 'chickpeas')).toContainText('3 cans');
  await parent.getByRole('button', { name: 'Options for milk' }).click();
  await parent.getByRole('menuitem', { name: 'Remove' }).click();
  await expect(pantryItem(parent, 'milk')).toHaveCount(0);
  const box = parent.getByRole('textbox', { name: 'Add to the pantry' });
  await box.fill('6 eggs');
  await box.press('Enter');
  await expect(parent.getByRole('region', { name: 'Waiting to be added' })).toContainText('6 eggs');
  await expect(parent.getByTestId('offline-queued-pantry')).toHaveText(
    '3 pantry changes waiting to be sent',
  );
  await parent.evaluate(() => window.scrollTo(0, 0));
  await parent.screenshot({ path: 'e2e/.artifacts/offline-pantry-narrow-light.png' });
  // Nothing reached the server yet.
  const stocked = async () =>
    (await pantryOf(partner, h.familyId))
      .filter((item) => !item.isStaple)
      .map((item) => [item.name, item.quantity])
      .sort();
  expect(await stocked()).toEqual([
    ['chickpeas', 2],
    ['milk', 1],
  ]);

  await openLive(partner, '/pantry');
  await parent.context().setOffline(false);
  await expect(parent.getByTestId('offline-banner')).toBeHidden();
  await expect(pantryItem(parent, 'eggs')).toContainText('6');
  await expect(parent.getByRole('region', { name: 'Waiting to be added' })).toBeHidden();
  expect(await stocked()).toEqual([
    ['chickpeas', 3],
    ['eggs', 6],
  ]);
  // The other phone hears of it without a reload.
  await expect(pantryItem(partner, 'chickpeas')).toContainText('3 cans');
  await expect(pantryItem(partner, 'eggs')).toBeVisible();
  await expect(pantryItem(partner, 'milk')).toHaveCount(0);
});
