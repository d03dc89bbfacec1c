import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import {
  clearFavorites,
  closeRecipe,
  expectToast,
  openRecipe,
  recipeCard,
  VIEWPORTS,
} from './support/recipes';
import { USERS } from './support/users';

// Each viewport has its own user (favourites are per user, and no other test favourites
// anything for them), and each run starts by clearing that user's favourites.
const USER_BY_VIEWPORT = {
  wide: USERS.okaforMember.email,
  narrow: 'chinedu@example.com',
} as const;

for (const viewport of VIEWPORTS) {
  test(`favourite a recipe, find it on /favorites, unfavourite it (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInAs(page, USER_BY_VIEWPORT[viewport.name], '/favorites');
    await clearFavorites(page);
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'My Favorite Recipes', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('No favorite recipes yet')).toBeVisible();

    // From the dialog.
    await page.goto('/');
    const dialog = await openRecipe(page, 'Best Banana Bread');
    await dialog.getByRole('button', { name: 'Add Favorite' }).click();
    await expectToast(
      page,
      'Added to favorites',
      'Best Banana Bread has been added to your favorites',
    );
    await expect(dialog.getByRole('button', { name: 'Remove Favorite' })).toBeVisible();
    await closeRecipe(page, viewport.name);
    await expect(
      recipeCard(page, 'Best Banana Bread').getByRole('button', { name: 'Remove from favorites' }),
    ).toBeVisible();

    // From a card.
    await recipeCard(page, 'Fresh Lemonade')
      .getByRole('button', { name: 'Add to favorites' })
      .click();
    await expectToast(
      page,
      'Added to favorites',
      'Fresh Lemonade has been added to your favorites',
    );

    await page.goto('/favorites');
    const favorites = page.getByRole('list', { name: 'Favorite recipes' });
    await expect(favorites.getByRole('article')).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Search favorites' }).fill('lemon');
    await expect(favorites.getByRole('article')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search favorites' }).fill('lasagne');
    await expect(page.getByText('No matching favorites found')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search favorites' }).fill('');
    await expect(favorites.getByRole('article')).toHaveCount(2);

    await favorites
      .getByRole('article', { name: 'Fresh Lemonade' })
      .getByRole('button', { name: 'Remove from favorites' })
      .click();
    await expectToast(
      page,
      'Removed from favorites',
      'Fresh Lemonade has been removed from your favorites',
    );
    await expect(favorites.getByRole('article')).toHaveCount(1);

    await page.getByRole('button', { name: 'Best Banana Bread', exact: true }).click();
    await expect(page).toHaveURL(/\/favorites\?recipe=\d+$/);
    const favDialog = page.getByRole('dialog', { name: 'Best Banana Bread' });
    await favDialog.getByRole('button', { name: 'Remove Favorite' }).click();
    await expectToast(
      page,
      'Removed from favorites',
      'Best Banana Bread has been removed from your favorites',
    );
    await closeRecipe(page, viewport.name);
    await expect(page.getByText('No favorite recipes yet')).toBeVisible();
  });
}
