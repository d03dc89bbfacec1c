import { expect, test, type Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { toDayString, toNoonDateTime } from '../src/shared/meal-plans/calendar-day';
import { signInAs } from './support/auth';
import { expectToast, familyIdOf } from './support/recipes';
import { USERS } from './support/users';

// Today's Plan on a phone, for the Parkers: today's Dessert (nothing else plans desserts) and
// a day 61 days back that only this file uses. The meal planner's tests use weeks ahead.
test.use({ viewport: { width: 390, height: 844 } });

/** Takes away what an earlier, interrupted run left: meals titled `title` on `day`. */
async function removeLeftovers(page: Page, familyId: number, day: string, title: string) {
  const res = await page.request.get(`/api/families/${familyId}/meal-plans`, {
    params: { startDate: day, endDate: day },
  });
  const entries = (await res.json()) as Array<{
    id: number;
    placeholderData: { title: string } | null;
  }>;
  for (const entry of entries.filter((e) => e.placeholderData?.title === title)) {
    expect((await page.request.delete(`/api/meal-plans/${entry.id}`)).status()).toBe(204);
  }
}

async function clearDay(page: Page, familyId: number, day: string) {
  const res = await page.request.delete(`/api/families/${familyId}/meal-plans`, {
    params: { startDate: day, endDate: day },
  });
  expect(res.ok()).toBe(true);
}

test('steps through days and back to today', async ({ page }) => {
  await signInAs(page, USERS.parkerMember.email, '/the-plan');
  const today = new Date();
  const heading = (date: Date) => page.getByRole('heading', { name: format(date, 'EEEE, MMMM d') });
  await expect(heading(today)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toBeDisabled();
  for (const meal of ['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Dessert']) {
    await expect(page.getByRole('region', { name: meal })).toBeVisible();
    await expect(page.getByRole('button', { name: `Add ${meal}` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(heading(addDays(today, 1))).toBeVisible();
  await expect(page.getByText('Tomorrow')).toBeVisible();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(heading(addDays(today, -1))).toBeVisible();
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(heading(today)).toBeVisible();
  await expect(page).toHaveURL(/\/the-plan$/);
});

test('adds a placeholder to Dessert, steps its batch and removes it from the schedule', async ({
  page,
}) => {
  await signInAs(page, USERS.parkerMember.email);
  const familyId = await familyIdOf(page, USERS.parkerMember.family);
  const day = toDayString(new Date());
  await removeLeftovers(page, familyId, day, 'Pizza night');
  await page.goto('/the-plan');

  const dessert = page.getByRole('region', { name: 'Dessert' });
  await expect(dessert).not.toContainText('Pizza night');
  await dessert.getByRole('button', { name: 'Add Dessert' }).click();
  const add = page.getByRole('dialog', { name: 'Add Recipe to Meal Plan' });
  await expect(add).toContainText('Dessert on');

  // Nothing chosen yet: the spec's message, nothing sent.
  await add.getByRole('button', { name: 'Add to Meal Plan' }).click();
  await expect(add.getByRole('alert')).toHaveText('Please select a recipe');
  // The placeholder option appears only once there is search text.
  await expect(add.getByRole('radio', { name: /as a placeholder/ })).toHaveCount(0);
  await add.getByRole('searchbox', { name: 'Search recipes' }).fill('Pizza night');
  // The search settles (300 ms debounce) before the click: the list shrinking to no recipes
  // re-centres the dialog, and a click aimed before that lands beside the option.
  await expect(add.getByText('No recipes found.')).toBeVisible();
  await add.getByRole('radio', { name: 'Add "Pizza night" as a placeholder' }).check();
  const created = page.waitForResponse(
    (res) => res.url().endsWith('/api/meal-plans') && res.request().method() === 'POST',
  );
  await add.getByRole('button', { name: 'Add to Meal Plan' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    familyId,
    isPlaceholder: true,
    placeholderData: { title: 'Pizza night', subtitle: 'Placeholder Recipe', servings: 1 },
    date: toNoonDateTime(day),
    mealType: 'Dessert',
    plannedServings: 1,
  });
  await expect(add).toBeHidden();
  const item = dessert.getByRole('button', { name: /Pizza night/ });
  await expect(item).toContainText('1 serving');

  // Its dialog: a batch stepper that re-plans the servings, and Remove from Schedule.
  await item.click();
  const dialog = page.getByRole('dialog', { name: 'Pizza night' });
  await expect(dialog).toContainText('Placeholder Recipe');
  await dialog.getByRole('button', { name: 'Increase batches' }).click();
  await expect(dialog.getByRole('status', { name: 'Batch count' })).toHaveText('2x');
  await expectToast(page, 'Servings updated', 'The number of servings has been updated');
  await expect(dialog).toContainText('2 servings planned');

  await dialog.getByRole('button', { name: 'Remove from Schedule' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Removed from schedule', 'Recipe has been removed from your meal plan');
  await expect(dessert).not.toContainText('Pizza night');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Dessert' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dessert' })).not.toContainText('Pizza night');
});

test('a recipe on Today shows Remove from Schedule but no add, hide or delete', async ({
  page,
}) => {
  // Sarah is a family admin (Hide Recipe elsewhere); Jordan would see Delete elsewhere.
  await signInAs(page, 'sarah@example.com');
  const familyId = await familyIdOf(page, USERS.parkerMember.family);
  const day = toDayString(addDays(new Date(), -61));
  await clearDay(page, familyId, day);
  await page.goto(`/the-plan?day=${day}`);

  const breakfast = page.getByRole('region', { name: 'Breakfast' });
  await breakfast.getByRole('button', { name: 'Add Breakfast' }).click();
  const add = page.getByRole('dialog', { name: 'Add Recipe to Meal Plan' });
  await add.getByRole('searchbox', { name: 'Search recipes' }).fill('overnight');
  await add.getByRole('radio', { name: 'Overnight Oats' }).check();
  await add.getByRole('button', { name: 'Increase batches' }).click();
  await add.getByRole('button', { name: 'Add to Meal Plan' }).click();
  // Overnight Oats serve 2: two batches are 4 servings.
  const item = breakfast.getByRole('button', { name: /^Overnight Oats/ });
  await expect(item).toContainText('4 servings');

  await item.click();
  const dialog = page.getByRole('dialog', { name: 'Overnight Oats' });
  await expect(dialog.getByRole('status', { name: 'Batch count' })).toHaveText('2x');
  await expect(dialog.getByRole('button', { name: 'Remove from Schedule' })).toBeVisible();
  for (const name of ['Add to Meal Plan', 'Hide Recipe', 'Delete Recipe']) {
    await expect(dialog.getByRole('button', { name })).toHaveCount(0);
  }
  const patched = page.waitForResponse((res) => res.request().method() === 'PATCH');
  await dialog.getByRole('button', { name: 'Increase batches' }).click();
  expect((await patched).request().postDataJSON()).toEqual({ plannedServings: 6 });
  await dialog.getByRole('button', { name: 'Remove from Schedule' }).click();
  await expectToast(page, 'Removed from schedule', 'Recipe has been removed from your meal plan');
  await expect(breakfast).toContainText('Nothing planned.');
});
