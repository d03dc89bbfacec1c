import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { countFetches, fetchesSettled } from './support/settled';
import { VIEWPORTS } from './support/recipes';
import {
  clearWeek,
  okaforsId,
  planRecipe,
  selectorWeek,
  weeklyList,
} from './support/shopping-list';
import { USERS } from './support/users';

// Screenshots of the shopping list for people to look at (e2e/.artifacts, not committed).
// The Okafors' third selector week belongs to these screenshots.
const WEEK = selectorWeek(2);

/** A generated list with two items ticked, made once and reused by the later screenshots. */
async function ensureList(page: Page) {
  const familyId = await okaforsId(page);
  if ((await weeklyList(page, familyId, WEEK)).shoppingList) return;
  await clearWeek(page, familyId, WEEK);
  await planRecipe(page, familyId, WEEK, { title: 'Egusi Soup', dayIndex: 0 });
  await planRecipe(page, familyId, WEEK, {
    title: 'Party Jollof Rice',
    dayIndex: 2,
    mealType: 'Lunch',
    plannedServings: 10,
  });
  await planRecipe(page, familyId, WEEK, { title: 'Puff-Puff', dayIndex: 4, mealType: 'Snack' });
  // 7 servings of a 6-serving recipe: amounts rounded up to what a shop sells
  // (product rule: shopping-amounts).
  await planRecipe(page, familyId, WEEK, {
    title: 'Chicken Pepper Soup',
    dayIndex: 5,
    plannedServings: 7,
  });
  const res = await page.request.post('/api/shopping-lists', {
    data: {
      shoppingList: { familyId, weekStartDate: WEEK.weekStartDate, weekEndDate: WEEK.weekEndDate },
      generateFromMealPlans: true,
      forceRegenerate: false,
      items: [],
    },
  });
  expect(res.status()).toBe(201);
  const { items } = (await weeklyList(page, familyId, WEEK)).shoppingList!;
  for (const item of items.slice(1, 3)) {
    const tick = await page.request.patch(`/api/shopping-list-items/${item.id}`, {
      data: { checked: true },
    });
    expect(tick.ok()).toBe(true);
  }
}

for (const viewport of VIEWPORTS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`shopping list screenshots ${viewport.name} ${scheme}`, async ({ page }) => {
      const shot = (name: string) =>
        `e2e/.artifacts/shopping-list${name}-${viewport.name}-${scheme}.png`;
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await countFetches(page);
      await signInAs(page, USERS.okaforMember.email, '/shopping-list');
      await ensureList(page);

      await page.goto(`/shopping-list?week=${WEEK.weekStartDate}`);
      await expect(page.getByText(/items total/)).toBeVisible();
      await page.screenshot({ path: shot(''), fullPage: true });

      await page.getByRole('tab', { name: 'Full List' }).click();
      await expect(page.getByRole('list', { name: 'All items' })).toBeVisible();
      await page.screenshot({ path: shot('-full'), fullPage: true });

      await page.getByRole('button', { name: 'Regenerate List' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await page.screenshot({ path: shot('-regenerate') });
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('tab', { name: 'By Category' }).click();
      await page.emulateMedia({ media: 'print', colorScheme: scheme });
      await page.screenshot({ path: shot('-print'), fullPage: true });
      await page.emulateMedia({ media: 'screen', colorScheme: scheme });

      // The empty weeks: no meal plans, and planned meals without a list.
      await page.goto(`/shopping-list?week=${selectorWeek(1).weekStartDate}`);
      await expect(page.getByRole('combobox', { name: 'Week' })).toBeVisible();
      await fetchesSettled(page);
      await page.screenshot({ path: shot('-empty'), fullPage: true });
    });
  }
}
