import { expect, test, type Page } from '@playwright/test';
import { toDayString, toNoonDateTime } from '../src/shared/meal-plans/calendar-day';
import { signInAs } from './support/auth';
import { pickUpWithKeyboard } from './support/keyboard-drag';
import {
  clearStaging,
  clearWeek,
  dayOfWeek,
  dragAnnouncement,
  mouseDrag,
  planMeal,
  slot,
  stage,
  stagedCard,
  sundayOf,
  touchDrag,
} from './support/meal-plans';
import { expectToast, familyIdOf, recipeCard, recipeIdOf } from './support/recipes';
import { USERS } from './support/users';

// The Parkers' staging area is only touched here (tests of one file run one after another),
// and each test plans into a week of its own, cleared before it starts.
const TACOS = 'Taco Tuesday Beef Tacos'; // 4 servings
const MAC = 'Baked Mac and Cheese'; // 8 servings

test.use({ viewport: { width: 1280, height: 900 } });

async function openWeek(page: Page, sunday: Date) {
  await page.goto(`/meal-plan?week=${toDayString(sunday)}`);
  await expect(page.getByRole('heading', { name: 'Meal Planning' })).toBeVisible();
}

async function setUp(page: Page, weekOffset: number) {
  await signInAs(page, 'sarah@example.com');
  const familyId = await familyIdOf(page, USERS.parkerMember.family);
  const sunday = sundayOf(weekOffset);
  await clearStaging(page, familyId);
  await clearWeek(page, familyId, sunday);
  return { familyId, sunday };
}

test('picked recipes are staged, dragged with mouse and keyboard, kept, moved and re-served', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { sunday } = await setUp(page, 1);
  const tuesday = dayOfWeek(sunday, 2);
  const thursday = dayOfWeek(sunday, 4);

  // Pick two recipes on the list; opening the planner stages them and clears the picks.
  await page.goto('/');
  for (const title of [TACOS, MAC]) {
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill(title);
    await recipeCard(page, title).getByRole('button', { name: 'Add to meal plan' }).click();
  }
  await page.getByRole('link', { name: 'Plan meals' }).click();
  await expectToast(
    page,
    'Added to meal planning area',
    '2 recipes have been added to your meal planning area',
  );
  await expect(stagedCard(page, TACOS)).toBeVisible();
  await expect(stagedCard(page, MAC)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('planningRecipes'))).toBeNull();
  await openWeek(page, sunday);
  await expect(stagedCard(page, TACOS)).toBeVisible();

  // Two batches of tacos, dragged with the mouse onto Tuesday Dinner: 4 × 2 = 8 servings.
  await stagedCard(page, TACOS).getByRole('button', { name: 'Increase batches' }).click();
  await expect(stagedCard(page, TACOS)).toContainText('8 servings');
  const tuesdayDinner = slot(page, 'Dinner', tuesday);
  await mouseDrag(page, stagedCard(page, TACOS), tuesdayDinner);
  await expect(tuesdayDinner.getByRole('listitem')).toHaveCount(1);
  await expect(tuesdayDinner).toContainText(TACOS);
  await expect(tuesdayDinner).toContainText('8 servings');

  // Mac and cheese with the keyboard: pick up, arrows to Tuesday Dinner, drop. Announced.
  await pickUpWithKeyboard(
    page,
    stagedCard(page, MAC).getByRole('button', { name: `Drag ${MAC} to the calendar` }),
    dragAnnouncement(page),
    `Picked up ${MAC}.`,
  );
  await page.keyboard.press('ArrowRight'); // lands on Sunday Breakfast
  await expect(dragAnnouncement(page)).toContainText('is over Breakfast on Sunday');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown']) {
    await page.keyboard.press(key);
  }
  const overTuesdayDinner = `${MAC} is over Dinner on ${tuesdayDinnerName(tuesday)}.`;
  await expect(dragAnnouncement(page)).toContainText(overTuesdayDinner);
  await page.keyboard.press('Space');
  await expect(dragAnnouncement(page)).toContainText(`${MAC} was planned for Dinner on`);
  await expect(tuesdayDinner.getByRole('listitem')).toHaveCount(2);
  await expect(tuesdayDinner).toContainText(MAC);

  // Both are saved.
  await expect(tuesdayDinner).not.toContainText('Saving...');
  await page.reload();
  await expect(tuesdayDinner.getByRole('listitem')).toHaveCount(2);
  await expect(tuesdayDinner).toContainText(TACOS);
  await expect(tuesdayDinner).toContainText(MAC);

  // Move the tacos to Thursday Breakfast, one PATCH of the entry: its 8 servings go with it.
  const thursdayBreakfast = slot(page, 'Breakfast', thursday);
  const tacosCard = tuesdayDinner.getByRole('listitem').filter({ hasText: TACOS });
  const moved = page.waitForResponse(
    (res) => res.request().method() === 'PATCH' && /\/api\/meal-plans\/\d+$/.test(res.url()),
  );
  await mouseDrag(page, tacosCard, thursdayBreakfast);
  await expect(thursdayBreakfast).toContainText(TACOS);
  await expect(thursdayBreakfast).toContainText('8 servings');
  await expect(tuesdayDinner.getByRole('listitem')).toHaveCount(1);
  expect((await moved).status()).toBe(200);
  await page.reload();
  await expect(thursdayBreakfast).toContainText('8 servings');
  await expect(tuesdayDinner).not.toContainText(TACOS);

  // Change the servings in the meal dialog.
  await thursdayBreakfast.getByRole('button', { name: new RegExp(`^${TACOS}`) }).click();
  const dialog = page.getByRole('dialog', { name: TACOS });
  const planned = dialog.getByRole('region', { name: 'Planned meal' });
  await expect(planned).toContainText(`Breakfast on ${tuesdayDinnerName(thursday)}`);
  await planned.getByRole('spinbutton', { name: 'Planned servings' }).fill('10');
  await planned.getByRole('button', { name: 'Update Servings' }).click();
  await expectToast(page, 'Servings updated', 'The number of servings has been updated');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(thursdayBreakfast).toContainText('10 servings');
  await page.reload();
  await expect(thursdayBreakfast).toContainText('10 servings');
});

