import { expect, type Page } from '@playwright/test';
import { addRecipe, createFamilyWithAdmin, signInById } from './admin-setup';
import { expectToast, recipeIdOf } from './recipes';

/**
 * Helpers for the private calendar address journeys (product rule: calendar-feed), on the profile
 * page: each test makes its own family and family admin (admin API), so no other spec's feeds or
 * meals are touched. The browser runs in TIME_ZONE (each spec's
 * `test.use({ timezoneId: TIME_ZONE })`): a new address takes the browser's zone.
 */

export const TIME_ZONE = 'Europe/Berlin';

/** The day after tomorrow in TIME_ZONE, as 'YYYY-MM-DD': inside the feed's 16 weeks. */
export function plannedDay() {
  const day = new Date(Date.now() + 2 * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(day);
}

/** A family of its own with a recipe planned for dinner; the page signed in as its admin. */
export async function familyWithDinner(page: Page, label: string) {
  const own = await createFamilyWithAdmin(page, label);
  const title = `${label} Lentil Soup`;
  await addRecipe(page, own.defaultCookbookId!, title);
  await signInById(page, own.userId);
  const recipeId = await recipeIdOf(page, own.familyId, title);
  const day = plannedDay();
  const planned = await page.request.post('/api/meal-plans', {
    data: {
      familyId: own.familyId,
      date: `${day}T12:00:00`,
      mealType: 'Dinner',
      plannedServings: 3,
      recipeId,
    },
  });
  expect(planned.status(), await planned.text()).toBe(201);
  return { ...own, title, recipeId, day };
}

export function calendarSection(page: Page) {
  return page.getByRole('region', { name: 'Calendar' });
}

/** Creates the address; returns it as shown (once) in the section. */
export async function createAddress(page: Page) {
  const section = calendarSection(page);
  await section.getByRole('button', { name: 'Create calendar address' }).click();
  await expectToast(page, 'Calendar address created');
  const address = section.getByRole('textbox', { name: 'Your calendar address' });
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  return address.inputValue();
}
