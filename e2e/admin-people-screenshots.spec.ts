import { expect, test, type Page } from '@playwright/test';
import { DEMO_COOKBOOKS } from '../src/server/db/seed/demo-data';
import { signInAs } from './support/auth';
import { expectNoHorizontalOverflow, expectReachableLayout } from './support/layout';
import { VIEWPORTS } from './support/recipes';
import { USERS } from './support/users';

const PUBLIC_DEMO_COOKBOOK = DEMO_COOKBOOKS.find((cookbook) => cookbook.isPublic)!.name;

// Screenshots of /admin/roles, /admin/users, /admin/user-families and /admin/families for
// people to look at (e2e/.artifacts, not committed), at a phone and a laptop width, light and
// dark, with a dialog open on each page. Nothing is saved, so no other spec sees a change.

async function check(page: Page, where: string, scope = 'main') {
  await expectNoHorizontalOverflow(page, where);
  await expectReachableLayout(page, scope, [], where);
}

for (const viewport of VIEWPORTS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`admin people screenshots ${viewport.name} ${scheme}`, async ({ page }) => {
      const shot = (name: string) =>
        `e2e/.artifacts/admin-people-${name}-${viewport.name}-${scheme}.png`;
      const where = (name: string) => `${name} ${viewport.name} ${scheme}`;
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });

      // Roles, and the Assign Role dialog asking for a cookbook.
      await signInAs(page, USERS.superAdmin.email, '/admin/roles');
      const roles = page.getByRole('table', { name: 'Role assignments' });
      await expect(
        roles.getByRole('row').filter({ hasText: 'Jordan Parker' }).first(),
      ).toBeVisible();
      await check(page, where('roles'));
      await page.screenshot({ path: shot('roles'), fullPage: true });
      await page.getByRole('button', { name: 'Assign Role' }).click();
      const assign = page.getByRole('dialog', { name: 'Assign Role' });
      await assign.getByLabel('User').selectOption({ index: 2 });
      await assign.getByLabel('Role').selectOption('cookbook_editor');
      await assign.getByRole('button', { name: 'Assign Role' }).click();
      await expect(
        assign.getByText('Cookbook must be selected for Cookbook Editor role'),
      ).toBeVisible();
      await check(page, where('assign role'), '[role="dialog"]');
      await page.screenshot({ path: shot('roles-assign') });
      await page.keyboard.press('Escape');

      // Users, narrowed by a search; the memberships tab; the Add User messages.
      await page.goto('/admin/users');
      const users = page.getByRole('table', { name: 'Users' });
      await expect(users.getByRole('row').filter({ hasText: 'Alex Parker' })).toBeVisible();
      await check(page, where('users'));
      await page.screenshot({ path: shot('users'), fullPage: true });
      await page.getByRole('tab', { name: 'Family Memberships' }).click();
      await expect(page.getByRole('table', { name: 'Family memberships' })).toBeVisible();
      await check(page, where('memberships'));
      await page.screenshot({ path: shot('memberships'), fullPage: true });
      await page.getByRole('button', { name: 'Add User' }).click();
      const addUser = page.getByRole('dialog', { name: 'Add User' });
      await addUser.getByLabel('Name').fill('A');
      await addUser.getByRole('button', { name: 'Add User' }).click();
      await expect(addUser.getByText('Please select a family')).toBeVisible();
      await check(page, where('add user'), '[role="dialog"]');
      await page.screenshot({ path: shot('users-add') });
      await page.keyboard.press('Escape');

      // User families, and Change Family with 'Remove from all families'.
      await page.goto('/admin/user-families');
      const table = page.getByRole('table', { name: 'Users and their families' });
      await expect(
        table.getByRole('row').filter({ hasText: 'Grace Okafor' }).first(),
      ).toBeVisible();
      await check(page, where('user families'));
      await page.screenshot({ path: shot('user-families'), fullPage: true });
      await page.getByRole('button', { name: 'Change family of Grace Okafor' }).first().click();
      const change = page.getByRole('dialog', { name: 'Change Family' });
      await change.getByLabel('Family', { exact: true }).selectOption('Remove from all families');
      await expect(change.getByLabel('Family admin')).toBeDisabled();
      await check(page, where('change family'), '[role="dialog"]');
      await page.screenshot({ path: shot('user-families-change') });
      await page.keyboard.press('Escape');

      // Families, the cookbook access switches and the members.
      await page.goto('/admin/families');
      const families = page.getByRole('table', { name: 'Families' });
      await expect(families.getByRole('row').filter({ hasText: 'The Parkers' })).toBeVisible();
      await check(page, where('families'));
      await page.screenshot({ path: shot('families'), fullPage: true });
      await page.getByRole('button', { name: 'Cookbook access of The Parkers' }).click();
      const access = page.getByRole('dialog', { name: 'Cookbook Access' });
      // Other tests add public cookbooks meanwhile: the demo's own one says it is open to all.
      await expect(
        access
          .getByRole('listitem')
          .filter({ hasText: PUBLIC_DEMO_COOKBOOK })
          .getByText('Public cookbooks are open to every family'),
      ).toBeVisible();
      await check(page, where('cookbook access'), '[role="dialog"]');
      await page.screenshot({ path: shot('families-access') });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Members of The Parkers' }).click();
      const members = page.getByRole('dialog', { name: 'Family Members' });
      await expect(members.getByRole('listitem').first()).toBeVisible();
      await check(page, where('members'), '[role="dialog"]');
      await page.screenshot({ path: shot('families-members') });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Change default cookbook of The Parkers/ }).click();
      const defaults = page.getByRole('dialog', { name: 'Default Cookbook' });
      await expect(defaults.getByRole('listitem').first()).toBeVisible();
      await check(page, where('default cookbook'), '[role="dialog"]');
      await page.screenshot({ path: shot('families-default') });
    });
  }
}
