import { expect, test } from '@playwright/test';
import { cookingFamily } from './support/cook-from-pantry';
import { VIEWPORTS } from './support/recipes';

// Screenshots of "What can we cook?" for people to look at (e2e/.artifacts, not committed).

for (const viewport of VIEWPORTS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`cook from pantry screenshots ${viewport.name} ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await cookingFamily(page, `Cook shots ${viewport.name} ${scheme}`);
      await page.goto('/pantry/cook');
      await expect(page.getByTestId('cookable-recipe').first()).toBeVisible();
      await page.screenshot({
        path: `e2e/.artifacts/cook-from-pantry-${viewport.name}-${scheme}.png`,
      });
    });
  }
}
