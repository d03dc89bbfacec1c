import { expect, test } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import {
  calendarSection,
  createAddress,
  familyWithDinner,
  TIME_ZONE,
} from './support/calendar-feed';
import { expectToast } from './support/recipes';

// The private calendar address of a family's meal plan (product rule: calendar-feed), on the
// profile page. Each test makes its own family and family admin (admin API), so no other spec's
// feeds or meals are touched. The browser runs in Berlin: a new address takes the browser's zone.
// Screenshots of the section: calendar-feed-screenshots.spec.ts.
test.use({ timezoneId: TIME_ZONE });

/** A property node-ical gives as text, or as `{ params, val }` when it carries parameters. */
const textOf = (value: unknown): string =>
  typeof value === 'object' && value !== null && 'val' in value ? String(value.val) : String(value);

test('a member creates a calendar address, a calendar app reads the plan, turning it off ends it', async ({
  page,
  request,
}) => {
  const own = await familyWithDinner(page, 'Calendar');
  await page.goto('/profile');
  const section = calendarSection(page);
  await expect(
    section.getByText("Your private address for this family's meal plan", { exact: false }),
  ).toBeVisible();
  const url = await createAddress(page);
  await expect(
    section.getByText('Add it to Google Calendar, Apple Calendar or Outlook as a subscription.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(section.getByLabel('Time zone')).toHaveValue('Europe/Berlin');

  // A calendar app: no cookie, just the address (`request` shares nothing with the page).
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  const parsed = ical.sync.parseICS(text);
  expect(Object.values(parsed).some((c) => c?.type === 'VCALENDAR')).toBe(true);
  const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  const [dinner] = events;
  expect(textOf(dinner!.summary)).toBe(own.title);
  expect(dinner!.start.tz).toBe('Europe/Berlin');
  const berlin = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    dateStyle: 'short',
    timeStyle: 'short',
    hourCycle: 'h23',
  });
  expect(berlin.format(dinner!.start)).toBe(`${own.day}, 18:00`);
  expect(textOf(dinner!.description)).toContain('Servings: 3');
  expect(textOf(dinner!.description)).toContain(`/?recipe=${own.recipeId}`);

  // Revalidation: the same ETag answers 304.
  const etag = feed.headers().etag!;
  const again = await request.get(url, { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);

  // A new dinner time, saved: the same address serves it.
  await section.getByLabel('Dinner', { exact: true }).fill('19:30');
  await section.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Calendar settings saved');
  const later = ical.sync.parseICS(await (await request.get(url)).text());
  const moved = Object.values(later).find((c): c is VEvent => c?.type === 'VEVENT')!;
  expect(berlin.format(moved.start)).toBe(`${own.day}, 19:30`);

  // After a reload the address is not shown again.
  await page.reload();
  await expect(section.getByText(/It was shown once/)).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'Your calendar address' })).toHaveCount(0);

  await section.getByRole('button', { name: 'Turn off' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expectToast(page, 'Calendar address turned off');
  await expect(section.getByRole('button', { name: 'Create calendar address' })).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
});

test('a new address replaces the old one at once', async ({ page, request }) => {
  await familyWithDinner(page, 'Renew');
  await page.goto('/profile');
  const first = await createAddress(page);
  const section = calendarSection(page);
  await section.getByRole('button', { name: 'Create new address' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('The current address stops working at once');
  await dialog.getByRole('button', { name: 'Create new address' }).click();
  const address = section.getByRole('textbox', { name: 'Your calendar address' });
  await expect(address).not.toHaveValue(first);
  const second = await address.inputValue();
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(second)).status()).toBe(200);
});
