import { expect, test, type Page } from '@playwright/test';
import {
  COOK_STEPS,
  familyCookingToday,
  stubWakeLock,
  swipe,
  wakeLockCalls,
} from './support/cook-mode';

/**
 * Cook mode from Today's Plan, on a phone held in a wet hand (390 × 844, touch) and on a
 * laptop (1280). The page's clock is Playwright's, so a 10-minute timer ends when the test
 * moves the clock, not after ten minutes.
 */
const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
] as const;

/** The ingredient lines as the page shows them: in the sheet on a phone, beside the step otherwise. */
async function ingredientLines(page: Page, phone: boolean): Promise<string[]> {
  if (phone) await page.getByRole('button', { name: /^Ingredients \(/ }).click();
  const scope = phone ? page.getByRole('dialog') : page.getByRole('complementary');
  const lines = await scope
    .getByRole('checkbox')
    .evaluateAll((boxes) =>
      boxes.map((box) => box.closest('label')!.querySelector('span')!.textContent.trim()),
    );
  if (phone) await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return lines;
}

for (const screen of SCREENS) {
  test.describe(`cook mode on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch, isMobile: screen.isMobile });

    test('from Today’s Plan: steps, amounts, two timers, the alarm and a reload', async ({
      page,
    }) => {
      const phone = screen.name === 'phone';
      const own = await familyCookingToday(page, `Cook ${screen.name}`);
      await stubWakeLock(page);
      await page.clock.install();

      // What the planned meal's dialog lists for its 8 servings (2 batches).
      await page.goto('/the-plan');
      const dinner = page.getByRole('region', { name: 'Dinner' });
      await dinner.getByRole('button', { name: new RegExp(`^${own.title}`) }).click();
      const dialog = page.getByRole('dialog', { name: own.title });
      await expect(dialog.getByRole('status', { name: 'Batch count' })).toHaveText('2x');
      const planned = await dialog
        .getByRole('region', { name: 'Ingredients' })
        .getByRole('listitem')
        .allTextContents();
      expect(planned).toHaveLength(6);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await dinner.getByRole('link', { name: `Cook ${own.title}` }).click();
      await expect(page).toHaveURL(
        new RegExp(`/recipe/${own.recipeId}/cook\\?servings=8&meal=\\d+$`),
      );
      await expect(page.getByRole('heading', { level: 1, name: own.title })).toBeVisible();
      await expect(page.getByText('Step 1 of 4')).toBeVisible();
      await expect.poll(() => wakeLockCalls(page)).toEqual(['screen']);
      await expect(page.getByText('8 servings')).toBeVisible();

      // The amounts are the planned servings' amounts, line for line.
      const cooking = await ingredientLines(page, phone);
      expect(cooking.map((line) => line.replace(/\s+/g, ' '))).toEqual(
        planned.map((line) => line.replace(/\s+/g, ' ').trim()),
      );
      expect(cooking).toContain('4 cups flour');

      // Step by swipe (finger or mouse drag) and by keys.
      const step = page.getByTestId('cook-step');
      if (phone) await swipe(page, step, 'left');
      else await page.keyboard.press('ArrowRight');
      await expect(page.getByText('Step 2 of 4')).toBeVisible();
      await expect(step).toHaveText(COOK_STEPS[1]!);
      if (phone) await swipe(page, step, 'right');
      else await page.keyboard.press('ArrowLeft');
      await expect(page.getByText('Step 1 of 4')).toBeVisible();
      // Space presses a focused button (the phone's Ingredients button, after its sheet closed),
      // so there the arrow key turns the page.
      await page.keyboard.press(phone ? 'ArrowRight' : 'Space');
      await expect(page.getByText('Step 2 of 4')).toBeVisible();

      // This step mentions the butter and the milk.
      if (!phone) {
        const mentioned = page.getByRole('complementary').locator('[data-mentioned]');
        await expect(mentioned).toHaveText([/butter/, /milk/]);
      } else {
        await expect(page.getByText('This step uses')).toBeVisible();
      }

      // Two timers at once, each labelled with its step.
      await page.getByRole('button', { name: 'Start a 5 minutes timer' }).click();
      await page.getByRole('button', { name: 'Start a 15–20 min timer' }).click();
      const bar = page.getByRole('region', { name: 'Timers' });
      const timers = bar.getByTestId('cook-timer');
      await expect(timers).toHaveCount(2);
      await expect(timers.nth(0)).toContainText('Step 2 · 5 minutes');
      await expect(timers.nth(1)).toContainText('Step 2 · 15–20 min');
      // The page's clock runs on in real time meanwhile: on a loaded machine a second or more.
      await expect(timers.nth(0)).toContainText(/Time left: (5:00|4:[0-5]\d)/);
      await expect(timers.nth(1)).toContainText(/Time left: (20:00|19:[0-5]\d)/);
      const touchTarget = await bar
        .getByRole('button', { name: 'Pause timer Step 2 · 5 minutes' })
        .boundingBox();
      expect(touchTarget!.height).toBeGreaterThanOrEqual(48);

      // Five minutes later the first one rings; the other has 15 minutes left.
      await page.clock.fastForward('05:00');
      await expect(timers.nth(0).getByRole('alert')).toHaveText("Time's up!");
      await expect(timers.nth(1)).toContainText(/Time left: (15:00|14:[0-5]\d)/);

      // A reload lands on the same step, with the timers still counting.
      await page.reload();
      await expect(page.getByText('Step 2 of 4')).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Timers' }).getByTestId('cook-timer'),
      ).toHaveCount(2);
      await expect.poll(() => wakeLockCalls(page)).toEqual(['screen']);
    });
  });
}
