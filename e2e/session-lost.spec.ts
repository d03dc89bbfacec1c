import { expect, test } from '@playwright/test';
import { DEMO_PEOPLE } from '../src/server/db/seed/demo-data';
import { signInAs } from './support/auth';
import { EMAIL, expectLoginPage, SESSION_COOKIE } from './support/session-lost';
import { countFetches } from './support/settled';

// A session that ends behind the app's back: the session cookie is gone (expired, cleared) or
// the user logged out in another tab. The next action lands on the login page, on the same
// URL, without a storm of error toasts; signing in again lands on that URL. Screenshots of that
// login page: session-lost-screenshots.spec.ts.

const NAME = DEMO_PEOPLE.find((p) => p.key === 'okaforAdmin')!.name;

test.beforeEach(async ({ page }) => {
  await countFetches(page);
});

test('a deleted session cookie: the next navigation shows the login page, then the deep link', async ({
  page,
  context,
}) => {
  await signInAs(page, EMAIL, '/meal-plan');
  await expect(page.getByRole('heading', { name: 'Meal Planning', level: 1 })).toBeVisible();

  await context.clearCookies({ name: SESSION_COOKIE });
  expect((await context.cookies()).filter((c) => c.name === SESSION_COOKIE)).toEqual([]);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Shopping List' })
    .click();
  await expect(page).toHaveURL(/\/shopping-list$/);
  await expectLoginPage(page);

  await page.getByRole('button', { name: `Sign in as ${NAME}` }).click();
  await expect(page.getByRole('heading', { name: 'Shopping List', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/shopping-list$/);
});

test('a deleted session cookie: the next click on a write shows the login page, no error toast', async ({
  page,
  context,
}) => {
  await signInAs(page, EMAIL, '/');
  const card = page
    .getByRole('list', { name: 'Recipes', exact: true })
    .getByRole('article')
    .first();
  await expect(card).toBeVisible();
  const title = (await card.getAttribute('aria-label'))!;
  await context.clearCookies({ name: SESSION_COOKIE });

  await card.getByRole('button', { name: /favorites$/ }).click();
  await expectLoginPage(page);
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: `Sign in as ${NAME}` }).click();
  await expect(page.getByRole('heading', { name: 'Recipes', level: 1 })).toBeVisible();
  // The write never happened: the favourite is as it was (the 401 came before any change).
  await expect(page.getByRole('article', { name: title })).toBeVisible();
});

test('a logout in another tab: this tab shows the login page at once, on its own URL', async ({
  page,
  context,
}) => {
  const live = page.waitForResponse((res) => res.url().includes('/api/events'));
  await signInAs(page, EMAIL, '/the-plan');
  await expect(page.getByRole('heading', { name: "Today's Plan", level: 1 })).toBeVisible();
  expect((await live).status()).toBe(200);

  const other = await context.newPage();
  await other.goto('/settings');
  await other.getByRole('button', { name: 'Log Out' }).click();
  await expect(other.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await other.close();

  // The live event stream closes with the session (product rule: live-sync): no action needed in
  // this tab.
  await expectLoginPage(page);
  await expect(page).toHaveURL(/\/the-plan$/);

  await page.getByRole('button', { name: `Sign in as ${NAME}` }).click();
  await expect(page.getByRole('heading', { name: "Today's Plan", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/the-plan$/);
});
