import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { closeRecipe, openRecipe, recipeCard, VIEWPORTS } from './support/recipes';
import { USERS } from './support/users';

// Read-only journeys; the Okafors' list is one no other test changes (only the Parkers hide
// and delete recipes), so counts are stable.
for (const viewport of VIEWPORTS) {
  test.describe(`recipes at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('search and the category filter narrow the grid; Clear Filters restores it', async ({
      page,
    }) => {
      await signInAs(page, USERS.okaforMember.email);
      await expect(page.getByRole('heading', { name: 'Recipes', level: 1 })).toBeVisible();
      const grid = page.getByRole('list', { name: 'Recipes', exact: true });
      const count = page.getByTestId('recipe-count');
      await expect(count).toHaveText(/^\d+ recipes$/);
      const total = Number((await count.textContent())!.split(' ')[0]);
      expect(total).toBeGreaterThan(5);

      // Sorted by title.
      const titles = await grid
        .getByRole('article')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
      expect(titles).toEqual(
        [...titles].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })),
      );

      const search = page.getByRole('searchbox', { name: 'Search recipes' });
      await search.fill('soup');
      await expect(count).toHaveText(new RegExp(`^\\d+ of ${total} recipes$`));
      await expect(recipeCard(page, 'Egusi Soup')).toBeVisible();
      await expect(recipeCard(page, 'Chicken Pepper Soup')).toBeVisible();
      await expect(recipeCard(page, 'Puff-Puff')).toHaveCount(0);

      // Ingredient text is searched too: only the suya's ingredients mention peanuts.
      await search.fill('peanuts');
      await expect(count).toHaveText(`1 of ${total} recipes`);
      await expect(recipeCard(page, 'Suya Beef Skewers')).toBeVisible();

      await search.fill('no such recipe anywhere');
      await expect(page.getByText('No recipes found')).toBeVisible();
      await page.getByRole('button', { name: 'Clear Filters' }).first().click();
      await expect(count).toHaveText(`${total} recipes`);
      await expect(search).toHaveValue('');

      await page.getByRole('combobox', { name: 'Filter by category' }).click();
      const options = page.getByRole('option');
      await expect(options.first()).toHaveText('All Categories');
      const names = (await options.allTextContents()).slice(1);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      await page.getByRole('option', { name: 'Drinks', exact: true }).click();
      await expect(count).toHaveText(new RegExp(`^\\d+ of ${total} recipes$`));
      await expect(recipeCard(page, 'Chapman')).toBeVisible();
      await expect(recipeCard(page, 'Egusi Soup')).toHaveCount(0);
      for (const card of await grid.getByRole('article').all()) {
        await expect(card).toContainText('Drinks');
      }

      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(count).toHaveText(`${total} recipes`);
      await expect(page.getByRole('combobox', { name: 'Filter by category' })).toHaveText(
        'All Categories',
      );
    });

    test('the recipe dialog scales quantities by batch, and lives in the URL', async ({ page }) => {
      await signInAs(page, USERS.okaforMember.email);
      const dialog = await openRecipe(page, 'Fluffy Buttermilk Pancakes');
      await expect(page).toHaveURL(/\?recipe=\d+$/);
      const ingredients = dialog.getByRole('region', { name: 'Ingredients' });
      await expect(ingredients).toContainText('1 1/2 teaspoons baking powder');
      await expect(ingredients).toContainText('1/2 teaspoon baking soda');
      const minus = dialog.getByRole('button', { name: 'Decrease batches' });
      const plus = dialog.getByRole('button', { name: 'Increase batches' });
      await expect(minus).toBeDisabled();

      await plus.click();
      await plus.click();
      await expect(dialog.getByRole('status', { name: 'Batch count' })).toHaveText('3x');
      await expect(ingredients).toContainText('4 1/2 teaspoons baking powder');
      await expect(ingredients).toContainText('1 1/2 teaspoons baking soda');
      await expect(ingredients).toContainText('6 cups all-purpose flour');
      await expect(dialog).toContainText('12 servings');
      await plus.click();
      await plus.click();
      await expect(plus).toBeDisabled();

      // Ticking strikes through, locally.
      const flour = ingredients.getByRole('checkbox', { name: /all-purpose flour/ });
      await flour.check();
      await expect(ingredients.getByText('all-purpose flour', { exact: false })).toHaveClass(
        /line-through/,
      );

      // A reload keeps the dialog open, and the batch starts at 1 again.
      await page.reload();
      const reopened = page.getByRole('dialog', { name: 'Fluffy Buttermilk Pancakes' });
      await expect(reopened.getByRole('status', { name: 'Batch count' })).toHaveText('1x');
      await closeRecipe(page, viewport.name);
      await expect(page).toHaveURL(/\/$/);
    });

    test('an unknown recipe id shows Recipe Not Found', async ({ page }) => {
      // The dialog shows once the detail's 404 is in: wait for that answer, however slow the
      // first load (a loaded machine took over 7 s from navigation to it).
      const answer = page.waitForResponse((r) => r.url().includes('/api/recipes/999999'));
      await signInAs(page, USERS.okaforMember.email, '/?recipe=999999');
      expect((await answer).status()).toBe(404);
      const dialog = page.getByRole('dialog', { name: 'Recipe Not Found' });
      await expect(dialog).toContainText('Recipe details not found');
    });

    test('a member sees none of the editor and admin buttons', async ({ page }) => {
      await signInAs(page, USERS.parkerMember.email);
      await expect(recipeCard(page, 'Overnight Oats')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Add Recipe' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Import Recipe' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Delete Recipe' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Edit recipe' })).toHaveCount(0);

      const dialog = await openRecipe(page, 'Overnight Oats');
      await expect(dialog.getByRole('button', { name: /Favorite$/ })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Add to Meal Plan' })).toBeVisible();
      for (const name of ['Hide Recipe', 'Show Recipe', 'Edit Recipe', 'Delete Recipe']) {
        await expect(dialog.getByRole('button', { name })).toHaveCount(0);
      }
      await expect(page.getByRole('button', { name: 'Close Recipe' }))[
        viewport.name === 'narrow' ? 'toBeVisible' : 'toBeHidden'
      ]();
    });

    test('a super admin sees every action and Edit goes to the edit page', async ({ page }) => {
      await signInAs(page, USERS.superAdmin.email);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Add Recipe' })).toHaveAttribute(
        'href',
        '/recipe/new',
      );
      await expect(main.getByRole('link', { name: 'Import Recipe' })).toHaveAttribute(
        'href',
        '/admin/import',
      );
      const dialog = await openRecipe(page, 'Overnight Oats');
      for (const name of ['Hide Recipe', 'Edit Recipe', 'Delete Recipe']) {
        await expect(dialog.getByRole('button', { name })).toBeVisible();
      }
      await dialog.getByRole('button', { name: 'Edit Recipe' }).click();
      await expect(page).toHaveURL(/\/recipe\/edit\/\d+$/);
    });
  });
}
