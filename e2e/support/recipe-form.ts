import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { addDays } from 'date-fns';
import sharp from 'sharp';
import { toDayString } from '../../src/shared/meal-plans/calendar-day';
import { sundayOf } from './meal-plans';
import { familyRecipes } from './recipes';

/**
 * Helpers for the recipe form journeys: the family and week they own, a photo made at test
 * time, a paste of several lines, and putting things back.
 */

/** The Parkers' ninth week from now: the meal planner's tests use weeks 1 to 6. */
export const FORM_WEEK_OFFSET = 8;
export const formWeek = () => {
  const start = sundayOf(FORM_WEEK_OFFSET);
  return {
    start,
    weekStartDate: toDayString(start),
    weekEndDate: toDayString(addDays(start, 6)),
  };
};

/** A real JPEG (a warm gradient with a plate), written to a temporary file. */
export async function makeJpeg(name = 'pie.jpg'): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'recipe-form-')), name);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f4d03f"/><stop offset="1" stop-color="#c0392b"/>
    </linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/>
    <circle cx="600" cy="400" r="260" fill="#fdfefe"/>
    <circle cx="600" cy="400" r="200" fill="#d35400"/>
  </svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
  return file;
}

/**
 * Pastes `text` into a field the way a browser does: a paste event carrying the clipboard's
 * plain text (headless Chromium has no clipboard to paste from).
 */
export async function pasteInto(field: Locator, text: string) {
  await field.focus();
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Deletes the family's recipes with these titles (left by an interrupted run). */
export async function deleteRecipesTitled(page: Page, familyId: number, titles: string[]) {
  for (const recipe of await familyRecipes(page, familyId)) {
    if (!titles.includes(recipe.title)) continue;
    const res = await page.request.delete(`/api/recipes/${recipe.id}`);
    expect(res.status(), `delete recipe ${recipe.id}`).toBe(204);
  }
}

/** Removes every meal plan of the form's week. */
export async function clearFormWeek(page: Page, familyId: number) {
  const week = formWeek();
  const res = await page.request.delete(`/api/families/${familyId}/meal-plans`, {
    params: { startDate: week.weekStartDate, endDate: week.weekEndDate },
  });
  expect(res.ok(), `clear week answered ${res.status()}`).toBe(true);
}

/** Picks `option` in the Radix select named `name`. */
export async function choose(page: Page, name: string, option: string) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
