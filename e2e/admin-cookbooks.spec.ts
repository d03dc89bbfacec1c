import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { addRecipe, uniqueName } from './support/admin-setup';
import { expectToast } from './support/recipes';
import { USERS } from './support/users';

// The super admin's journeys through /admin/cookbooks. Each works on a cookbook it creates,
// so the demo cookbooks other specs read stay as they are.

const card = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Cookbooks' }).getByRole('article', { name, exact: true });

test('a super admin creates, edits and deletes a cookbook', async ({ page }) => {
  await signInAs(page, USERS.superAdmin.email, '/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Totals' }).getByRole('group', { name: 'Total Cookbooks' }),
  ).toContainText(/\d+/);
  await page.getByRole('link', { name: 'Manage Cookbooks' }).click();
  await expect(page).toHaveURL('/admin/cookbooks');
  await expect(page.getByRole('heading', { name: 'Cookbook Management' })).toBeVisible();

  // Create: an empty name is refused first.
  await page.getByRole('button', { name: 'Create Cookbook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Cookbook' });
  await dialog.getByRole('button', { name: 'Create Cookbook' }).click();
  await expectToast(page, 'Validation error', 'Cookbook name is required');
  await expect(dialog.getByText('Cookbook name is required')).toBeVisible();

  const name = uniqueName('Soup Club');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Soups for cold days.');
  await dialog.getByRole('button', { name: 'Create Cookbook' }).click();
  await expectToast(page, 'Cookbook created');
  await expect(dialog).toBeHidden();
  const created = card(page, name);
  await expect(created).toContainText('Soups for cold days.');
  await expect(created).toContainText('Private');
  await expect(created).toContainText('0 recipes');

  // Edit: a new name, made public.
  const renamed = `${name} Deluxe`;
  await created.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Cookbook' });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await edit.getByLabel('Name').fill(renamed);
  await edit.getByRole('switch', { name: 'Public' }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Cookbook updated');
  await expect(card(page, renamed)).toContainText('Public');
  await expect(card(page, name)).toHaveCount(0);

  // Delete: the confirmation counts the recipes that go with it.
  const cookbooks = (await (await page.request.get('/api/cookbooks')).json()) as Array<{
    id: number;
    name: string;
  }>;
  const cookbookId = cookbooks.find((c) => c.name === renamed)!.id;
  await addRecipe(page, cookbookId, uniqueName('Stone Soup'));
  await page.reload();
  await expect(card(page, renamed)).toContainText('1 recipe');
  await card(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${renamed}?` });
  await expect(confirm).toContainText(`"${renamed}" and its 1 recipe will be deleted.`);
  await expect(confirm).toContainText('become placeholders');
  await confirm.getByRole('button', { name: 'Delete Cookbook' }).click();
  await expectToast(page, 'Cookbook deleted', `"${renamed}" and 1 recipe were deleted.`);
  await expect(card(page, renamed)).toHaveCount(0);
  const after = (await (await page.request.get('/api/cookbooks')).json()) as Array<{ id: number }>;
  expect(after.some((c) => c.id === cookbookId)).toBe(false);
});

test("a family's default cookbook cannot be deleted, and says why", async ({ page }) => {
  await signInAs(page, USERS.superAdmin.email, '/admin/cookbooks');
  const kitchen = card(page, 'Parker Kitchen');
  await expect(kitchen).toContainText('Default Family Cookbook');
  const remove = kitchen.getByRole('button', { name: 'Delete Parker Kitchen' });
  await expect(remove).toBeDisabled();
  await expect(kitchen).toContainText("A family's default cookbook can't be deleted.");
});

test('a plain member sees Access Denied on the admin pages, with a link home', async ({ page }) => {
  await signInAs(page, USERS.parkerMember.email, '/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  for (const path of [
    '/admin/cookbooks',
    '/admin/roles',
    '/admin/users',
    '/admin/user-families',
    '/admin/families',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' }), path).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Family Management' })).toHaveCount(0);
  for (const url of ['/api/users', '/api/roles', '/api/admin/families', '/api/user-families']) {
    expect((await page.request.get(url)).status(), url).toBe(403);
  }
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL('/');
  expect((await page.request.post('/api/cookbooks', { data: { name: 'Nope' } })).status()).toBe(
    403,
  );
});
