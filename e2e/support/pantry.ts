import { expect, type Page } from '@playwright/test';
import type { PantryItem } from '../../src/shared/pantry/pantry.schemas';
import { planDinner, type Household } from './household';

/**
 * The pantry journeys' own data and page helpers. Their family comes from `household`, so
 * no other spec's pantry or list is touched.
 */

/**
 * A risotto planned for dinner this Wednesday and part of what it needs at home: half the
 * rice, more milk than needed, eggs of unknown amount. Nothing is generated yet.
 */
export async function planRisottoWithPantry(h: Household) {
  // One-line ingredients, read like older recipes and pastes: amount, unit and name.
  await planDinner(h, 'Risotto', [
    { text: '750 g rice', quantity: null, unitId: null },
    { text: '1 l milk', quantity: null, unitId: null },
    { text: 'onions', quantity: '3', unitId: null },
    { text: 'eggs', quantity: '2', unitId: null },
    { text: 'water', quantity: '1', unitId: null },
  ]);
  for (const line of ['500 g rice', '2 l milk', 'eggs']) {
    const res = await h.parent.request.post(`/api/families/${h.familyId}/pantry`, {
      data: { line },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/** The family's pantry as another device reads it. */
export async function pantryOf(page: Page, familyId: number) {
  const res = await page.request.get(`/api/families/${familyId}/pantry`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as PantryItem[];
}

/** Adds a line through the page's box and waits for the toast that says it went in. */
export async function addLine(page: Page, line: string, toast: string | RegExp) {
  const box = page.getByRole('textbox', { name: 'Add to the pantry' });
  await box.fill(line);
  await box.press('Enter');
  await expect(page.getByText(toast).first()).toBeVisible();
  await expect(box).toHaveValue('');
}

/** One row of the pantry page, found by the item's exact name. */
export const pantryItem = (page: Page, name: string) =>
  page.getByTestId('pantry-item').filter({ has: page.getByText(name, { exact: true }) });
