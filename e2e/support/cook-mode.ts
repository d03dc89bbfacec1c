import { expect, type Locator, type Page } from '@playwright/test';
import { toDayString } from '../../src/shared/meal-plans/calendar-day';
import { createFamilyWithAdmin, signInById, uniqueName } from './admin-setup';

/**
 * Cook mode's journeys run on a family of their own (admin API), with one recipe for four
 * planned today for eight: no other spec plans its Today or sees its timers.
 */
export const COOK_STEPS = [
  'Whisk the flour, the sugar and the salt in a large bowl.',
  'Melt the butter, then simmer the milk for 5 minutes and let it rest 15–20 min off the heat.',
  'Stir the milk and the butter into the flour.',
  'Bake 25 minutes, until golden.',
];

export async function familyCookingToday(page: Page, label: string) {
  const own = await createFamilyWithAdmin(page, label);
  const units = (await (await page.request.get('/api/units')).json()) as Array<{
    id: number;
    name: string;
  }>;
  const unit = (name: string) => units.find((u) => u.name === name)?.id ?? null;
  const category = await page.request.post(`/api/cookbooks/${own.defaultCookbookId}/categories`, {
    data: { name: 'Baking' },
  });
  expect(category.status()).toBe(201);
  const title = uniqueName(`${label} Milk Bread`);
  const created = await page.request.post('/api/recipes', {
    data: {
      recipe: {
        title,
        subtitle: null,
        cookbookId: own.defaultCookbookId,
        categoryId: ((await category.json()) as { id: number }).id,
        servings: 4,
        imageUrl: null,
      },
      ingredients: [
        { text: 'flour', quantity: '2', unitId: unit('cup') },
        { text: 'sugar', quantity: '1/4', unitId: unit('cup') },
        { text: 'salt', quantity: '1', unitId: unit('teaspoon') },
        { text: 'butter', quantity: '50', unitId: unit('gram') },
        { text: 'milk', quantity: '1', unitId: unit('cup') },
        { text: 'eggs', quantity: '2', unitId: null },
      ],
      directions: COOK_STEPS.map((text, index) => ({ text, stepNumber: index + 1 })),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const recipeId = ((await created.json()) as { id: number }).id;

  await signInById(page, own.userId);
  const planned = await page.request.post('/api/meal-plans', {
    data: {
      familyId: own.familyId,
      date: `${toDayString(new Date())}T12:00:00`,
      mealType: 'Dinner',
      plannedServings: 8,
      recipeId,
    },
  });
  expect(planned.status(), await planned.text()).toBe(201);
  return { ...own, title, recipeId };
}

/** Records `navigator.wakeLock.request` calls in `window.wakeLockCalls` (every page load). */
export async function stubWakeLock(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { wakeLockCalls: calls });
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: (type: string) => {
          calls.push(type);
          return Promise.resolve({
            released: false,
            release: () => Promise.resolve(),
            addEventListener: () => undefined,
          });
        },
      },
    });
  });
}

export function wakeLockCalls(page: Page) {
  return page.evaluate(() => (window as unknown as { wakeLockCalls: string[] }).wakeLockCalls);
}

/**
 * A sideways swipe across `target` with a finger (`towards: 'left'` is the next step), as real
 * touch events through the DevTools protocol: Playwright has only taps.
 */
export async function swipe(page: Page, target: Locator, towards: 'left' | 'right') {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('swipe target is not visible');
  const y = box.y + box.height / 2;
  const [from, to] = towards === 'left' ? [0.85, 0.15] : [0.15, 0.85];
  const x0 = box.x + box.width * from;
  const x1 = box.x + box.width * to;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await touch('touchStart', x0);
  for (let i = 1; i <= 8; i++) await touch('touchMove', x0 + ((x1 - x0) * i) / 8);
  await touch('touchEnd', x1);
  await cdp.detach();
}
