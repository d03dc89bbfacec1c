import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { MIGRATIONS_CORPUS_DIR } from '../scripts/migrations-corpus.mjs';
import { createFamilyWithAdmin, signInById } from './support/admin-setup';
import { expectToast, recipeCard } from './support/recipes';

// A family admin who edits the family's cookbook imports the real Paprika export of the
// migrations corpus (read where it lies, never copied into the repository), watches it run,
// reads the report, and finds the recipes with their pictures in the list. The family and its
// cookbook are the spec's own (made through the admin API), so a run starts empty and no
// other spec sees these recipes.

/** The five recipes in the corpus's paprika.zip (its README). */
const PAPRIKA_TITLES = [
  'Zucchini Rolls with Goat Cheese and Mint',
  'Zucchini-Kartoffel-Frittata',
  'Zucchinipuffer',
  'Zweimal gebratenes Hähnchen mit Gemüse und Nudeln',
  'Zwiebelrostbraten mit selbstgemachten Spätzle',
];

function paprikaExport() {
  if (!MIGRATIONS_CORPUS_DIR) {
    throw new Error(
      'No migrations corpus: expected ../shared/corpus/migrations beside the checkout, or MIGRATIONS_CORPUS_DIR',
    );
  }
  return path.join(MIGRATIONS_CORPUS_DIR, 'paprika.zip');
}

const SHOTS = [
  { name: 'narrow', width: 390, height: 844 },
  { name: 'wide', width: 1280, height: 900 },
] as const;

/**
 * The page with its report at a phone's and a laptop's width, light and dark. On the phone the
 * report is scrolled into view (a whole-page picture would put the bottom bar over it).
 */
async function screenshots(page: Page) {
  const report = page.getByRole('region', { name: 'Import finished' });
  for (const viewport of SHOTS) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ colorScheme: scheme });
      await expect(report).toBeVisible();
      if (viewport.name === 'narrow') await report.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `e2e/.artifacts/import-app-${viewport.name}-${scheme}.png`,
        fullPage: viewport.name === 'wide',
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a family admin imports a Paprika export: progress, report, and the recipes with their pictures', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const file = paprikaExport();
  const own = await createFamilyWithAdmin(page, 'App import');
  const cookbookId = own.defaultCookbookId!;
  // The family admin edits the family's cookbook (as the super admin, still signed in).
  const role = await page.request.post('/api/roles', {
    data: { userId: own.userId, role: 'cookbook_editor', cookbookId },
  });
  expect(role.status(), await role.text()).toBe(201);
  await signInById(page, own.userId);

  // Reached from the other import pages.
  await page.goto('/admin/import');
  await page.getByRole('link', { name: 'Import from another app' }).click();
  await expect(
    page.getByRole('heading', { name: 'Import from Another App', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('No imports from other apps yet.')).toBeVisible();

  // Nothing chosen: said under the field, nothing sent.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Choose an export file to import.')).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText('paprika.zip', { exact: true })).toBeVisible();
  await page.getByLabel('Cookbook', { exact: true }).selectOption(String(cookbookId));
  // A family admin is offered a Mealie backup's meal plans; a Paprika export has none.
  await expect(page.getByLabel('Also import meal plans (Mealie backups)')).not.toBeChecked();

  // The job's answers are held back until its progress has been seen: the page shows the job
  // the upload answered (still reading the file) until the first of them arrives.
  let releasePolls!: () => void;
  const pollsReleased = new Promise<void>((resolve) => (releasePolls = resolve));
  const polled: string[] = [];
  await page.route(/\/api\/app-imports\/\d+$/, async (route) => {
    await pollsReleased;
    const response = await route.fetch();
    polled.push(((await response.json()) as { status: string }).status);
    await route.fulfill({ response });
  });
  const started = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/app-imports',
  );
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const answer = await started;
  expect(answer.status()).toBe(202);
  expect(((await answer.json()) as { status: string }).status).toBe('reading');

  // The job is followed until it ends: its progress while it runs, then the report.
  const progress = page.getByRole('region', { name: 'Importing paprika.zip' });
  await expect(progress).toBeVisible();
  await expect(progress.getByText('Reading the file…')).toBeVisible();
  await expect(progress.getByRole('button', { name: 'Cancel Import' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await page.screenshot({
    path: 'e2e/.artifacts/import-app-progress-wide-light.png',
    fullPage: true,
  });
  releasePolls();
  const report = page.getByRole('region', { name: 'Import finished' });
  await expect(report).toBeVisible({ timeout: 60_000 });
  expect(polled.at(-1)).toBe('done');
  await expect(report.getByText('Read as Paprika')).toBeVisible();
  const count = (label: string) =>
    report.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  await expect(count('Recipes')).toHaveText('5');
  await expect(count('Images')).toHaveText('5');
  await expect(count('Skipped as duplicates')).toHaveText('0');
  await expect(report.getByText(/could not be imported/)).toHaveCount(0);
  await expectToast(page, 'Import Finished', '5 recipes imported');
  await page
    .locator('[aria-label^="Notifications"]')
    .getByRole('button', { name: 'Close notification' })
    .click();
  const recent = page.getByRole('list', { name: 'Recent imports' });
  await expect(recent.getByRole('listitem').first()).toContainText('paprika.zip');
  await expect(recent.getByRole('listitem').first()).toContainText('Done');
  await expect(recent.getByRole('listitem').first()).toContainText('5 imported');
  await screenshots(page);

  // The recipes are in the family's list, each with its picture.
  await report.getByRole('link', { name: 'View Recipes' }).click();
  await expect(page).toHaveURL(/\/$/);
  for (const title of PAPRIKA_TITLES) {
    const card = recipeCard(page, title);
    await expect(card).toBeVisible();
    const picture = card.locator('img').first();
    await expect(picture).toHaveAttribute('src', /^\/uploads\//);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
});
