import { expect, test } from '@playwright/test';
import { toDayString } from '../src/shared/meal-plans/calendar-day';
import { dayOfWeek, sundayOf } from './support/meal-plans';
import { household } from './support/household';
import { planRisottoWithPantry } from './support/pantry';
import { VIEWPORTS } from './support/recipes';

// The shopping list less the pantry for people to look at (e2e/.artifacts, not committed):
// "Already at home" opened, the "at home?" and "rest at home" hints, Done Shopping and after.

for (const viewport of VIEWPORTS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`shopping list and pantry screenshots ${viewport.name} ${scheme}`, async ({ browser }) => {
      const shot = (name: string) =>
        `e2e/.artifacts/shopping-list-pantry${name}-${viewport.name}-${scheme}.png`;
      const h = await household(browser, 'Pantry Shots');
      await planRisottoWithPantry(h);
      const { familyId, parent: page } = h;
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const generated = await page.request.post('/api/shopping-lists', {
        data: {
          shoppingList: {
            familyId,
            weekStartDate: toDayString(sundayOf(0)),
            weekEndDate: toDayString(dayOfWeek(sundayOf(0), 6)),
          },
          generateFromMealPlans: true,
          forceRegenerate: true,
        },
      });
      expect(generated.ok(), await generated.text()).toBe(true);

      await page.goto('/shopping-list');
      await page.getByText('Already at home (1)').click();
      await page.getByRole('checkbox', { name: /^250 g rice/ }).click();
      await expect(page.getByRole('checkbox', { name: /^250 g rice/ })).toBeChecked();
      await page.screenshot({ path: shot(''), fullPage: true });

      await page.getByRole('tab', { name: 'Full List' }).click();
      await expect(page.getByRole('list', { name: 'All items' })).toBeVisible();
      await page.screenshot({ path: shot('-full'), fullPage: true });

      await page.getByRole('button', { name: 'Done Shopping' }).click();
      await expect(page.getByText('1 item added to the pantry').first()).toBeVisible();
      await expect(page.getByText('in the pantry')).toBeVisible();
      await page.screenshot({ path: shot('-stocked'), fullPage: true });
    });
  }
}
