import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import {
  closeRecipe,
  ensureShown,
  expectToast,
  familyIdOf,
  openRecipe,
  recipeCard,
  recipeIdOf,
  setShowHiddenRecipes,
  VIEWPORTS,
} from './support/recipes';
import { USERS } from './support/users';

// These change the Parkers' list, so each viewport uses recipes no other test opens or counts.
const HIDE_RECIPE = { wide: 'Parmesan Roasted Broccoli', narrow: 'Honey Garlic Salmon' } as const;
const DELETE_RECIPE = { wide: 'Classic Meatloaf', narrow: 'Chicken and Dumplings' } as const;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a family admin hides a recipe, and shows it again with Show Hidden Recipes', async ({
      page,
    }) => {
      // Three reloads and two dialogs: 43 to 66 s beside a CPU hog.
      test.setTimeout(90_000);
      const title = HIDE_RECIPE[viewport.name];
      await signInAs(page, 'sarah@example.com');
      const familyId = await familyIdOf(page, 'The Parkers');
      await ensureShown(page, familyId, title);
      try {
        await page.reload();
        const dialog = await openRecipe(page, title);
        await dialog.getByRole('button', { name: 'Hide Recipe' }).click();
        await expectToast(page, 'Recipe hidden', `${title} is now hidden from your family`);
        await expect(dialog.getByRole('button', { name: 'Show Recipe' })).toBeVisible();
        await closeRecipe(page, viewport.name);
        await expect(recipeCard(page, title)).toHaveCount(0);
        await page.reload();
        await expect(page.getByRole('list', { name: 'Recipes', exact: true })).toBeVisible();
        await expect(recipeCard(page, title)).toHaveCount(0);

        // The Profile page comes later; the preference is set through the API.
        await setShowHiddenRecipes(page, true);
        await page.reload();
        const card = recipeCard(page, title);
        await expect(card).toBeVisible();
        await expect(card.getByText('Hidden', { exact: true })).toBeVisible();

        const again = await openRecipe(page, title);
        await again.getByRole('button', { name: 'Show Recipe' }).click();
        await expectToast(page, 'Recipe unhidden', `${title} is now visible to your family`);
        await expect(again.getByRole('button', { name: 'Hide Recipe' })).toBeVisible();
        await closeRecipe(page, viewport.name);
        await expect(recipeCard(page, title).getByText('Hidden', { exact: true })).toHaveCount(0);
      } finally {
        await setShowHiddenRecipes(page, false);
      }
    });

    test('an editor deletes a recipe through the confirmation dialog', async ({ page }) => {
      const title = DELETE_RECIPE[viewport.name];
      await signInAs(page, USERS.editor.email);
      const familyId = await familyIdOf(page, 'The Parkers');
      const recipeId = await recipeIdOf(page, familyId, title);

      const dialog = await openRecipe(page, title);
      await dialog.getByRole('button', { name: 'Delete Recipe' }).click();
      let confirm = page.getByRole('alertdialog', { name: 'Delete Recipe' });
      await expect(confirm).toContainText(
        `Are you sure you want to delete '${title}'? This action cannot be undone. All ingredients, directions, and notes for this recipe will be permanently deleted.`,
      );
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(dialog).toBeVisible();

      await dialog.getByRole('button', { name: 'Delete Recipe' }).click();
      confirm = page.getByRole('alertdialog', { name: 'Delete Recipe' });
      await confirm.getByRole('button', { name: 'Delete Recipe' }).click();
      await expectToast(page, 'Recipe deleted', 'The recipe has been permanently deleted');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
      await expect(recipeCard(page, title)).toHaveCount(0);

      const gone = await page.request.get(`/api/recipes/${recipeId}?familyId=${familyId}`);
      expect(gone.status()).toBe(404);
      await page.goto(`/?recipe=${recipeId}`);
      await expect(page.getByRole('dialog', { name: 'Recipe Not Found' })).toBeVisible();
    });
  });
}
