import { expect, test, type Page } from '@playwright/test';
import { household, planDinner } from './support/household';
import { hasListItems, waitForOfflineApp, waitUntilKept } from './support/offline';
import { VIEWPORTS } from './support/recipes';

// The offline shopping list for people to look at (e2e/.artifacts, not committed): the banner
// with two ticks waiting, and the highlight of an item another device changed meanwhile. The
// 390 px pictures stand for the installed app's standalone window: a headless browser draws
// no browser bar either.

test.use({ serviceWorkers: 'allow' });

const item = (page: Page, name: string) => page.getByRole('checkbox', { name: new RegExp(name) });

for (const viewport of VIEWPORTS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`offline shopping list screenshots ${viewport.name} ${scheme}`, async ({ browser }) => {
      const shot = (name: string) =>
        `e2e/.artifacts/offline-${name}-${viewport.name}-${scheme}.png`;
      const h = await household(browser, 'Offline Shots');
      await planDinner(h, 'Leek Soup', [
        { text: 'leeks', quantity: '3', unitId: null },
        { text: 'potatoes', quantity: '4', unitId: null },
        { text: 'cream', quantity: '1', unitId: null },
      ]);
      const { parent: page, partner } = h;
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/shopping-list');
      await page.getByRole('button', { name: 'Generate List' }).click();
      await expect(item(page, 'leeks')).toBeVisible();
      await waitForOfflineApp(page);
      await waitUntilKept(page, ['shopping-lists', h.familyId], hasListItems);

      await page.context().setOffline(true);
      await page.reload();
      await item(page, 'leeks').click();
      await item(page, 'potatoes').click();
      await expect(page.getByTestId('offline-queued')).toHaveText('2 ticks waiting to be sent');
      // The banner sits under the header: the picture starts at the top of the page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: shot('banner') });

      // The partner ticks and unticks the leeks: theirs is newer.
      await partner.goto('/shopping-list');
      await item(partner, 'leeks').click();
      await expect(item(partner, 'leeks')).toBeChecked();
      await item(partner, 'leeks').click();
      await expect(item(partner, 'leeks')).not.toBeChecked();
      await page.context().setOffline(false);
      await expect(item(page, 'leeks').locator('xpath=ancestor::li')).toHaveAttribute(
        'data-recently-changed',
        /.*/,
      );
      await expect(page.getByText('Changed on another device').first()).toBeVisible();
      await page.screenshot({ path: shot('conflict') });
    });
  }
}
