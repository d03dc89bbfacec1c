import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { USERS } from './support/users';

test('demo sign-in from the login page reaches the shell with the family name', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByRole('button', { name: `Sign in as ${USERS.parkerMember.name}` }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner')).toContainText(USERS.parkerMember.family);
  await expect(page.getByRole('heading', { name: 'Recipes', level: 1 })).toBeVisible();
});

test('a signed-out deep link shows the login page', async ({ page }) => {
  await page.goto('/meal-plan');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
});

test('the login page explains a failed sign-in', async ({ page }) => {
  await page.goto('/auth?error=auth_failed');
  await expect(page.getByText('Authentication failed. Please try again.')).toBeVisible();
  // No Google client in the test server: the page says so.
  await expect(page.getByText(/GOOGLE_CLIENT_ID/)).toBeVisible();
});

test('/auth when signed in goes to /', async ({ page }) => {
  await signInAs(page, USERS.parkerMember.email, '/auth');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Recipes', level: 1 })).toBeVisible();
});

test('log out ends the session and goes to /auth', async ({ page }) => {
  await signInAs(page, USERS.parkerMember.email);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  // The session is gone on the server, not just in the browser.
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});
