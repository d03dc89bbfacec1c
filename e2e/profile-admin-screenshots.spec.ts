import { expect, test, type Page } from '@playwright/test';
import { uniqueName } from './support/admin-setup';
import { signInAs } from './support/auth';
import { expectNoHorizontalOverflow, expectReachableLayout } from './support/layout';
import { VIEWPORTS } from './support/recipes';
import { USERS } from './support/users';

// Screenshots of /profile, /admin and /admin/cookbooks for people to look at (e2e/.artifacts,
// not committed), at a phone and a laptop width, light and dark. Nothing is saved.

/** Dialogs fade and zoom in: the picture waits until they have settled. */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

async function check(page: Page, where: string) {
  await expectNoHorizontalOverflow(page, where);
  await expectReachableLayout(page, 'main', [], where);
}

for (const viewport of VIEWPORTS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`profile and admin screenshots ${viewport.name} ${scheme}`, async ({ page }) => {
      const shot = (name: string) => `e2e/.artifacts/${name}-${viewport.name}-${scheme}.png`;
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });

      // A family admin: Edit Name, Admin badges, the cookbooks of the Parkers.
      await signInAs(page, USERS.superAdmin.email, '/profile');
      await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Family members' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'My cookbooks' })).toBeVisible();
      // One cookbook toggled (not saved), so both looks show.
      await page.getByRole('switch', { name: "Grandma's Recipes" }).click();
      await check(page, `profile ${viewport.name}`);
      await page.screenshot({ path: shot('profile'), fullPage: true });
      await page.getByRole('button', { name: 'Edit Name' }).click();
      await page.getByRole('textbox', { name: 'Family name' }).fill(' ');
      await page.getByRole('textbox', { name: 'Family name' }).press('Enter');
      await expect(page.getByText('Family name cannot be empty')).toBeVisible();
      await check(page, `profile editing ${viewport.name}`);
      await page.screenshot({ path: shot('profile-editing') });

      // Something in Recent changes: a family of the screenshots' own, created and renamed.
      const name = uniqueName('Screenshot');
      const created = await page.request.post('/api/admin/families', { data: { name } });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const renamed = await page.request.patch(`/api/admin/families/${id}`, {
        data: { name: `${name} Renamed` },
      });
      expect(renamed.ok()).toBe(true);

      await page.goto('/admin');
      const totals = page.getByRole('list', { name: 'Totals' });
      for (const name of ['Total Cookbooks', 'Users', 'Families', 'Recipes']) {
        await expect(totals.getByRole('group', { name })).toContainText(/\d/);
      }
      await expect(
        page
          .getByRole('list', { name: 'Recent changes' })
          .or(page.getByText('No administrative changes yet.')),
      ).toBeVisible();
      await check(page, `admin ${viewport.name}`);
      await page.screenshot({ path: shot('admin-dashboard'), fullPage: true });

      await page.goto('/admin/cookbooks');
      await expect(page.getByRole('list', { name: 'Cookbooks' })).toBeVisible();
      await check(page, `admin cookbooks ${viewport.name}`);
      await page.screenshot({ path: shot('admin-cookbooks'), fullPage: true });

      await page.getByRole('button', { name: 'Edit Family Favorites' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Cookbook' });
      await dialog.getByLabel('Name').fill('');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialog.getByText('Cookbook name is required')).toBeVisible();
      await settle(page);
      await check(page, `cookbook dialog ${viewport.name}`);
      await page.screenshot({ path: shot('admin-cookbooks-dialog') });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // The validation toast goes by itself (5 s), so the next picture shows only the dialog.
      await expect(page.locator('[aria-label^="Notifications"] li')).toHaveCount(0, {
        timeout: 10_000,
      });

      await page.getByRole('button', { name: 'Delete Family Favorites' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await settle(page);
      await page.screenshot({ path: shot('admin-cookbooks-delete') });
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    });
  }
}
