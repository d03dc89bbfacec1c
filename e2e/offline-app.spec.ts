import { expect, test } from '@playwright/test';
import { findDemoUser } from './support/auth';
import { signInById } from './support/admin-setup';
import { household, planDinner } from './support/household';
import {
  hasListItems,
  readOfflineDatabase,
  waitForOfflineApp,
  waitUntilKept,
} from './support/offline';
import { USERS } from './support/users';

// The installable app (docs/decisions/048): what Lighthouse's PWA checks look at, checked
// here, and signing out on a shared browser.

test.use({ serviceWorkers: 'allow' });

test('the app is installable: manifest, icons, a service worker, and a start URL that opens offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifestRes = await page.request.get(manifestHref!);
  expect(manifestRes.status()).toBe(200);
  const manifest = (await manifestRes.json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    scope: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Family Cookbook',
    short_name: 'Cookbook',
    display: 'standalone',
    start_url: '/',
    scope: '/',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const sizes = manifest.icons.map(
    (icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const src of [...manifest.icons.map((icon) => `/${icon.src}`), appleIcon!]) {
    const icon = await page.request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
  }
  // One theme colour for light and one for dark.
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);

  await waitForOfflineApp(page);
  const scriptURL = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL,
  );
  expect(scriptURL).toMatch(/\/sw\.js$/);

  // Without a network the start URL still answers 200, from the worker, and the app starts.
  await context.setOffline(true);
  const start = await page.goto(manifest.start_url);
  expect(start?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
  await context.setOffline(false);
});

test("signing out clears the device: the next person reads nothing of the last one's", async ({
  browser,
}) => {
  const h = await household(browser, 'Shared Phone');
  await planDinner(h, 'Secret Stew', [{ text: 'saffron', quantity: '1', unitId: null }]);
  const { parent } = h;
  await parent.goto('/shopping-list');
  await parent.getByRole('button', { name: 'Generate List' }).click();
  const saffron = parent.getByRole('checkbox', { name: /saffron/ });
  await expect(saffron).toBeVisible();
  await waitForOfflineApp(parent);
  await waitUntilKept(parent, ['shopping-lists', h.familyId], hasListItems);
  // A tick made offline waits on the device, too.
  await parent.context().setOffline(true);
  await saffron.click();
  await expect(parent.getByTestId('offline-queued')).toHaveText('1 tick waiting to be sent');
  await parent.context().setOffline(false);
  await expect(parent.getByTestId('offline-queued')).toBeHidden();

  await parent.goto('/settings');
  await parent.getByRole('button', { name: 'Log Out' }).click();
  await expect(parent).toHaveURL(/\/auth$/);
  // Signed out: the device keeps nothing of theirs, pictures included.
  // What is left, by store and key: a failure says what stayed.
  await expect
    .poll(async () =>
      Object.entries(await readOfflineDatabase(parent)).flatMap(([store, rows]) =>
        rows.map(([key]) => `${store}:${String(key)}`),
      ),
    )
    .toEqual([]);
  expect(await parent.evaluate(() => caches.keys())).not.toContain('family-cookbook-images');

  // Another person signs in on the same browser.
  const other = await findDemoUser(parent, USERS.okaforMember.email);
  await signInById(parent, other.id);
  await parent.goto('/');
  await expect(parent.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await parent.goto('/shopping-list');
  await expect(parent.getByText('saffron')).toHaveCount(0);
  const stored = JSON.stringify(await readOfflineDatabase(parent));
  expect(stored).not.toContain('saffron');
  expect(stored).not.toContain('Secret Stew');
  expect(stored).not.toContain(`"shopping-lists",${h.familyId}`);
});
