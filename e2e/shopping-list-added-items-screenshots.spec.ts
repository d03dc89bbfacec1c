import { expect, test } from '@playwright/test';
import { toDayString } from '../src/shared/meal-plans/calendar-day';
import { sundayOf } from './support/meal-plans';
import { household } from './support/household';
import { planRisottoWithPantry } from './support/pantry';
import { VIEWPORTS } from './support/recipes';

// The shopping list with items added by hand (product rule: added-items) for people to look at
// (e2e/.artifacts, not committed): the "Add an item" box, the "added" hints in their aisles,
// and a refused line's message.

for (const viewport of VIEWPORTS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`shopping list added items screenshots ${viewport.name} ${scheme}`, async ({
      browser,
    }) => {
      const shot = (name: string) =>
        `e2e/.artifacts/shopping-list-added${name}-${viewport.name}-${scheme}.png`;
      const h = await household(browser, 'Added Shots');
      await planRisottoWithPantry(h);
      const { familyId, parent: page } = h;
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // A week without a list gets it from the meal plans first, then the lines.
      const added = await page.request.post(
        `/api/families/${familyId}/weekly-shopping-list/items`,
        {
          data: { weekStartDate: toDayString(sundayOf(0)), lines: ['2 lemons', '1 loaf of bread'] },
        },
      );
      expect(added.status(), await added.text()).toBe(201);

      await page.goto('/shopping-list');
      const box = page.getByRole('textbox', { name: 'Add an item' });
      await box.fill('200 ml cream');
      await box.press('Enter');
      await expect(page.getByRole('checkbox', { name: /^200 ml cream added/ })).toBeVisible();
      await page.getByRole('checkbox', { name: /^2 lemons added/ }).click();
      await expect(page.getByRole('checkbox', { name: /^2 lemons added/ })).toBeChecked();
      await page.screenshot({ path: shot(''), fullPage: true });

      await box.fill('500 g');
      await box.press('Enter');
      await expect(page.getByText(/names nothing to buy/)).toBeVisible();
      await page.getByRole('tab', { name: 'Full List' }).click();
      await expect(page.getByRole('list', { name: 'All items' })).toBeVisible();
      await page.screenshot({ path: shot('-full'), fullPage: true });
    });
  }
}
