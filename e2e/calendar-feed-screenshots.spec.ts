import { expect, test, type Page } from '@playwright/test';
import {
  calendarSection,
  createAddress,
  familyWithDinner,
  TIME_ZONE,
} from './support/calendar-feed';
import { expectNoHorizontalOverflow, expectReachableLayout } from './support/layout';
import { VIEWPORTS } from './support/recipes';

// Screenshots of the profile page's Calendar section (product rule: calendar-feed) for people to
// look at (not committed), at a phone and a laptop width, light and dark. Each test makes its own
// family and family admin, as calendar-feed.spec.ts does; the browser runs in the same zone.
test.use({ timezoneId: TIME_ZONE });

/** Screenshots for people to look at (not committed); CALENDAR_SHOTS_DIR moves them. */
const SHOTS_DIR = process.env.CALENDAR_SHOTS_DIR ?? 'e2e/.artifacts';

/**
 * The section in the window, its heading just below the sticky header, with no toast over it:
 * what someone scrolling to it sees (a full-page picture puts the fixed bars mid-page).
 */
async function showSection(page: Page) {
  const close = page.getByRole('button', { name: 'Close notification' });
  if (await close.isVisible()) await close.click();
  await expect(page.locator('[aria-label^="Notifications"] li')).toHaveCount(0);
  const heading = calendarSection(page).getByRole('heading', { name: 'Calendar' });
  await heading.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 80));
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

for (const viewport of VIEWPORTS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`calendar section screenshots ${viewport.width} ${scheme}`, async ({ page }) => {
      const shot = (name: string) =>
        `${SHOTS_DIR}/calendar-${name}-${viewport.width}-${scheme}.png`;
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await familyWithDinner(page, `Shots ${viewport.name} ${scheme}`);
      await page.goto('/profile');
      const section = calendarSection(page);
      await expect(section.getByRole('button', { name: 'Create calendar address' })).toBeVisible();
      await showSection(page);
      await page.screenshot({ path: shot('empty') });

      await createAddress(page);
      await section.getByRole('checkbox', { name: 'Lunch all day' }).check();
      await expectNoHorizontalOverflow(page, `calendar ${viewport.width}`);
      await expectReachableLayout(page, 'main', [], `calendar ${viewport.width}`);
      await showSection(page);
      await page.screenshot({ path: shot('created') });
      // The rest of the section: the actions below the meal times.
      await section
        .getByRole('button', { name: 'Turn off' })
        .evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - 400));
      await page.screenshot({ path: shot('actions') });

      // Back later: the settings, and no address.
      await page.reload();
      await expect(section.getByText(/It was shown once/)).toBeVisible();
      await showSection(page);
      await page.screenshot({ path: shot('existing') });

      await section.getByRole('button', { name: 'Turn off' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      await page.screenshot({ path: shot('turn-off-dialog') });
    });
  }
}
