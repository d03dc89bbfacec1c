import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks a dnd-kit draggable up with Space and resolves once arrow keys will move it.
 *
 * dnd-kit's KeyboardSensor starts listening for keys in a `setTimeout` after the pick-up key
 * (so that key is not read as a drop), and it measures the drop targets in an effect after
 * the drag starts. Chromium runs input before timers, so on a loaded machine an arrow pressed
 * as soon as "Picked up" is announced can arrive before either and be lost (CI, meal-plan
 * spec). The gate: a timer set now runs after the sensor's (timers of equal delay run in the
 * order they were set), and two animation frames later React's effects have run.
 */
export async function pickUpWithKeyboard(
  page: Page,
  handle: Locator,
  pickedUp: Locator,
  text: string,
) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(pickedUp).toContainText(text);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      ),
  );
}
