import { expect, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../src/server/db/seed/demo-data';
import { fetchesSettled } from './settled';

/** Helpers for the lost-session journeys: the session cookie goes, the login page shows. */

/** src/server/modules/auth/sessions.ts SESSION_COOKIE (that module pulls in the database). */
export const SESSION_COOKIE = 'fc_session';
export const EMAIL = DEMO_USERS.okaforAdmin;

function toasts(page: Page) {
  return page.locator('[aria-label^="Notifications"] li');
}

/** The login page with the session-ended notice (countFetches(page) must run first). */
export async function expectLoginPage(page: Page) {
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  // Nothing failed as far as the user is concerned: no error toasts, also once every request
  // the lost session set off has settled.
  await fetchesSettled(page);
  await expect(toasts(page).filter({ hasText: /Error|Failed/ })).toHaveCount(0);
}
