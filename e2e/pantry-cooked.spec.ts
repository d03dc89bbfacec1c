import { expect, test } from '@playwright/test';
import { familyCookingToday } from './support/cook-mode';
import { pantryItem } from './support/pantry';

/**
 * Cooking uses up the pantry (product rule: cooked-deduction): tonight's planned recipe (for 4,
 * planned for 8) is cooked from cook mode, its last step marks it cooked, and the pantry drops
 * by the planned amounts; Today's Plan shows it cooked, and its Undo puts everything back.
 */
test('cook a planned meal from cook mode: the pantry drops, and Undo puts it back', async ({
  page,
}) => {
  // A family of its own, cook mode, the pantry and the plan twice: a long journey.
  test.setTimeout(90_000);
  const own = await familyCookingToday(page, 'Cooked');
  for (const line of ['12 eggs', '250 g butter', '2 l milk', 'sugar']) {
    const added = await page.request.post(`/api/families/${own.familyId}/pantry`, {
      data: { line },
    });
    expect(added.status(), await added.text()).toBe(201);
  }

  await page.goto('/the-plan');
  const dinner = page.getByRole('region', { name: 'Dinner' });
  await dinner.getByRole('link', { name: `Cook ${own.title}` }).click();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  // Nothing to mark before the last step.
  await expect(page.getByRole('button', { name: 'Mark as cooked' })).toHaveCount(0);
  for (const step of [2, 3, 4]) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Step ${step} of 4`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Mark as cooked' }).click();
  // Twice the recipe: 100 g butter, 2 cups of milk, 4 eggs; sugar of unknown amount stays.
  await expect(
    page.getByText('Taken from the pantry: 100 g butter, 0.47 l milk, 4 eggs', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marked as cooked' })).toBeDisabled();

  await page.goto('/pantry');
  await expect(pantryItem(page, 'eggs')).toContainText('8');
  await expect(pantryItem(page, 'butter')).toContainText('150 g');
  await expect(pantryItem(page, 'milk')).toContainText('1.53 l');
  await expect(pantryItem(page, 'sugar')).toContainText('Have some');

  // Today's Plan knows it is cooked; its toggle undoes it.
  await page.goto('/the-plan');
  const cooked = dinner.getByRole('button', { name: `${own.title} is cooked: undo` });
  await expect(cooked).toHaveAttribute('aria-pressed', 'true');
  await cooked.click();
  await expect(
    page.getByText('Put back in the pantry: 100 g butter, 0.47 l milk, 4 eggs', { exact: true }),
  ).toBeVisible();
  await expect(dinner.getByRole('button', { name: `Mark ${own.title} as cooked` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.goto('/pantry');
  await expect(pantryItem(page, 'eggs')).toContainText('12');
  await expect(pantryItem(page, 'butter')).toContainText('250 g');
  await expect(pantryItem(page, 'milk')).toContainText('2 l');
});
