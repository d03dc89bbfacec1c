import { expect, test } from '@playwright/test';
import { cookingFamily } from './support/cook-from-pantry';

// "What can we cook?" (product rule: cook-from-pantry): the family's recipes ranked by what its
// pantry covers, reached from the pantry page, with its filters.

test.use({ viewport: { width: 1280, height: 900 } });

test('ranks a fully covered recipe first, names what others miss, and filters', async ({
  page,
}) => {
  const family = await cookingFamily(page, 'Cookable');
  await page.goto('/pantry');
  await page.getByRole('link', { name: 'What can we cook?' }).click();
  await expect(page).toHaveURL(/\/pantry\/cook$/);
  await expect(page.getByRole('heading', { level: 1, name: 'What can we cook?' })).toBeVisible();

  const cards = page.getByTestId('cookable-recipe');
  // Every recipe the pantry covers whole comes before the rest; ours is one of them.
  const first = cards.first();
  await expect(first).toContainText('You have everything');
  const pasta = cards.filter({ hasText: family.title('Lemon pasta') });
  await expect(pasta).toContainText('3 of 3 at home');
  await expect(pasta).toContainText('You have everything');
  const soup = cards.filter({ hasText: family.title('Creamy soup') });
  await expect(soup).toContainText('2 of 4 at home');
  await expect(soup).toContainText('missing: 2 (cream, parsley)');
  await expect(
    soup.getByRole('button', { name: /Add what .* is missing to this week's list/ }),
  ).toBeVisible();

  // Favourites only: the soup, the member's one favourite.
  await page.getByRole('switch', { name: 'Favourites only' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(family.title('Creamy soup'));

  // Breakfast and favourites: nothing; then breakfast alone has the pancakes, not the pasta.
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Breakfast' }).click();
  await expect(page.getByText('No recipes match these filters')).toBeVisible();
  await page.getByRole('switch', { name: 'Favourites only' }).click();
  await expect(cards.filter({ hasText: family.title('Pancakes') })).toContainText(
    'missing: 3 (flour, milk, eggs)',
  );
  await expect(cards.filter({ hasText: family.title('Lemon pasta') })).toHaveCount(0);

  // A card opens its recipe.
  await page.getByRole('button', { name: family.title('Pancakes'), exact: true }).click();
  await expect(page).toHaveURL(/\/pantry\/cook\?recipe=\d+$/);
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: family.title('Pancakes') }),
  ).toBeVisible();
});
