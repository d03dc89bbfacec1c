import { expect, test, type Browser, type Page } from '@playwright/test';
import { toDayString, toNoonDateTime } from '../src/shared/meal-plans/calendar-day';
import type { WeeklyShoppingList } from '../src/shared/shopping/shopping-lists.schemas';
import { createFamilyWithAdmin, signInById, uniqueName } from './support/admin-setup';
import { dayOfWeek, slot, sundayOf } from './support/meal-plans';

// Live sync (product rule: live-sync): two members of one family, each in a browser context of
// their own (two devices). The family is made for this spec (admin API), so no other spec's data is
// touched.

test.use({ viewport: { width: 1280, height: 900 } });

const TITLE = 'Live Vegetable Soup';

interface Household {
  familyId: number;
  parent: { id: number; page: Page };
  partner: { id: number; name: string; page: Page };
  admin: Page;
  planId: number;
  cookbookId: number;
}

/** A family with a dinner planned this Wednesday and its list generated; two signed-in devices. */
async function household(browser: Browser): Promise<Household> {
  const admin = await (await browser.newContext()).newPage();
  const own = await createFamilyWithAdmin(admin, 'Live');
  const partnerName = uniqueName('Live Partner');
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
    data: { name: 'Soups' },
  });
  const recipe = await admin.request.post('/api/recipes', {
    data: {
      recipe: {
        title: TITLE,
        subtitle: null,
        cookbookId: own.defaultCookbookId,
        categoryId: ((await category.json()) as { id: number }).id,
        servings: 4,
        imageUrl: null,
      },
      ingredients: [
        { text: 'onions, chopped', quantity: '2', unitId: null },
        { text: 'carrots', quantity: '3', unitId: null },
        { text: 'potatoes', quantity: '4', unitId: null },
      ],
      directions: [{ text: 'Simmer.', stepNumber: 1 }],
    },
  });
  expect(recipe.status(), await recipe.text()).toBe(201);
  const recipeId = ((await recipe.json()) as { id: number }).id;

  const parent = await (await browser.newContext()).newPage();
  await signInById(parent, own.userId);
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
  const week = toDayString(sundayOf(0));
  const generated = await parent.request.post('/api/shopping-lists', {
    data: {
      shoppingList: {
        familyId: own.familyId,
        weekStartDate: week,
        weekEndDate: toDayString(dayOfWeek(sundayOf(0), 6)),
      },
      generateFromMealPlans: true,
      forceRegenerate: true,
    },
  });
  expect(generated.ok(), await generated.text()).toBe(true);
  const partner = await (await browser.newContext()).newPage();
  await signInById(partner, partnerId);
  return {
    familyId: own.familyId,
    parent: { id: own.userId, page: parent },
    partner: { id: partnerId, name: partnerName, page: partner },
    admin,
    planId: ((await plan.json()) as { id: number }).id,
    cookbookId: own.defaultCookbookId!,
  };
}

/** Opens the page and waits until its live connection said hello (the indicator is quiet). */
async function openLive(page: Page, path: string) {
  const hello = page.waitForResponse((res) => res.url().includes('/api/events'));
  await page.goto(path);
  expect((await hello).status()).toBe(200);
}

const item = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

test('a tick on one device shows on the other within a second, highlighted, without a reload', async ({
  browser,
}) => {
  const h = await household(browser);
  await openLive(h.parent.page, '/shopping-list');
  await openLive(h.partner.page, '/shopping-list');
  await expect(item(h.partner.page, '2 onions, chopped')).not.toBeChecked();

  await item(h.parent.page, '2 onions, chopped').click();
  await expect(item(h.parent.page, '2 onions, chopped')).toBeChecked();
  await expect(item(h.partner.page, '2 onions, chopped')).toBeChecked({ timeout: 1000 });
  const row = h.partner.page.locator('li', { has: item(h.partner.page, '2 onions, chopped') });
  await expect(row).toHaveAttribute('data-recently-changed', 'true');

  // And back: the partner unticks it; the parent sees it, with no reload on either side.
  await item(h.partner.page, '2 onions, chopped').click();
  await expect(item(h.parent.page, '2 onions, chopped')).not.toBeChecked({ timeout: 1000 });
  await h.parent.page.screenshot({ path: 'e2e/.artifacts/live-sync-ticked-wide-light.png' });
});

test('a meal moved on one device moves on the other', async ({ browser }) => {
  const h = await household(browser);
  const sunday = sundayOf(0);
  const path = `/meal-plan?week=${toDayString(sunday)}`;
  await openLive(h.parent.page, path);
  await openLive(h.partner.page, path);
  const from = slot(h.partner.page, 'Dinner', dayOfWeek(sunday, 3));
  const to = slot(h.partner.page, 'Lunch', dayOfWeek(sunday, 5));
  await expect(from.getByText(TITLE)).toBeVisible();

  // The parent's device moves it (the planner's drag sends this same call).
  const moved = await h.parent.page.request.patch(`/api/meal-plans/${h.planId}`, {
    data: { date: toNoonDateTime(toDayString(dayOfWeek(sunday, 5))), mealType: 'Lunch' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await expect(to.getByText(TITLE)).toBeVisible({ timeout: 1000 });
  await expect(from.getByText(TITLE)).toHaveCount(0);
});

test('a member an admin removes stops hearing the family', async ({ browser }) => {
  const h = await household(browser);
  await openLive(h.partner.page, '/shopping-list');
  // What the partner's browser hears, recorded by a second stream of the same session.
  await h.partner.page.evaluate(() => {
    const heard: unknown[] = [];
    (window as unknown as { heard: unknown[] }).heard = heard;
    const source = new EventSource('/api/events');
    source.addEventListener('notice', (e) =>
      heard.push(JSON.parse((e as MessageEvent<string>).data)),
    );
    return new Promise((resolve) => source.addEventListener('hello', resolve, { once: true }));
  });
  const heard = () =>
    h.partner.page.evaluate(
      () => (window as unknown as { heard: { kind: string; familyId: number | null }[] }).heard,
    );

  const memberships = await h.admin.request.get('/api/user-families', {
    params: { search: h.partner.name },
  });
  const membership = ((await memberships.json()) as { id: number; familyId: number }[]).find(
    (m) => m.familyId === h.familyId,
  )!;
  const removed = await h.admin.request.delete(`/api/admin/user-families/${membership.id}`);
  expect(removed.ok(), await removed.text()).toBe(true);
  await expect.poll(async () => (await heard()).map((n) => n.kind)).toContain('memberships');

  // The parent ticks an item now: the removed member's browser hears nothing of it.
  const list = await h.parent.page.request.get(`/api/families/${h.familyId}/weekly-shopping-list`, {
    params: { weekStartDate: toDayString(sundayOf(0)) },
  });
  const first = ((await list.json()) as WeeklyShoppingList).shoppingList!.items[0]!;
  const ticked = await h.parent.page.request.patch(`/api/shopping-list-items/${first.id}`, {
    data: { checked: true, version: first.version },
  });
  expect(ticked.ok()).toBe(true);
  // Then something the partner does hear, committed after the tick: a role of their own. Once
  // it arrived, the tick's notice would have too (one process sends in commit order).
  const role = await h.admin.request.post('/api/roles', {
    data: { userId: h.partner.id, role: 'cookbook_editor', cookbookId: h.cookbookId },
  });
  expect(role.status(), await role.text()).toBe(201);
  await expect.poll(async () => (await heard()).map((n) => n.kind)).toContain('roles');
  const kinds = (await heard()).filter((n) => n.familyId === h.familyId).map((n) => n.kind);
  expect(kinds).not.toContain('shopping-items');
});
