import { createServer, type Server } from 'node:http';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInAs } from './support/auth';
import { chooseCookbook, leekSoup, SITE, SITE_PORT, TEXT_TITLE } from './support/import';
import { deleteRecipesTitled } from './support/recipe-form';
import { closeRecipe, expectToast, familyIdOf, recipeCard } from './support/recipes';
import { USERS } from './support/users';

// Jordan (an editor of Family Favorites) imports recipes from a small site this spec serves on
// 127.0.0.1 (scripts/e2e-server.mjs lets imports reach it), and from pasted text. Screenshots
// of the import pages: import-screenshots.spec.ts.
const PAGE_TITLE = 'Imported Plum Cake';

const plumCake = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: PAGE_TITLE,
  recipeCategory: 'Dessert',
  recipeYield: '8 servings',
  prepTime: 'PT20M',
  cookTime: 'PT50M',
  image: [`${SITE}/plum-cake.png`],
  recipeIngredient: ['2 cups flour', '150 g butter', '1 tbsp sugar', '6 plums, halved'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Rub the butter into the flour and sugar.' },
    { '@type': 'HowToStep', text: 'Top with the plums and bake for 50 minutes.' },
  ],
};

let site: Server;

test.beforeAll(async () => {
  const picture = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 142, g: 69, b: 133 } },
  })
    .png()
    .toBuffer();
  const page = `<!doctype html><html><head><title>${PAGE_TITLE}</title>
<script type="application/ld+json">${JSON.stringify(plumCake)}</script></head>
<body><h1>${PAGE_TITLE}</h1></body></html>`;
  site = createServer((req, res) => {
    if (req.url === '/plum-cake.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    } else if (req.url === '/blocked.html') {
      res.writeHead(403, { 'content-type': 'text/html' }).end('<h1>Forbidden</h1>');
    } else if (req.url === '/plum-cake.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => site.listen(SITE_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

async function cleanUp(page: Page) {
  const familyId = await familyIdOf(page, USERS.editor.family);
  await deleteRecipesTitled(page, familyId, [PAGE_TITLE, TEXT_TITLE]);
}

/**
 * Clicks Import Recipe and waits for the server's answer: an import fetches a page and draws a
 * picture, which on a loaded machine takes longer than a toast's usual wait.
 */
async function submitImport(page: Page) {
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/recipes\/import/.test(r.url()),
  );
  await page.getByRole('button', { name: 'Import Recipe' }).click();
  await answered;
}

/** The edit page's ingredient row `n` (1-based): quantity, unit and text. */
async function expectIngredient(
  page: Page,
  n: number,
  quantity: string,
  unit: RegExp,
  text: string,
) {
  await expect(page.getByLabel(`Quantity of ingredient ${n}`, { exact: true })).toHaveValue(
    quantity,
  );
  await expect(page.getByRole('combobox', { name: `Unit of ingredient ${n}` })).toHaveText(unit);
  await expect(page.getByRole('textbox', { name: `Ingredient ${n}`, exact: true })).toHaveValue(
    text,
  );
}

/** Update Recipe opens the saved recipe's dialog; closed, the recipe is a card in the list. */
async function saveAndFindInList(
  page: Page,
  title: string,
  checkDialog?: (dialog: Locator) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Update Recipe' }).click();
  await expectToast(page, 'Recipe updated');
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await checkDialog?.(dialog);
  await closeRecipe(page, 'wide');
  await expect(recipeCard(page, title)).toBeVisible();
}

test('an editor imports a recipe page: quantities and units filled, picture, source link; it is in the list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, USERS.editor.email, '/');
  await cleanUp(page);
  await page.getByRole('link', { name: 'Import Recipe' }).first().click();
  await expect(page.getByRole('heading', { name: 'Import Recipe', level: 1 })).toBeVisible();
  await page.getByLabel('Recipe URL').fill(`${SITE}/plum-cake.html`);
  await chooseCookbook(page);
  await submitImport(page);

  await expectToast(page, 'Recipe Imported', PAGE_TITLE);
  await expect(page).toHaveURL(/\/recipe\/edit\/\d+$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(PAGE_TITLE);
  await expectIngredient(page, 1, '2', /cup/i, 'flour');
  await expectIngredient(page, 2, '150', /gram|^g$/i, 'butter');
  await expectIngredient(page, 3, '1', /tablespoon|tbsp/i, 'sugar');
  await expectIngredient(page, 4, '6', /No unit/, 'plums, halved');
  await expect(page.getByRole('textbox', { name: 'Step 1', exact: true })).toHaveValue(
    'Rub the butter into the flour and sugar.',
  );
  await expect(page.locator('main img[src^="/uploads/"]').first()).toBeVisible();
  await page.screenshot({ path: 'e2e/.artifacts/import-landed-edit-wide-light.png' });

  await saveAndFindInList(page, PAGE_TITLE, async (dialog) => {
    const source = dialog.getByRole('link', { name: '127.0.0.1' });
    await expect(source).toHaveAttribute('href', `${SITE}/plum-cake.html`);
    await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    await page.screenshot({ path: 'e2e/.artifacts/import-dialog-source-wide-light.png' });
  });

  // The same address again: offered the existing recipe.
  await page.goto('/admin/import');
  await page.getByLabel('Recipe URL').fill(`${SITE}/plum-cake.html`);
  await chooseCookbook(page);
  await submitImport(page);
  await expect(
    page.getByText('This address was already imported into this cookbook'),
  ).toBeVisible();
  await page.screenshot({ path: 'e2e/.artifacts/import-duplicate-wide-light.png' });
  await page.getByRole('button', { name: 'Open Existing Recipe' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(PAGE_TITLE);
  await cleanUp(page);
});

test('an editor imports pasted text and saves it; a refused address shows its reason', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, USERS.editor.email, '/admin/import');
  await cleanUp(page);
  await page.getByLabel('Recipe URL').fill(`${SITE}/blocked.html`);
  await chooseCookbook(page);
  await submitImport(page);
  await expectToast(
    page,
    'Import Failed',
    'This site refused the import; paste the recipe text instead',
  );
  await page.getByLabel('Recipe URL').fill('ftp://example.com/recipe');
  await page.getByRole('button', { name: 'Import Recipe' }).click();
  await expectToast(page, 'Import Failed', 'That address cannot be imported');
  await expect(page).toHaveURL(/\/admin\/import$/);

  await page.getByRole('link', { name: 'Import from text' }).click();
  await expect(
    page.getByRole('heading', { name: 'Import Recipe from Text', level: 1 }),
  ).toBeVisible();
  await page.getByLabel('Recipe Text').fill(leekSoup);
  await chooseCookbook(page);
  await submitImport(page);
  await expectToast(page, 'Recipe Imported', TEXT_TITLE);
  await expect(page).toHaveURL(/\/recipe\/edit\/\d+$/);
  await expectIngredient(page, 1, '3', /No unit/, 'leeks, sliced');
  await expectIngredient(page, 2, '2', /tablespoon|tbsp/i, 'butter');
  await expectIngredient(page, 3, '1', /liter|^l$/i, 'vegetable stock');
  // Text has no picture of its own: the server drew one for the title.
  await expect(page.locator('main img[src^="/uploads/"]').first()).toBeVisible();
  await saveAndFindInList(page, TEXT_TITLE);
  await cleanUp(page);
});

test('a member without an editor role is sent home from the import page', async ({ page }) => {
  await signInAs(page, USERS.parkerMember.email, '/admin/import');
  await expectToast(page, 'Access Denied', 'You do not have permission to import recipes.');
  await expect(page).toHaveURL(/\/$/);
});
