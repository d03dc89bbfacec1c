import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { EMAIL, expectLoginPage, SESSION_COOKIE } from './support/session-lost';
import { countFetches } from './support/settled';

// Screenshots of the login page a lost session lands on, for people to look at (e2e/.artifacts,
// not committed), at a phone and a laptop width, light and dark.

test.beforeEach(async ({ page }) => {
  await countFetches(page);
});

for (const viewport of [
  { name: 'narrow', width: 390, height: 844 },
  { name: 'wide', width: 1280, height: 900 },
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the login page after a lost session, ${viewport.width} px ${scheme} (screenshot)`, async ({
      page,
      context,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signInAs(page, EMAIL, '/');
      await expect(page.getByRole('heading', { name: 'Recipes', level: 1 })).toBeVisible();
      await context.clearCookies({ name: SESSION_COOKIE });
      await page
        .getByRole('link', { name: 'Favorites' })
        .or(page.getByRole('link', { name: 'My Favorites' }))
        .first()
        .click();
      await expectLoginPage(page);
      await page.screenshot({
        path: `e2e/.artifacts/session-ended-login-${viewport.name}-${scheme}.png`,
      });
    });
  }
}
