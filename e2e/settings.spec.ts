import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { USERS } from './support/users';

test('settings shows the profile and keeps dark mode, font size and switches across reloads', async ({
  page,
}) => {
  await signInAs(page, USERS.parkerMember.email, '/settings');
  const main = page.getByRole('main');
  await expect(main.getByText(USERS.parkerMember.name)).toBeVisible();
  await expect(main.getByText(USERS.parkerMember.email)).toBeVisible();
  await expect(main.getByText(USERS.parkerMember.family)).toBeVisible();

  const push = page.getByRole('switch', { name: 'Push Notifications' });
  const updates = page.getByRole('switch', { name: 'Recipe Updates' });
  await expect(push).toBeChecked();
  await expect(updates).toBeChecked();
  await push.click();
  await expect(push).not.toBeChecked();

  const darkMode = page.getByRole('switch', { name: 'Dark Mode' });
  await darkMode.click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('radio', { name: 'Large', exact: true }).click();
  await expect(page.locator('html')).toHaveCSS('font-size', '18px');

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('html')).toHaveCSS('font-size', '18px');
  await expect(page.getByRole('switch', { name: 'Dark Mode' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Push Notifications' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Recipe Updates' })).toBeChecked();

  await page.getByRole('switch', { name: 'Dark Mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('Log Out on the settings page signs out', async ({ page }) => {
  await signInAs(page, USERS.parkerMember.email, '/settings');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a failed log out shows the toast and keeps you signed in', async ({ page }) => {
  await signInAs(page, USERS.parkerMember.email, '/settings');
  await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Failed to log out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/settings');
});
