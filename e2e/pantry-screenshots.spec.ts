import { expect, test } from '@playwright/test';
import { toDayString } from '../src/shared/meal-plans/calendar-day';
import { createFamilyWithAdmin, signInById } from './support/admin-setup';
import { VIEWPORTS } from './support/recipes';

// Screenshots of the pantry page for people to look at (e2e/.artifacts, not committed): a
// family of its own with a stocked pantry, one item past its date and one to use soon.

const LINES = [
  '2 cans chickpeas',
  '500 g rice',
  'eggs',
  '1 l milk',
  '3 onions',
  '250 g butter',
  '1 kg flour',
  '2 cloves garlic',
  'olive oil',
  'salt',
];

for (const viewport of VIEWPORTS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`pantry screenshots ${viewport.name} ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const own = await createFamilyWithAdmin(page, `Pantry shots ${viewport.name} ${scheme}`);
      await signInById(page, own.userId);
      const add = async (data: object) => {
        const res = await page.request.post(`/api/families/${own.familyId}/pantry`, { data });
        expect(res.ok(), await res.text()).toBe(true);
      };
      for (const line of LINES)
        await add({ line, isStaple: line === 'salt' || line === 'olive oil' });
      const day = (offset: number) => toDayString(new Date(Date.now() + offset * 86_400_000));
      await add({ line: '1 yogurt', bestBefore: day(-2) });
      await add({ line: '200 g spinach', bestBefore: day(3) });

      await page.goto('/pantry');
      await expect(page.getByTestId('pantry-item').first()).toBeVisible();
      await page.screenshot({
        path: `e2e/.artifacts/pantry-${viewport.name}-${scheme}.png`,
        fullPage: true,
      });
    });
  }
}
