import { expect, type Page } from '@playwright/test';

/** Helpers for the import journeys: the test site's address (import.spec.ts serves it). */

export const SITE_PORT = Number(process.env.E2E_PORT ?? 3100) + 90;
export const SITE = `http://127.0.0.1:${SITE_PORT}`;
export const TEXT_TITLE = 'Imported Leek Soup';

export const leekSoup = `${TEXT_TITLE}

Serves 4

Ingredients
- 3 leeks, sliced
- 2 tbsp butter
- 1 l vegetable stock

Directions
1. Soften the leeks in the butter.
2. Add the stock and simmer for 20 minutes.
`;

export async function chooseCookbook(page: Page) {
  await page.getByLabel('Cookbook', { exact: true }).selectOption({ label: 'Family Favorites' });
  // No AI in the e2e server: the checkbox is still on (spec) and says a picture is drawn instead.
  const generate = page.getByLabel('Generate AI image');
  await expect(generate).toBeChecked();
  await expect(generate).toBeEnabled();
  await expect(page.getByText(/a drawn picture is used instead/)).toBeVisible();
}
