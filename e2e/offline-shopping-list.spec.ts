import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { household, openLive, planDinner } from './support/household';
import {
  hasListItems,
  readOfflineDatabase,
  waitForOfflineApp,
  waitUntilKept,
} from './support/offline';
import { expectShown, HIGHLIGHTED_ROW, noteWhenShown, TOAST } from './support/noted';

// The shopping list in a shop without signal (docs/decisions/048): the parent's phone goes
// offline, reloads, ticks five items, is closed and opened again; meanwhile the partner's
// phone changes one of them. Back online, both phones show the same list, the conflict shown.

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

const ITEMS = ['apples', 'lemons', 'carrots', 'potatoes', 'leeks'] as const;
const item = (page: Page, name: string) => page.getByRole('checkbox', { name: new RegExp(name) });

test('ticks made offline survive a reload and a closed tab, and merge with the other device', async ({
  browser,
}) => {
  const h = await household(browser, 'Offline List');
  await planDinner(
    h,
    'Winter Soup',
    ITEMS.map((name) => ({ text: name, quantity: '2', unitId: null })),
  );
  const { partner } = h;
  let parent = h.parent;
  await openLive(parent, '/shopping-list');
  await parent.getByRole('button', { name: 'Generate List' }).click();
  await expect(item(parent, 'apples')).toBeVisible();
  await openLive(partner, '/shopping-list');
  await expect(item(partner, 'apples')).toBeVisible();

  // The parent's phone has the app and this week's list on the device.
  await waitForOfflineApp(parent);
  await waitUntilKept(parent, ['shopping-lists', h.familyId], hasListItems);
  const parentContext = parent.context();
  await parentContext.setOffline(true);

  // Offline, the app opens again from the device and still shows the list.
  await parent.reload();
  await expect(parent.getByTestId('offline-banner')).toContainText('Offline · updated');
  for (const name of ITEMS) await expect(item(parent, name)).not.toBeChecked();

  for (const name of ITEMS) await item(parent, name).click();
  await expect(parent.getByTestId('offline-queued')).toHaveText('5 ticks waiting to be sent');
  // Meanwhile the partner ticks the apples and unticks them again: a newer change.
  await item(partner, 'apples').click();
  await expect(item(partner, 'apples')).toBeChecked();
  await item(partner, 'apples').click();
  await expect(item(partner, 'apples')).not.toBeChecked();

  // The parent closes the tab and opens the app again, still offline.
  await parent.close();
  parent = await parentContext.newPage();
  await parent.goto('/shopping-list');
  await expect(parent.getByTestId('offline-queued')).toHaveText('5 ticks waiting to be sent');
  for (const name of ITEMS) await expect(item(parent, name)).toBeChecked();

  // Back online: the queue is sent; both phones show the same list. Each page watches for it
  // every frame, so the figure is the moment it happened, not the next look of a poll.
  const converged = (page: Page) =>
    page.waitForFunction(
      ([names]) => {
        const marks = Array.from(document.querySelectorAll('li')).flatMap((li) => {
          const box = li.querySelector<HTMLInputElement>('input[type=checkbox]');
          const name = names.find((n) => li.textContent?.includes(n));
          return box && name ? [[name, box.checked] as const] : [];
        });
        const shown = new Map(marks);
        return names.every((name, i) => shown.get(name) === i > 0);
      },
      [ITEMS] as const,
      { polling: 'raf', timeout: 30_000 },
    );
  await noteWhenShown(parent, HIGHLIGHTED_ROW, 'apples');
  await noteWhenShown(parent, TOAST, 'Changed on another device');
  const backOnline = Date.now();
  await parentContext.setOffline(false);
  await Promise.all([converged(parent), converged(partner)]);
  const convergedMs = Date.now() - backOnline;
  for (const page of [parent, partner]) {
    await expect(item(page, 'apples')).not.toBeChecked();
    for (const name of ITEMS.slice(1)) await expect(item(page, name)).toBeChecked();
  }
  await expect(parent.getByTestId('offline-banner')).toBeHidden();
  // The apples were changed on the other device after the parent's view: theirs is kept,
  // shown with a highlight and said.
  await expectShown(parent, TOAST, 'Changed on another device');
  await expectShown(parent, HIGHLIGHTED_ROW, 'apples');
  // The figure for the closing note (the goal: within 2 s); not a timed assertion.
  mkdirSync('e2e/.artifacts', { recursive: true });
  writeFileSync('e2e/.artifacts/offline-converged.json', JSON.stringify({ convergedMs }));
  // bench/offline-converge.ts runs this journey several times and collects every figure.
  const benchLog = process.env.OFFLINE_CONVERGED_LOG;
  if (benchLog) appendFileSync(benchLog, `${JSON.stringify({ convergedMs })}\n`);
  console.log(`offline ticks: both devices converged ${convergedMs} ms after going online`);
  // Nothing waits on the device any more.
  expect((await readOfflineDatabase(parent))['tick-queue']).toEqual([]);
});
