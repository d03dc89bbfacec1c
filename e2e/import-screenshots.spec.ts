import { test } from '@playwright/test';
import { signInAs } from './support/auth';
import { chooseCookbook, leekSoup, SITE } from './support/import';
import { VIEWPORTS } from './support/recipes';
import { USERS } from './support/users';

// Screenshots of the two import pages, filled in but not sent, for people to look at
// (e2e/.artifacts, not committed), at a phone and a laptop width, light and dark. The recipe
// address is only typed, never fetched: no test site is needed (import.spec.ts serves one).

for (const viewport of VIEWPORTS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`import screenshots ${viewport.name} ${scheme}`, async ({ page }) => {
      const shot = (name: string) => `e2e/.artifacts/import-${name}-${viewport.name}-${scheme}.png`;
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signInAs(page, USERS.editor.email, '/admin/import');
      await page.getByLabel('Recipe URL').fill(`${SITE}/plum-cake.html`);
      await chooseCookbook(page);
      await page.screenshot({ path: shot('url'), fullPage: true });
      await page.goto('/admin/import-text');
      await page.getByLabel('Recipe Text').fill(leekSoup);
      await chooseCookbook(page);
      await page.screenshot({ path: shot('text'), fullPage: true });
    });
  }
}
