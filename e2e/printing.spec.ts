import { expect, test, type Locator, type Page } from '@playwright/test';
import { footerText } from './support/shopping-list';
import {
  NOTE,
  PLACEHOLDERS,
  STEW,
  WEEK,
  pdfPageCount,
  pdfPageSize,
  printed,
  printingFamily,
  recordPrints,
  savePdf,
} from './support/printing';

/**
 * Printing (product rule: printing): a recipe, a week and a shopping list, each on one page of A4 and of
 * Letter, without the app around it, black on white in light and dark. The PDFs land in
 * e2e/.artifacts/printing for people to look at (render them with pdftoppm).
 */

const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];
const FORMATS = ['A4', 'Letter'] as const;

/** Sizes in points, portrait: A4 and Letter. */
const PAPER = { A4: { width: 595, height: 842 }, Letter: { width: 612, height: 792 } } as const;

/**
 * `preferCSSPageSize` throughout: a `size` rule in any print CSS would then turn the sheet, so a
 * recipe or a list printed upright proves the week's landscape page stays its own.
 */
async function pdfs(page: Page, name: string, scheme: Scheme) {
  const sheets = [];
  for (const format of FORMATS) {
    const pdf = await page.pdf({ format, preferCSSPageSize: true });
    savePdf(`${name}-${scheme}-${format.toLowerCase()}`, pdf);
    sheets.push({ format, pages: pdfPageCount(pdf), size: pdfPageSize(pdf) });
  }
  return sheets;
}

function expectPortraitSheets(sheets: Awaited<ReturnType<typeof pdfs>>) {
  for (const sheet of sheets) {
    expect(sheet.pages, `${sheet.format} pages`).toBe(1);
    expect(sheet.size.width).toBeCloseTo(PAPER[sheet.format].width, -1);
    expect(sheet.size.height).toBeCloseTo(PAPER[sheet.format].height, -1);
  }
}

/** The theme follows the emulated scheme (a new user has chosen none). */
async function useScheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({ media: 'screen', colorScheme: scheme });
  if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

/** The shell on screen, then none of it in print: header, sidebar, bottom bar, toasts. */
async function expectChromeOnlyOnScreen(page: Page) {
  const header = page.locator('body > #root header').first();
  const sidebar = page.locator('body > #root aside');
  await expect(header).toBeVisible();
  await expect(sidebar).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(header).toBeHidden();
  await expect(sidebar).toBeHidden();
  for (const navigation of await page.locator('body > #root nav').all()) {
    await expect(navigation).toBeHidden();
  }
  await expect(page.locator('[aria-label^="Notifications"]')).toBeHidden();
}

/** Black on white, whatever the screen's scheme: the page, and a printed text. */
async function expectBlackOnWhite(page: Page, printedText: Locator) {
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(printedText).toBeVisible();
  await expect(printedText).toHaveCSS('color', 'rgb(0, 0, 0)');
}

