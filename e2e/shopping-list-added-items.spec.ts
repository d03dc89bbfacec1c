import { expect, test, type Page } from '@playwright/test';
import { household, openLive } from './support/household';
import { planRisottoWithPantry } from './support/pantry';

// Lines added to the shopping list by hand (product rule: added-items): typed on one device,
// shown in their aisle on both, kept when the list is made again from the meal plans.

test.use({ viewport: { width: 1280, height: 900 } });

const aisle = (page: Page, name: string) => page.getByRole('region', { name });
const addBox = (page: Page) => page.getByRole('textbox', { name: 'Add an item' });

test('an item added by hand shows in its aisle on both devices and stays through Regenerate', async ({
  browser,
}) => {
  const h = await household(browser, 'Added Items');
  await planRisottoWithPantry(h);
  const { parent, partner } = h;
  await openLive(parent, '/shopping-list');
  await openLive(partner, '/shopping-list');
  await parent.getByRole('button', { name: 'Generate List' }).click();
  await expect(parent.getByText('Shopping list generated').first()).toBeVisible();

  await addBox(parent).fill('200 ml cream');
  await addBox(parent).press('Enter');
  await expect(parent.getByText('200 ml cream added to the list').first()).toBeVisible();
  await expect(addBox(parent)).toHaveValue('');
  const cream = (page: Page) =>
    aisle(page, 'Dairy & Eggs').getByRole('checkbox', { name: /^200 ml cream added/ });
  await expect(cream(parent)).toBeVisible();
  // The other device, without a reload (the list's notice).
  await expect(cream(partner)).toBeVisible();

  // Ticked on the other device, it stays ticked through Regenerate, and stays added.
  await cream(partner).click();
  await expect(cream(parent)).toBeChecked();
  await parent.getByRole('button', { name: 'Regenerate List' }).click();
  const dialog = parent.getByRole('alertdialog', { name: 'Regenerate Shopping List?' });
  await dialog.getByRole('button', { name: 'Regenerate' }).click();
  await expect(dialog).toBeHidden();
  await expect(parent.getByText('Shopping list generated').first()).toBeVisible();
  await expect(cream(parent)).toBeChecked();
  await expect(aisle(parent, 'Produce').getByRole('checkbox', { name: /onions/ })).toBeVisible();
  await parent.reload();
  await expect(cream(parent)).toBeChecked();

  // A line naming nothing is refused with the reason; it stays in the box, nothing added.
  await addBox(parent).fill('500 g');
  await addBox(parent).press('Enter');
  await expect(parent.getByText(/names nothing to buy/)).toBeVisible();
  await expect(addBox(parent)).toHaveValue('500 g');
  await expect(parent.getByTestId('added-hint')).toHaveCount(1);
});
