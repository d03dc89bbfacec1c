import { expect, type Page } from '@playwright/test';
import { addDays, addWeeks } from 'date-fns';
import { toDayString, toNoonDateTime } from '../../src/shared/meal-plans/calendar-day';
import { weekEndOf, weekStartOf } from '../../src/shared/meal-plans/week';
import type { WeeklyShoppingList } from '../../src/shared/shopping/shopping-lists.schemas';
import { familyIdOf, recipeIdOf } from './recipes';

/**
 * Helpers for the shopping list journeys: weeks of the page's selector, and meal plans made
 * and removed through the API (`page.request` shares the page's session cookie).
 */

export interface TestWeek {
  /** 0 is this week; the selector offers 0 to 4. */
  index: number;
  start: Date;
  weekStartDate: string;
  weekEndDate: string;
}

/** The selector's week `index` (the browser and the test runner share the machine's zone). */
export function selectorWeek(index: number): TestWeek {
  const start = addWeeks(weekStartOf(new Date()), index);
  return {
    index,
    start,
    weekStartDate: toDayString(start),
    weekEndDate: toDayString(weekEndOf(start)),
  };
}

/** Removes every meal plan of the week, so a test starts from an empty week it owns. */
export async function clearWeek(page: Page, familyId: number, week: TestWeek) {
  const res = await page.request.delete(`/api/families/${familyId}/meal-plans`, {
    params: { startDate: week.weekStartDate, endDate: week.weekEndDate },
  });
  expect(res.ok(), `clear week answered ${res.status()}`).toBe(true);
}

/** Plans `title` on day `dayIndex` (0 = Sunday) of the week; answers the meal plan id. */
export async function planRecipe(
  page: Page,
  familyId: number,
  week: TestWeek,
  { title, dayIndex, mealType = 'Dinner', plannedServings = 4 }: PlanOptions,
): Promise<number> {
  const recipeId = await recipeIdOf(page, familyId, title);
  const res = await page.request.post('/api/meal-plans', {
    data: {
      familyId,
      recipeId,
      date: toNoonDateTime(toDayString(addDays(week.start, dayIndex))),
      mealType,
      plannedServings,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

interface PlanOptions {
  title: string;
  dayIndex: number;
  mealType?: 'Breakfast' | 'Lunch' | 'Dinner' | 'Snack';
  plannedServings?: number;
}

export async function weeklyList(page: Page, familyId: number, week: TestWeek) {
  const res = await page.request.get(`/api/families/${familyId}/weekly-shopping-list`, {
    params: { weekStartDate: week.weekStartDate },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as WeeklyShoppingList;
}

export async function okaforsId(page: Page) {
  return familyIdOf(page, 'The Okafors');
}

/** Picks the week in the page's selector by its position. */
export async function pickWeek(page: Page, index: number) {
  await page.getByRole('combobox', { name: 'Week' }).click();
  await page.getByRole('option').nth(index).click();
}

/** The footer's '{n} items total • {m} checked'. */
export function footerText(total: number, checked: number) {
  return `${total} items total \u2022 ${checked} checked`;
}