test.describe('printing', () => {
  test.setTimeout(120_000);

  test('a recipe prints on one upright page with its notes when chosen, and no app around it', async ({
    page,
  }) => {
    await recordPrints(page);
    const family = await printingFamily(page);
    for (const scheme of SCHEMES) {
      await useScheme(page, scheme);
      await page.goto(`/?recipe=${family.stewId}`);
      await useScheme(page, scheme);
      const dialog = page.getByRole('dialog', { name: STEW.title });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Increase batches' }).click();
      await dialog.getByRole('button', { name: 'Print' }).click();
      await page.getByRole('menuitem', { name: 'Print with family notes' }).click();
      await expect.poll(() => printed(page)).toHaveLength(1);
      const [text] = await printed(page);
      expect(text).toContain(STEW.title);
      expect(text).toContain('12 servings');
      expect(text).toContain(NOTE);

      const view = page.locator('[data-print-area="recipe"]');
      // By tag: a role query skips what the screen hides, and the view is hidden until print.
      const photo = view.locator(`img[alt="${STEW.title}"]`);
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(view).toBeHidden();
      await expectChromeOnlyOnScreen(page);
      await expect(dialog).toBeHidden();
      await expect(view).toBeVisible();
      // By tag again: the open dialog hides the rest of <body> from the accessibility tree
      // (aria-hidden) when the view was there before it opened, as with a kept recipe.
      await expect(view.locator('h1', { hasText: STEW.title })).toBeVisible();
      await expect(view.locator('li')).toHaveCount(
        STEW.ingredients.length + STEW.directions.length + 1,
      );
      await expectBlackOnWhite(page, view.getByText(NOTE, { exact: true }));

      expectPortraitSheets(await pdfs(page, 'recipe', scheme));
    }
  });

  test('the week prints as one landscape table, and no app around it', async ({ page }) => {
    await recordPrints(page);
    await printingFamily(page);
    for (const scheme of SCHEMES) {
      await useScheme(page, scheme);
      await page.goto(`/meal-plan?week=${WEEK.weekStartDate}`);
      await useScheme(page, scheme);
      const view = page.locator('[data-print-area="meal-plan-week"]');
      await expect(view.locator('.week-print-meal')).toHaveCount(14);
      await page.getByRole('button', { name: 'Print Week' }).click();
      await expect.poll(() => printed(page)).toHaveLength(1);
      const [text] = await printed(page);
      for (const title of [STEW.title, 'Overnight Oats', ...PLACEHOLDERS]) {
        expect(text).toContain(title);
      }

      const calendar = page.getByRole('region', { name: 'Calendar' });
      await expect(calendar).toBeVisible();
      await expectChromeOnlyOnScreen(page);
      await expect(calendar).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print Week' })).toBeHidden();
      await expect(view.getByRole('table')).toBeVisible();
      await expect(view.getByRole('rowheader')).toHaveText([
        'Breakfast',
        'Lunch',
        'Dinner',
        'Snack',
      ]);
      await expectBlackOnWhite(page, view.getByText(PLACEHOLDERS[1]!, { exact: true }));

      for (const sheet of await pdfs(page, 'week', scheme)) {
        expect(sheet.pages, `${sheet.format} pages`).toBe(1);
        // Landscape: the paper turned.
        expect(sheet.size.width).toBeCloseTo(PAPER[sheet.format].height, -1);
        expect(sheet.size.height).toBeCloseTo(PAPER[sheet.format].width, -1);
      }
    }

    // A meal's recipe opened over the planner prints instead of the week, upright.
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: STEW.title, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: STEW.title });
    await expect(dialog).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-print-area="meal-plan-week"]')).toBeHidden();
    await expect(
      page.locator('[data-print-area="recipe"] h1', { hasText: STEW.title }),
    ).toBeVisible();
    expectPortraitSheets(await pdfs(page, 'recipe-over-week', 'dark'));
  });

  test('a week’s 35-item shopping list prints on one upright page, and no app around it', async ({
    page,
  }) => {
    await recordPrints(page);
    const family = await printingFamily(page);
    expect(family.itemCount).toBe(35);
    for (const scheme of SCHEMES) {
      await useScheme(page, scheme);
      await page.goto(`/shopping-list?week=${WEEK.weekStartDate}`);
      await useScheme(page, scheme);
      await expect(page.getByText(/items total/)).toHaveText(footerText(35, 0));
      await page.getByRole('button', { name: 'Print' }).click();
      await expect.poll(() => printed(page)).toHaveLength(1);

      const list = page.getByRole('tabpanel', { name: 'By Category' });
      await expectChromeOnlyOnScreen(page);
      await expect(page.getByRole('button', { name: 'Regenerate List' })).toBeHidden();
      await expect(list).toBeVisible();
      await expect(list.getByRole('checkbox')).toHaveCount(35);
      await expectBlackOnWhite(page, list.getByText('olive oil', { exact: true }));

      expectPortraitSheets(await pdfs(page, 'shopping-list', scheme));
    }
  });
});
