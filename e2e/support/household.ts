import { expect, test, type Browser, type Page } from '@playwright/test';
import { toDayString, toNoonDateTime } from '../../src/shared/meal-plans/calendar-day';
import { createFamilyWithAdmin, signInById, uniqueName } from './admin-setup';
import { dayOfWeek, sundayOf } from './meal-plans';

/**
 * A family of its own with two members, each signed in on a device of their own (a browser
 * context): what one device does, the other hears live. The family is made through the admin
 * API, so no other spec's data is touched and no other spec's changes reach these devices.
 */
export interface Household {
  familyId: number;
  /** The cookbook every new family gets. */
  cookbookId: number;
  /** The super admin, still signed in: recipes, memberships and roles are theirs to change. */
  admin: Page;
  /** The family's admin. */
  parent: Page;
  /** A plain member of the same family. */
  partner: Page;
  partnerId: number;
  partnerName: string;
}

export async function household(browser: Browser, label: string): Promise<Household> {
  // A family, a second member and three signed-in contexts before the journey even starts:
  // beside a CPU hog that alone can take most of the default 30 s, so every two-device
  // journey gets the 90 s its single-device siblings of the same length have.
  test.setTimeout(90_000);
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

  const device = async (userId: number) => {
    const page = await (await browser.newContext()).newPage();
    await signInById(page, userId);
    return page;
  };
  return {
    familyId: own.familyId,
    cookbookId: own.defaultCookbookId!,
    admin,
    parent: await device(own.userId),
    partner: await device(partnerId),
    partnerId,
    partnerName,
  };
}

interface Ingredient {
  text: string;
  quantity: string | null;
  unitId: null;
}

/**
 * A recipe for four in the family's cookbook, planned by the parent for dinner this Wednesday
 * (a day inside this week's shopping list whatever today is). Answers the meal plan's id.
 */
export async function planDinner(h: Household, title: string, ingredients: Ingredient[]) {
  const category = await h.admin.request.post(`/api/cookbooks/${h.cookbookId}/categories`, {
    data: { name: 'Mains' },
  });
  expect(category.status(), await category.text()).toBe(201);
  const recipe = await h.admin.request.post('/api/recipes', {
    data: {
      recipe: {
        title,
        subtitle: null,
        cookbookId: h.cookbookId,
        categoryId: ((await category.json()) as { id: number }).id,
        servings: 4,
        imageUrl: null,
      },
      ingredients,
      directions: [{ text: 'Cook.', stepNumber: 1 }],
    },
  });
  expect(recipe.status(), await recipe.text()).toBe(201);
  const plan = await h.parent.request.post('/api/meal-plans', {
    data: {
      familyId: h.familyId,
      recipeId: ((await recipe.json()) as { id: number }).id,
      date: toNoonDateTime(toDayString(dayOfWeek(sundayOf(0), 3))),
      mealType: 'Dinner',
      plannedServings: 4,
    },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  return ((await plan.json()) as { id: number }).id;
}

/**
 * Opens the page and waits until its live connection said hello: a change made after this
 * reaches the page as a notice, not only on its next load.
 */
export async function openLive(page: Page, path: string) {
  const hello = page.waitForResponse((res) => res.url().includes('/api/events'));
  await page.goto(path);
  expect((await hello).status()).toBe(200);
}
