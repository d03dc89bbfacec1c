import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { USERS } from './support/users';

test('a super admin sees the Admin section, a member does not', async ({ page, browser }) => {
  await signInAs(page, USERS.superAdmin.email);
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'User Roles' })).toBeVisible();

  const memberPage = await (await browser.newContext()).newPage();
  await signInAs(memberPage, USERS.parkerMember.email);
  const memberSidebar = memberPage.getByRole('navigation', { name: 'Main navigation' });
  await expect(memberSidebar.getByRole('link', { name: 'Browse Recipes' })).toBeVisible();
  await expect(memberSidebar.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await memberPage.goto('/admin');
  await expect(memberPage.getByText('Access Denied')).toBeVisible();
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await signInAs(page, USERS.parkerMember.email, '/no/such/page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
});

test('sidebar links navigate and the sidebar state survives a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, USERS.parkerMember.email);
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await sidebar.getByRole('link', { name: 'Meal Planning' }).click();
  await expect(page).toHaveURL('/meal-plan');
  await expect(page.getByRole('heading', { name: 'Meal Planning', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(sidebar).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Meal Planning', level: 1 })).toBeVisible();
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(sidebar).toBeVisible();
});

test('at 390 px the sidebar starts hidden, closes on navigation, and the bottom bar has five tabs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, USERS.parkerMember.email);
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar).toBeHidden();

  const bottomBar = page.getByRole('navigation', { name: 'Bottom navigation' });
  await expect(bottomBar.getByRole('link')).toHaveText([
    'Recipes',
    'Favorites',
    'Today',
    'Shopping',
    'Settings',
  ]);
  await bottomBar.getByRole('link', { name: 'Today' }).click();
  await expect(page).toHaveURL('/the-plan');

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('link', { name: 'Shopping List' }).click();
  await expect(page).toHaveURL('/shopping-list');
  await expect(sidebar).toBeHidden();
});

test('the sidebar hides when the window shrinks below 640 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, USERS.parkerMember.email);
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar).toBeVisible();
  await page.setViewportSize({ width: 600, height: 800 });
  await expect(sidebar).toBeHidden();
});

test('a member of two families can switch the current family', async ({ page }) => {
  await signInAs(page, USERS.twoFamilies.email);
  const header = page.getByRole('banner');
  await expect(header).toContainText('The Okafors');
  await page.getByRole('button', { name: /switch family/ }).click();
  await page.getByRole('menuitemradio', { name: 'The Parkers' }).click();
  await expect(header).toContainText('The Parkers');
  await page.reload();
  await expect(header).toContainText('The Parkers');
});
