import { expect, type Locator, type Page } from '@playwright/test';
import { addDays, addWeeks, format } from 'date-fns';
import { toDayString, toNoonDateTime } from '../../src/shared/meal-plans/calendar-day';
import { weekStartOf } from '../../src/shared/meal-plans/week';

/**
 * Helpers for the meal planning journeys: put a family's staging area and weeks into a known
 * state through the API (page.request shares the page's session), and find calendar slots
 * and staged cards the way people and screen readers do.
 */

/** The Sunday `offset` weeks from this week's. */
export function sundayOf(offset: number) {
  return addWeeks(weekStartOf(new Date()), offset);
}

/** The day `index` (0 = Sunday) of the week starting `sunday`. */
export const dayOfWeek = (sunday: Date, index: number) => addDays(sunday, index);

export async function clearStaging(page: Page, familyId: number) {
  const res = await page.request.delete(`/api/families/${familyId}/staged-recipes`);
  expect(res.ok(), `clear staging answered ${res.status()}`).toBe(true);
}

export async function clearWeek(page: Page, familyId: number, sunday: Date) {
  const res = await page.request.delete(`/api/families/${familyId}/meal-plans`, {
    params: { startDate: toDayString(sunday), endDate: toDayString(addDays(sunday, 6)) },
  });
  expect(res.ok(), `clear week answered ${res.status()}`).toBe(true);
}

export async function stage(
  page: Page,
  data: { familyId: number; batchCount?: number } & (
    | { recipeId: number }
    | { isPlaceholder: true; placeholderData: { title: string; servings?: number } }
  ),
) {
  const res = await page.request.post('/api/staged-recipes', { data });
  expect(res.status(), await res.text()).toBe(201);
}

export async function planMeal(
  page: Page,
  data: { familyId: number; date: Date; mealType: string; plannedServings: number } & (
    | { recipeId: number }
    | { isPlaceholder: true; placeholderData: { title: string; subtitle?: string } }
  ),
) {
  const res = await page.request.post('/api/meal-plans', {
    data: { ...data, date: toNoonDateTime(toDayString(data.date)) },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The calendar slot 'Dinner on Tuesday, March 11'. */
export function slot(page: Page, mealType: string, date: Date) {
  return page.getByRole('group', { name: `${mealType} on ${format(date, 'EEEE, MMMM d')}` });
}

export function stagedCard(page: Page, title: string) {
  return page.getByRole('list', { name: 'Staged recipes' }).getByRole('listitem', { name: title });
}

/** dnd-kit's live region: what a screen reader hears while dragging. */
export function dragAnnouncement(page: Page) {
  return page.locator('[id^="DndLiveRegion"]');
}

/**
 * Drags with the mouse the way a person does: press, move in small steps (dnd-kit starts a
 * drag after 6 px), let go over the target. `dragStarts: false` tries to drag something that
 * may not be dragged (a meal still being saved).
 */
export async function mouseDrag(
  page: Page,
  source: Locator,
  target: Locator,
  { dragStarts = true }: { dragStarts?: boolean } = {},
) {
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  if (!from) throw new Error('drag source is not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  const to = await target.boundingBox();
  const targetName = await target.getAttribute('aria-label');
  if (!to || !targetName) throw new Error('drop target is not visible');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  // Let go only once dnd-kit has seen the target under the pointer (late renders under load).
  if (dragStarts) await expect(dragAnnouncement(page)).toContainText(`is over ${targetName}.`);
  await page.mouse.up();
}

/**
 * Drags with a finger: touch, hold until dnd-kit's press-and-hold (250 ms) has started the drag,
 * slide, and lift only once the target is under the finger. Both waits are gates on what a
 * screen reader hears, not sleeps: on a loaded machine the page's timers run late. Sent as
 * real touch events through the DevTools protocol (Playwright has only taps).
 */
export async function touchDrag(page: Page, source: Locator, target: Locator) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  const targetName = await target.getAttribute('aria-label');
  if (!from || !to || !targetName) throw new Error('drag source or target is not visible');
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  const [x0, y0] = [from.x + from.width / 2, from.y + from.height / 2];
  const [x1, y1] = [to.x + to.width / 2, to.y + to.height / 2];
  await touch('touchStart', x0, y0);
  await expect(dragAnnouncement(page)).toContainText('Picked up');
  for (let i = 1; i <= 12; i++) {
    await touch('touchMove', x0 + ((x1 - x0) * i) / 12, y0 + ((y1 - y0) * i) / 12);
  }
  await expect(dragAnnouncement(page)).toContainText(`is over ${targetName}.`);
  await touch('touchEnd', x1, y1);
  await cdp.detach();
}
