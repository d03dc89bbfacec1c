import { expect, type Browser, type Page } from '@playwright/test';
import { toDayString, toNoonDateTime } from '../../src/shared/meal-plans/calendar-day';
import type { PantryItem } from '../../src/shared/pantry/pantry.schemas';
import { createFamilyWithAdmin, signInById, uniqueName } from './admin-setup';
import { dayOfWeek, sundayOf } from './meal-plans';

/**
 * A family of its own (admin API, so no other spec's data is touched) with two members, each
 * signed in in a browser context of their own (two devices), a dinner planned this Wednesday
 * and what is at home in its pantry. Nothing is generated yet.
 */
export async function pantryHousehold(browser: Browser, label: string) {
  const admin = await (await browser.newContext()).newPage();
  const own = await createFamilyWithAdmin(admin, label);
  const partnerName = uniqueName(`${label} Partner`);
  const partnerRes = await admin.request.post('/api/admin/users', {
    data: {
      name: partnerName,
      email: `${partnerName.replace(/\W+/g, '.').toLowerCase()}@example.com`,
      familyId: own.familyId,
      isAdmin: false,
    },
  });
  expect(partnerRes.status(), await partnerRes.text()).toBe(201);
  const partnerId = ((await partnerRes.json()) as { id: number }).id;
  const category = await admin.request.post(`/api/cookbooks/${own.defaultCookbookId}/categories`, {
    data: { name: 'Mains' },
  });
  const recipe = await admin.request.post('/api/recipes', {
    data: {
      recipe: {
        title: `${label} Risotto`,
        subtitle: null,
        cookbookId: own.defaultCookbookId,
        categoryId: ((await category.json()) as { id: number }).id,
        servings: 4,
        imageUrl: null,
      },
      // One-line ingredients, read like older recipes and pastes: amount, unit and name.
      ingredients: [
        { text: '750 g rice', quantity: null, unitId: null },
        { text: '1 l milk', quantity: null, unitId: null },
        { text: 'onions', quantity: '3', unitId: null },
        { text: 'eggs', quantity: '2', unitId: null },
        { text: 'water', quantity: '1', unitId: null },
      ],
      directions: [{ text: 'Stir.', stepNumber: 1 }],
    },
  });
  expect(recipe.status(), await recipe.text()).toBe(201);
  const recipeId = ((await recipe.json()) as { id: number }).id;
  await admin.context().close();

  const parent = await (await browser.newContext()).newPage();
  await signInById(parent, own.userId);
  const partner = await (await browser.newContext()).newPage();
  await signInById(partner, partnerId);
  const plan = await parent.request.post('/api/meal-plans', {
    data: {
      familyId: own.familyId,
      recipeId,
      date: toNoonDateTime(toDayString(dayOfWeek(sundayOf(0), 3))),
      mealType: 'Dinner',
      plannedServings: 4,
    },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  // At home: half the rice, more milk than needed, eggs of unknown amount.
  for (const line of ['500 g rice', '2 l milk', 'eggs']) {
    const res = await parent.request.post(`/api/families/${own.familyId}/pantry`, {
      data: { line },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return { familyId: own.familyId, parent, partner };
}

/** The family's pantry as another device reads it. */
export async function pantryOf(page: Page, familyId: number) {
  const res = await page.request.get(`/api/families/${familyId}/pantry`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as PantryItem[];
}

/** Opens the page and waits until its live connection said hello. */
export async function openLive(page: Page, path: string) {
  const hello = page.waitForResponse((res) => res.url().includes('/api/events'));
  await page.goto(path);
  expect((await hello).status()).toBe(200);
}
