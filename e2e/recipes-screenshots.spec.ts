import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { openRecipe, VIEWPORTS } from './support/recipes';
import { USERS } from './support/users';

// Screenshots of the recipes page and the recipe dialog for people to look at
// (e2e/.artifacts, not committed). The Okafors' list, which no test changes.
for (const viewport of VIEWPORTS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`recipes screenshots ${viewport.name} ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signInAs(page, USERS.okaforMember.email);
      const grid = page.getByRole('list', { name: 'Recipes', exact: true });
      await expect(grid.getByRole('article').first()).toBeVisible();
      // Let the visible pictures arrive.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('main img')]
          .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
          // A lazy picture not yet requested also counts as complete, so ask for its pixels.
          .every((img) => (img as HTMLImageElement).naturalWidth > 0),
      );
      await page.screenshot({ path: `e2e/.artifacts/recipes-${viewport.name}-${scheme}.png` });

      const dialog = await openRecipe(page, 'Fluffy Buttermilk Pancakes');
      await dialog.getByRole('button', { name: 'Increase batches' }).click();
      await dialog.getByRole('checkbox', { name: /all-purpose flour/ }).check();
      await expect(dialog.getByRole('img', { name: 'Fluffy Buttermilk Pancakes' })).toBeVisible();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[role=dialog] img')].every(
          (img) => (img as HTMLImageElement).complete,
        ),
      );
      await page.screenshot({
        path: `e2e/.artifacts/recipe-dialog-${viewport.name}-${scheme}.png`,
      });
      await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await page.screenshot({
        path: `e2e/.artifacts/recipe-dialog-end-${viewport.name}-${scheme}.png`,
      });
    });
  }
}