/** 'Tuesday, March 11' for the announcement and dialog texts. */
function tuesdayDinnerName(date: Date) {
  return date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
}

/** Server answers held back until `release()`: a network as slow as the test needs. */
function heldAnswers() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}

test('a drop the server refuses is rolled back with the toast', async ({ page }) => {
  const { familyId, sunday } = await setUp(page, 2);
  await stage(page, { familyId, recipeId: await recipeIdOf(page, familyId, MAC) });
  await openWeek(page, sunday);

  let failed = 0;
  const refusal = heldAnswers();
  await page.route('**/api/meal-plans', async (route) => {
    if (route.request().method() !== 'POST' || failed > 0) return route.fallback();
    failed += 1;
    await refusal.released;
    await route.fulfill({ status: 500, json: { code: 'internal', message: 'Kitchen on fire' } });
  });

  const wednesdayLunch = slot(page, 'Lunch', dayOfWeek(sunday, 3));
  await mouseDrag(page, stagedCard(page, MAC), wednesdayLunch);
  // Shown at once while the server thinks, then taken back.
  await expect(wednesdayLunch).toContainText('Saving...');
  refusal.release();
  await expectToast(page, 'Error', 'Failed to add meal to plan');
  await expect(wednesdayLunch.getByRole('listitem')).toHaveCount(0);
  expect(failed).toBe(1);

  // The next try goes through.
  await mouseDrag(page, stagedCard(page, MAC), wednesdayLunch);
  await expect(wednesdayLunch).toContainText('8 servings');
  await page.reload();
  await expect(wednesdayLunch).toContainText(MAC);
});

