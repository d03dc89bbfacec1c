import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { expectNoHorizontalOverflow } from './support/layout';
import { pasteInto } from './support/recipe-form';
import { familyIdOf, recipeIdOf, VIEWPORTS } from './support/recipes';
import { USERS } from './support/users';

// Screenshots of the recipe form for people to look at (e2e/.artifacts, not committed):
// a filled new recipe with the field messages, and a saved recipe in edit mode. Nothing is
// saved, so no other spec sees a change.
const LONG_LINE =
  'A very long ingredient line that goes on about heirloom tomatoes, sliced thinly on a mandoline, salted and left to drain for twenty minutes';

async function waitForPictures(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main img')].every(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    ),
  );
}

for (const viewport of VIEWPORTS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`recipe form screenshots ${viewport.name} ${scheme}`, async ({ page }) => {
      const shot = (name: string) =>
        `e2e/.artifacts/recipe-form-${name}-${viewport.name}-${scheme}.png`;
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signInAs(page, USERS.editor.email, '/recipe/new');
      await expect(page.getByRole('heading', { name: 'Add New Recipe', level: 1 })).toBeVisible();

      await page.getByLabel('Title', { exact: true }).fill('A');
      await pasteInto(
        page.getByRole('textbox', { name: 'Ingredient 1', exact: true }),
        `For the salad:\n2 cups cherry tomatoes\n${LONG_LINE}\n\nFor the dressing:\n3 tbsp olive oil\n`,
      );
      await page.getByRole('button', { name: 'Save Recipe' }).click();
      await expect(page.getByText('Title must be at least 2 characters')).toBeVisible();
      await expectNoHorizontalOverflow(page, `new recipe ${viewport.name}`);
      await page.screenshot({ path: shot('new'), fullPage: true });

      const familyId = await familyIdOf(page, USERS.editor.family);
      const recipeId = await recipeIdOf(page, familyId, 'Fluffy Buttermilk Pancakes');
      await page.getByRole('button', { name: 'Back to Recipes' }).click();
      await page
        .getByRole('alertdialog', { name: 'Leave without saving?' })
        .getByRole('button', { name: 'Discard Changes' })
        .click();
      await page.goto(`/recipe/edit/${recipeId}`);
      await expect(page.getByRole('button', { name: 'Update Recipe' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Category' })).not.toHaveText(
        'Select a category',
      );
      await waitForPictures(page);
      await expectNoHorizontalOverflow(page, `edit recipe ${viewport.name}`);
      await page.screenshot({ path: shot('edit'), fullPage: true });
      await page.screenshot({ path: shot('edit-top') });
    });
  }
}
