import { expect, test } from '@playwright/test';
import { household } from './support/household';
import { addLine, pantryItem } from './support/pantry';

// The family pantry (product rule: pantry-page) on two devices of one family: what one adds or
// counts shows on the other without a reload (the 'pantry' live notice).

test.use({ viewport: { width: 1280, height: 900 } });

test('adds lines by aisle on one device; the other sees them and their counts live', async ({
  browser,
}) => {
  const { parent, partner } = await household(browser, 'Pantry');
  await partner.goto('/pantry');
  await expect(partner.getByRole('region', { name: 'Always have' })).toContainText('water');
  await parent.goto('/pantry');

  await addLine(parent, '2 cans chickpeas', 'chickpeas added to the pantry');
  await addLine(parent, '500 g rice', 'rice added to the pantry');
  await addLine(parent, 'eggs', 'eggs added to the pantry');
  // The same thing again adds up.
  await addLine(parent, '250 g rice', 'Added to the rice you have');

  const aisle = parent.getByRole('region', { name: 'Pantry', exact: true });
  await expect(pantryItem(parent, 'chickpeas')).toContainText('2 cans');
  await expect(pantryItem(parent, 'rice')).toContainText('750 g');
  await expect(aisle.getByTestId('pantry-item')).toHaveCount(2);
  await expect(
    parent.getByRole('region', { name: 'Dairy & Eggs' }).getByTestId('pantry-item'),
  ).toHaveText([/eggsHave some/]);

  // The other device, without a reload.
  await expect(pantryItem(partner, 'rice')).toContainText('750 g');
  await expect(pantryItem(partner, 'eggs')).toContainText('Have some');
  await partner.getByRole('button', { name: 'One chickpeas more' }).click();
  await expect(pantryItem(partner, 'chickpeas')).toContainText('3 cans');
  await expect(pantryItem(parent, 'chickpeas')).toContainText('3 cans');

  // Search, then remove on one device: gone on both.
  await parent.getByRole('searchbox', { name: 'Search the pantry' }).fill('RICE');
  await expect(parent.getByTestId('pantry-item')).toHaveCount(1);
  await parent.getByRole('button', { name: 'Options for rice' }).click();
  await parent.getByRole('menuitem', { name: 'Remove' }).click();
  await expect(parent.getByText('rice removed from the pantry').first()).toBeVisible();
  await expect(pantryItem(partner, 'rice')).toHaveCount(0);

  // A bad line is refused with the reason; it stays in the box and nothing is added.
  const box = partner.getByRole('textbox', { name: 'Add to the pantry' });
  await box.fill('500 g');
  await box.press('Enter');
  await expect(partner.getByText(/names no item/).first()).toBeVisible();
  await expect(box).toHaveValue('500 g');
  await expect(partner.getByTestId('pantry-item')).toHaveCount(3);
});