test('a meal moved twice quickly exists once', async ({ page }) => {
  const { familyId, sunday } = await setUp(page, 6);
  await planMeal(page, {
    familyId,
    date: dayOfWeek(sunday, 1),
    mealType: 'Dinner',
    plannedServings: 6,
    recipeId: await recipeIdOf(page, familyId, TACOS),
  });
  await openWeek(page, sunday);
  const mondayDinner = slot(page, 'Dinner', dayOfWeek(sunday, 1));
  const wednesdayLunch = slot(page, 'Lunch', dayOfWeek(sunday, 3));
  const fridayBreakfast = slot(page, 'Breakfast', dayOfWeek(sunday, 5));
  const tacos = (where: typeof mondayDinner) =>
    where.getByRole('listitem').filter({ hasText: TACOS });
  await expect(tacos(mondayDinner)).toHaveCount(1);

  // A slow network: the server acts at once, its answers to meal plan writes wait until the
  // test lets them through (a fixed delay raced a drag that itself took over a second when
  // the machine was loaded).
  let writesInFlight = 0;
  let answers = heldAnswers();
  await page.route('**/api/meal-plans**', async (route) => {
    if (route.request().method() === 'GET') return route.fallback();
    writesInFlight += 1;
    try {
      const response = await route.fetch();
      await answers.released;
      await route.fulfill({ response });
    } finally {
      writesInFlight -= 1;
    }
  });
  const grip = (where: typeof mondayDinner) =>
    tacos(where).getByRole('button', { name: `Move ${TACOS}` });

  // Moved, then dragged on at once, before the server has answered the first move: the meal
  // is pending and stays where the first move put it.
  await mouseDrag(page, tacos(mondayDinner), wednesdayLunch);
  await expect(tacos(wednesdayLunch)).toHaveCount(1);
  await mouseDrag(page, tacos(wednesdayLunch), fridayBreakfast, { dragStarts: false });
  answers.release();
  await expect.poll(() => writesInFlight, { timeout: 10_000 }).toBe(0);
  await expect(grip(wednesdayLunch)).toHaveAttribute('aria-disabled', 'false');
  await expect(page.getByRole('listitem').filter({ hasText: TACOS })).toHaveCount(1);

  // Once answered it moves again, with its servings.
  answers = heldAnswers();
  await mouseDrag(page, tacos(wednesdayLunch), fridayBreakfast);
  await expect(tacos(fridayBreakfast)).toHaveCount(1);
  await expect(grip(fridayBreakfast)).toHaveAttribute('aria-disabled', 'true');
  answers.release();
  await expect.poll(() => writesInFlight, { timeout: 10_000 }).toBe(0);
  await expect(grip(fridayBreakfast)).toHaveAttribute('aria-disabled', 'false');
  await expect(tacos(fridayBreakfast)).toContainText('6 servings');
  await page.unroute('**/api/meal-plans**');
  await expect(page.getByText('Failed to move meal plan')).toHaveCount(0);

  const week = await page.request.get(`/api/families/${familyId}/meal-plans`, {
    params: { startDate: toDayString(sunday), endDate: toDayString(dayOfWeek(sunday, 6)) },
  });
  const entries = (await week.json()) as {
    date: string;
    mealType: string;
    plannedServings: number;
  }[];
  expect(entries).toEqual([
    expect.objectContaining({
      date: toNoonDateTime(toDayString(dayOfWeek(sunday, 5))),
      mealType: 'Breakfast',
      plannedServings: 6,
    }),
  ]);
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: TACOS })).toHaveCount(1);
  await expect(tacos(fridayBreakfast)).toHaveCount(1);
});

test('Clear Week and Clear empty the calendar and the staging area after confirming', async ({
  page,
}) => {
  const { familyId, sunday } = await setUp(page, 3);
  await stage(page, { familyId, recipeId: await recipeIdOf(page, familyId, TACOS) });
  await stage(page, {
    familyId,
    isPlaceholder: true,
    placeholderData: { title: 'Leftovers' },
  });
  await openWeek(page, sunday);
  const saturdayDinner = slot(page, 'Dinner', dayOfWeek(sunday, 6));
  await mouseDrag(page, stagedCard(page, 'Leftovers'), saturdayDinner);
  await expect(saturdayDinner).toContainText('1 serving');
  await expect(saturdayDinner.getByRole('listitem')).toHaveCount(1);
  await expect(saturdayDinner).not.toContainText('Saving...');

  // Cancel keeps everything; confirming clears the week.
  await page.getByRole('button', { name: 'Clear Week' }).click();
  let confirm = page.getByRole('alertdialog', { name: 'Clear this week?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(saturdayDinner.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear Week' }).click();
  confirm = page.getByRole('alertdialog', { name: 'Clear this week?' });
  await confirm.getByRole('button', { name: 'Clear Week' }).click();
  await expect(saturdayDinner.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear Week' })).toBeDisabled();

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  confirm = page.getByRole('alertdialog', { name: 'Clear the staging area?' });
  await confirm.getByRole('button', { name: 'Clear Staging' }).click();
  await expect(page.getByText('No recipes staged yet.', { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByText('No recipes staged yet.', { exact: false })).toBeVisible();
  await expect(saturdayDinner.getByRole('listitem')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a long press drags a staged recipe onto a day', async ({ page }) => {
    const { familyId, sunday } = await setUp(page, 4);
    await stage(page, { familyId, recipeId: await recipeIdOf(page, familyId, TACOS) });
    await openWeek(page, sunday);
    // The week is a list of days here; the staging area scrolls sideways above it.
    await expect(page.getByRole('listitem', { name: /^Sunday, / })).toBeVisible();
    const sundayLunch = slot(page, 'Lunch', sunday);
    await touchDrag(page, stagedCard(page, TACOS), sundayLunch);
    await expect(sundayLunch).toContainText(TACOS);
    await expect(sundayLunch).toContainText('4 servings');
    await expect(sundayLunch).not.toContainText('Saving...');
    await page.reload();
    await expect(sundayLunch).toContainText(TACOS);
  });
});
