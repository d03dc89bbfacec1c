import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { USERS } from './support/users';

/**
 * Records every request the page makes outside the app's own origin and aborts it, and every
 * Content-Security-Policy violation: the docs must work with neither.
 */
async function watchForOutsideTraffic(page: Page, baseURL: string) {
  const own = new URL(baseURL).origin;
  const outside: string[] = [];
  const violations: string[] = [];
  await page.context().route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || url.startsWith('blob:') || new URL(url).origin === own) {
      return route.continue();
    }
    outside.push(url);
    return route.abort();
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return { outside, violations };
}

const recipesPath = (page: Page) =>
  page.locator('[data-path="/api/families/{familyId}/recipes"]').first();

test('the API docs load from the app alone and list the operations', async ({
  page,
  baseURL,
}, testInfo) => {
  const traffic = await watchForOutsideTraffic(page, baseURL!);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/api/docs');
    // The first visit builds the OpenAPI document from every contract and Swagger UI draws
    // some 110 operations: at the start of a run on 2 busy cores that took more than 7 s.
    await expect(page.getByRole('heading', { name: /Family Cookbook API/ })).toBeVisible({
      timeout: 30_000,
    });
    await expect(recipesPath(page)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`api-docs-${width}.png`) });
  }
  expect(traffic.outside).toEqual([]);
  expect(traffic.violations).toEqual([]);
});

test('Try it out calls the API with the session cookie', async ({ page, baseURL }, testInfo) => {
  const traffic = await watchForOutsideTraffic(page, baseURL!);
  const user = await signInAs(page, USERS.parkerMember.email, '/api/docs');
  const operation = page.locator('.opblock').filter({
    has: page.locator('[data-path="/api/auth/user"]'),
  });
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  const answer = operation.locator('.responses-inner .response').first();
  await expect(answer.locator('.response-col_status')).toHaveText(/200/);
  await expect(answer.locator('.response-col_description')).toContainText(user.name);
  await answer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('api-docs-try-it-out.png') });
  expect(traffic.outside).toEqual([]);
  expect(traffic.violations).toEqual([]);
});
