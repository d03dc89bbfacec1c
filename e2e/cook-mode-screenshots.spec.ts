import { expect, test } from '@playwright/test';
import { familyCookingToday, stubWakeLock } from './support/cook-mode';
import { VIEWPORTS } from './support/recipes';

// Screenshots of cook mode for people to look at (e2e/.artifacts, not committed): a step with
// its timers, a timer running and one at zero, the list view, and on a phone the ingredients
// sheet. A family of its own (support/cook-mode.ts).

for (const viewport of VIEWPORTS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`cook mode screenshots ${viewport.name} ${scheme}`, async ({ page }) => {
      const shot = (name: string) =>
        page.screenshot({ path: `e2e/.artifacts/${name}-${viewport.name}-${scheme}.png` });
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const own = await familyCookingToday(page, `Shots ${viewport.name} ${scheme}`);
      await stubWakeLock(page);
      await page.clock.install();
      await page.goto(`/recipe/${own.recipeId}/cook?servings=8`);
      await expect(page.getByText('Step 1 of 4')).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByText('Step 2 of 4')).toBeVisible();
      await page.getByRole('button', { name: 'Start a 5 minutes timer' }).click();
      await page.getByRole('button', { name: 'Start a 15–20 min timer' }).click();
      await page.clock.fastForward('02:10');
      await expect(page.getByTestId('cook-timer').first()).toContainText('2:50');
      await shot('cook-mode-step');

      await page.clock.fastForward('03:00');
      await expect(page.getByRole('alert')).toHaveText("Time's up!");
      await page.getByRole('region', { name: 'Timers' }).scrollIntoViewIfNeeded();
      await shot('cook-mode-alarm');

      await page.getByRole('button', { name: 'All steps' }).click();
      await expect(page.getByRole('list', { name: 'All steps' })).toBeVisible();
      await shot('cook-mode-list');

      if (viewport.name === 'narrow') {
        await page.getByRole('button', { name: 'One step' }).click();
        await page.getByRole('button', { name: /^Ingredients \(/ }).click();
        await page.getByRole('dialog').getByRole('checkbox').first().check();
        await shot('cook-mode-ingredients');
        await page.keyboard.press('Escape');
      }

      // Outside cook mode: the header's indicator and the alert of the timer at zero.
      await page.goto('/');
      await expect(page.getByTestId('timers-indicator')).toBeVisible();
      await shot('cook-timers-elsewhere');
    });
  }
}
