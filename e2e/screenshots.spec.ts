import { expect, test } from '@playwright/test';
import { signInAs } from './support/auth';
import { USERS } from './support/users';

// Screenshots of the shell for people to look at (e2e/.artifacts, not committed).
const sizes = [
  { name: 'narrow', width: 390, height: 844 },
  { name: 'wide', width: 1280, height: 800 },
] as const;

for (const size of sizes) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`shell screenshot ${size.name} ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      await page.screenshot({
        path: `e2e/.artifacts/login-${size.name}-${scheme}.png`,
        fullPage: true,
      });

      await signInAs(page, USERS.superAdmin.email, '/settings');
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await page.screenshot({
        path: `e2e/.artifacts/settings-${size.name}-${scheme}.png`,
        fullPage: true,
      });
      if (size.name === 'narrow') {
        await page.getByRole('button', { name: 'Toggle sidebar' }).click();
        await page.screenshot({ path: `e2e/.artifacts/sidebar-${size.name}-${scheme}.png` });
      }
    });
  }
}
