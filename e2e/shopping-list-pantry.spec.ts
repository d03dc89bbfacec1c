import { expect, test, type Page } from '@playwright/test';
import { household, openLive } from './support/household';
import { pantryOf, planRisottoWithPantry } from './support/pantry';

// The shopping list less the pantry, and bought goes to the pantry (product rules:
// pantry-subtraction, bought-to-pantry), on two devices of one family.

test.use({ viewport: { width: 1280, height: 900 } });

/** An item by its amount and name; a pantry hint may follow in its accessible name. */
const item = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${name}( |$)`) });

test('the list buys what is missing; Done Shopping on one device fills the pantry of the other', async ({
  browser,
}) => {
  const h = await household(browser, 'Pantry List');
  await planRisottoWithPantry(h);
  const { familyId, parent, partner } = h;
  await openLive(parent, '/shopping-list');
  await openLive(partner, '/shopping-list');

  await parent.getByRole('button', { name: 'Generate List' }).click();
  await expect(parent.getByText('Shopping list generated').first()).toBeVisible();
  // 750 g planned, 500 g at home: 250 g, with the hint that the rest is at home.
  const rice = item(parent, '250 g rice');
  await expect(rice).toBeVisible();
  await expect(parent.locator('label', { has: rice })).toContainText('rest at home');
  await expect(parent.locator('label', { has: item(parent, '2 eggs') })).toContainText('at home?');
  // Water is a staple: not on the list.
  await expect(parent.getByRole('checkbox', { name: /water/ })).toHaveCount(0);
  // The milk is covered: under "Already at home", collapsed.
  const atHome = parent.getByText('Already at home (1)');
  await expect(atHome).toBeVisible();
  await expect(item(parent, '1 l milk')).toBeHidden();
  await atHome.click();
  await expect(item(parent, '1 l milk')).toBeVisible();

  // The other device shows the list too (the generation's notice).
  await expect(item(partner, '250 g rice')).toBeVisible();

  await rice.click();
  await item(parent, '3 onions').click();
  await expect(item(parent, '3 onions')).toBeChecked();
  const done = parent.getByRole('button', { name: 'Done Shopping' });
  await done.click();
  await expect(parent.getByText('2 items added to the pantry').first()).toBeVisible();
  await expect(done).toBeDisabled();

  // The other device: its pantry has them, and its list shows them in the pantry, live.
  await expect
    .poll(async () =>
      (await pantryOf(partner, familyId))
        .filter((entry) => !entry.isStaple)
        .map((entry) => [entry.name, entry.quantity, entry.unit])
        .sort(),
    )
    .toEqual([
      ['eggs', null, null],
      ['milk', 2, 'l'],
      ['onions', 3, null],
      ['rice', 750, 'g'],
    ]);
  await expect(partner.locator('label', { has: item(partner, '250 g rice') })).toContainText(
    'in the pantry',
  );
  await expect(partner.getByRole('button', { name: 'Done Shopping' })).toBeDisabled();
  // The list's own purchases leave it current.
  await expect(parent.getByText('This list is out of date')).toHaveCount(0);
});
