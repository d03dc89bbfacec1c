import { expect, test } from '@playwright/test';
import { addRecipe, createFamilyWithAdmin, signInById, uniqueName } from './support/admin-setup';
import { expectToast, recipeCard } from './support/recipes';

// Each test makes its own family and family admin (admin API), so renaming the family or
// switching a cookbook off touches no one another spec signs in as.

test('a family admin renames the family inline: Enter saves, Escape cancels', async ({ page }) => {
  const own = await createFamilyWithAdmin(page, 'Rename');
  await signInById(page, own.userId);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(own.userName);
  await expect(
    page.getByText('Your name and email are managed through your Google account.'),
  ).toBeVisible();

  const members = page.getByRole('list', { name: 'Family members' });
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await expect(members.getByRole('listitem').first()).toContainText('Admin');

  const input = page.getByRole('textbox', { name: 'Family name' });
  // Blank after trimming: refused, still editing.
  await page.getByRole('button', { name: 'Edit Name' }).click();
  await input.fill('   ');
  await input.press('Enter');
  await expect(page.getByText('Family name cannot be empty')).toBeVisible();

  // Escape cancels.
  await input.fill('Never Saved');
  await input.press('Escape');
  await expect(input).toBeHidden();
  const main = page.getByRole('main');
  await expect(main.getByText(own.familyName, { exact: true })).toBeVisible();

  // Enter saves the trimmed name.
  const newName = `${own.familyName} Renamed`;
  await page.getByRole('button', { name: 'Edit Name' }).click();
  await input.fill(`  ${newName}  `);
  await input.press('Enter');
  await expectToast(page, 'Family name updated');
  await expect(input).toBeHidden();
  await expect(main.getByText(newName, { exact: true })).toBeVisible();
  // The header shows the current family's new name too.
  await expect(page.getByTestId('current-family')).toContainText(newName);

  await page.reload();
  await expect(main.getByText(newName, { exact: true })).toBeVisible();
  const families = (await (await page.request.get('/api/families')).json()) as Array<{
    name: string;
  }>;
  expect(families.map((f) => f.name)).toEqual([newName]);
});

test('a cookbook switched off leaves the recipe list and search; switched on, it is back', async ({
  page,
}) => {
  const own = await createFamilyWithAdmin(page, 'Cookbooks');
  // A recipe of the family's own, which stays while Family Favorites is switched off.
  const ownRecipe = uniqueName('House Broth');
  await addRecipe(page, own.defaultCookbookId!, ownRecipe);
  await signInById(page, own.userId);
  // The public Family Favorites is open to every family, this new one too.
  await page.goto('/');
  await expect(recipeCard(page, ownRecipe)).toBeVisible();
  await expect(recipeCard(page, 'Fluffy Buttermilk Pancakes')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search recipes' });
  await search.fill('pancakes');
  await expect(recipeCard(page, 'Fluffy Buttermilk Pancakes')).toBeVisible();
  await search.fill('');

  await page.goto('/profile');
  const favorites = page.getByRole('switch', { name: 'Family Favorites' });
  await expect(favorites).toHaveAttribute('aria-checked', 'true');
  await favorites.click();
  await expect(favorites).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: 'Save Cookbooks' }).click();
  await expectToast(page, 'Cookbooks updated');
  await expect(page.getByRole('button', { name: 'Save Cookbooks' })).toBeDisabled();

  // The app's own navigation, so the cached list is the one that must have been refreshed.
  await page.getByRole('link', { name: 'Browse Recipes' }).first().click();
  await expect(page.getByRole('heading', { name: 'Recipes', level: 1 })).toBeVisible();
  await expect(page.getByTestId('recipe-count')).toHaveText('1 recipe');
  await expect(recipeCard(page, ownRecipe)).toBeVisible();
  await expect(recipeCard(page, 'Fluffy Buttermilk Pancakes')).toHaveCount(0);
  await search.fill('pancakes');
  await expect(page.getByText('No recipes found')).toBeVisible();

  // Saved on the server: a fresh load of the profile shows it off.
  await page.goto('/profile');
  await expect(favorites).toHaveAttribute('aria-checked', 'false');
  await favorites.click();
  await page.getByRole('button', { name: 'Save Cookbooks' }).click();
  await expectToast(page, 'Cookbooks updated');

  await page.getByRole('link', { name: 'Browse Recipes' }).first().click();
  await search.fill('pancakes');
  await expect(recipeCard(page, 'Fluffy Buttermilk Pancakes')).toBeVisible();
  expect(
    ((await (await page.request.get('/api/user/active-cookbooks')).json()) as number[]).length,
  ).toBeGreaterThan(0);
});
