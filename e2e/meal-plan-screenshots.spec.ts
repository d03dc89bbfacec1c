import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import {
  clearStaging,
  clearWeek,
  dayOfWeek,
  planMeal,
  slot,
  stage,
  sundayOf,
} from './support/meal-plans';
import { familyIdOf, recipeIdOf, VIEWPORTS } from './support/recipes';
import { USERS } from './support/users';

// Screenshots of the meal planner, its dialogs and Today's Plan for people to look at
// (e2e/.artifacts, not committed). The Okafors' week and staging area, set up here and
// cleared afterwards; no other test plans for the Okafors.

async function planTheWeek(page: Page) {
  const familyId = await familyIdOf(page, USERS.okaforMember.family);
  const sunday = sundayOf(0);
  await clearStaging(page, familyId);
  await clearWeek(page, familyId, sunday);
  const id = (title: string) => recipeIdOf(page, familyId, title);
  const today = new Date();
  const meals: Array<[number, string, string, number]> = [
    [0, 'Dinner', 'Party Jollof Rice', 10],
    [1, 'Breakfast', 'Moi Moi', 8],
    [2, 'Lunch', 'Chicken Pepper Soup', 6],
    [3, 'Dinner', 'Egusi Soup', 8],
    [3, 'Dinner', 'Fried Plantains (Dodo)', 4],
    [5, 'Snack', 'Puff-Puff', 10],
  ];
  for (const [day, mealType, title, plannedServings] of meals) {
    const recipeId = await id(title);
    await planMeal(page, {
      familyId,
      date: dayOfWeek(sunday, day),
      mealType,
      plannedServings,
      recipeId,
    });
  }
  await planMeal(page, {
    familyId,
    date: dayOfWeek(sunday, 6),
    mealType: 'Dinner',
    plannedServings: 4,
    isPlaceholder: true,
    placeholderData: { title: 'Pizza night', subtitle: 'Placeholder Recipe' },
  });
  await planMeal(page, {
    familyId,
    date: today,
    mealType: 'Breakfast',
    plannedServings: 8,
    recipeId: await id('Fluffy Buttermilk Pancakes'),
  });
  await planMeal(page, {
    familyId,
    date: today,
    mealType: 'Dessert',
    plannedServings: 1,
    isPlaceholder: true,
    placeholderData: { title: 'Ice cream sundaes', subtitle: 'Placeholder Recipe' },
  });
  await stage(page, { familyId, recipeId: await id('Suya Beef Skewers'), batchCount: 2 });
  await stage(page, { familyId, recipeId: await id('Chapman') });
  await stage(page, { familyId, isPlaceholder: true, placeholderData: { title: 'Leftovers' } });
  return { familyId, sunday };
}

/** Waits until the pictures on screen have arrived. */
async function imagesLoaded(page: Page, scope = 'body') {
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(`${selector} img`)]
        .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
        .every((img) => (img as HTMLImageElement).complete),
    scope,
  );
}

for (const viewport of VIEWPORTS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`meal planning screenshots ${viewport.name} ${scheme}`, async ({ page }) => {
      const shot = (name: string, fullPage = false) =>
        page.screenshot({
          path: `e2e/.artifacts/${name}-${viewport.name}-${scheme}.png`,
          fullPage,
        });
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signInAs(page, USERS.okaforMember.email, '/settings');
      const { familyId, sunday } = await planTheWeek(page);
      try {
        await page.goto('/meal-plan');
        await expect(slot(page, 'Dinner', sunday)).toContainText('Party Jollof Rice');
        await expect(page.getByRole('list', { name: 'Staged recipes' })).toContainText('Leftovers');
        await imagesLoaded(page, 'main');
        await shot('meal-plan', viewport.name === 'wide');
        if (viewport.name === 'narrow') {
          await slot(page, 'Dinner', dayOfWeek(sunday, 3)).scrollIntoViewIfNeeded();
          await shot('meal-plan-week');
        }

        await slot(page, 'Dinner', dayOfWeek(sunday, 3))
          .getByRole('button', { name: /^Egusi Soup/ })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Egusi Soup' });
        await expect(dialog.getByRole('region', { name: 'Planned meal' })).toBeVisible();
        await imagesLoaded(page, '[role=dialog]');
        await shot('meal-dialog');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();

        await slot(page, 'Lunch', dayOfWeek(sunday, 4))
          .getByRole('button', { name: /^Add a meal/ })
          .click();
        const add = page.getByRole('dialog', { name: 'Add Recipe to Meal Plan' });
        await add.getByRole('searchbox', { name: 'Search recipes' }).fill('soup');
        await expect(add.getByRole('radio', { name: 'Chapman' })).toHaveCount(0);
        await add.getByRole('radio', { name: 'Chicken Pepper Soup' }).check();
        await imagesLoaded(page, '[role=dialog]');
        await shot('add-meal-dialog');
        await add.getByRole('button', { name: 'Cancel' }).click();

        await page.goto('/the-plan');
        await expect(page.getByRole('region', { name: 'Dessert' })).toContainText(
          'Ice cream sundaes',
        );
        await imagesLoaded(page, 'main');
        await shot('today-plan', viewport.name === 'wide');
      } finally {
        await clearWeek(page, familyId, sunday);
        await clearStaging(page, familyId);
      }
    });
  }
}
