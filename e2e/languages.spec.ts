import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { expectNoHorizontalOverflow, LAYOUT_VIEWPORTS } from './support/layout';
import { familyIdOf, familyRecipes, openRecipe } from './support/recipes';
import { fetchesSettled, countFetches } from './support/settled';
import { USERS } from './support/users';

// Each language walked as a family uses it: chosen in Settings, then recipes, a recipe,
// the meal plan, the shopping list, the profile and an admin page, at 390 and 1280 px. No
// English text may remain, weekdays and numbers are the language's, and nothing overflows
// (German words are long). It changes Alex's saved language, so it runs after every other
// spec (playwright.config.ts) and puts English back at the end.

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(`src/web/locales/${locale}.json`, 'utf8')) as Record<string, string>;
const english = catalogue('en');

const FAMILY = 'The Parkers';
const RECIPE = 'Fluffy Buttermilk Pancakes';

const LANGUAGES = [
  { locale: 'de', name: 'Deutsch', settings: 'Einstellungen' },
  { locale: 'fr', name: 'Français', settings: 'Paramètres' },
  { locale: 'es', name: 'Español', settings: 'Ajustes' },
] as const;

const SCREENS = [
  { name: 'recipes', path: '/' },
  { name: 'meal-plan', path: '/meal-plan' },
  { name: 'shopping-list', path: '/shopping-list' },
  { name: 'profile', path: '/profile' },
  { name: 'admin-users', path: '/admin/users' },
] as const;

/**
 * The English messages a screen must not show in `locale`: those the language writes
 * differently and never uses itself, with at least one word of four letters (so 'OK', 'Snack'
 * or '{count} g' that read the same in both never count), and that are no family data: the demo family's
 * categories are named in English ('Breakfast'), as a family wrote them.
 */
function englishOnlyTexts(locale: string, familyData: ReadonlySet<string>): Set<string> {
  const translated = catalogue(locale);
  // A word both languages write ('Admin', 'Administration') is no leftover.
  const localTexts = new Set(Object.values(translated));
  return new Set(
    Object.entries(english)
      .filter(
        ([id, text]) => translated[id] !== text && !localTexts.has(text) && !text.includes('{'),
      )
      .map(([, text]) => text)
      .filter((text) => /\p{L}{4}/u.test(text) && !familyData.has(text)),
  );
}

/** The family's own words on these screens: its recipes' titles and categories. */
async function familyWords(page: Page): Promise<Set<string>> {
  const recipes = await familyRecipes(page, await familyIdOf(page, FAMILY));
  return new Set(recipes.flatMap((recipe) => [recipe.title, recipe.category?.name ?? '']));
}

/** Visible texts of the page that are English messages: leaf elements' own text, whole. */
async function englishLeftovers(page: Page, englishTexts: Set<string>) {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('script, style, [aria-hidden="true"]')) continue;
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      const box = element.getBoundingClientRect();
      if (own && box.width > 0 && box.height > 0) found.push(own);
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(attribute);
        if (value) found.push(value.trim());
      }
    }
    return found;
  });
  return [...new Set(texts.filter((text) => englishTexts.has(text)))];
}

async function settle(page: Page) {
  await fetchesSettled(page);
  await page.evaluate(() => document.fonts.ready);
}

async function chooseLanguage(page: Page, name: string, settingsTitle: string) {
  await page.goto('/settings');
  await page.getByRole('combobox', { name: /^(Language|Sprache|Langue|Idioma)$/ }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: settingsTitle, level: 1 })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await countFetches(page);
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInAs(page, USERS.superAdmin.email, '/settings');
  const res = await page.request.patch('/api/user/preferences', { data: { language: null } });
  expect(res.ok()).toBe(true);
  await page.close();
});

for (const language of LANGUAGES) {
  test(`every screen in ${language.name}`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, USERS.superAdmin.email, '/settings');
    await chooseLanguage(page, language.name, language.settings);
    await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
    const englishTexts = englishOnlyTexts(language.locale, await familyWords(page));

    for (const viewport of LAYOUT_VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(page.getByRole('main')).toBeVisible();
        await settle(page);
        const where = `${language.locale} ${screen.name} at ${viewport.width} px`;
        expect
          .soft(await englishLeftovers(page, englishTexts), `${where}: English text`)
          .toEqual([]);
        await expectNoHorizontalOverflow(page, where);
        await page.screenshot({
          path: `e2e/.artifacts/languages/${language.locale}-${screen.name}-${viewport.name}.png`,
        });
        if (screen.name === 'recipes')
          await checkRecipeDialog(page, language.locale, englishTexts, viewport.name);
        if (screen.name === 'meal-plan') await checkWeekdays(page, language.locale);
      }
    }
  });
}

/** A recipe opened from the grid speaks the language too. */
async function checkRecipeDialog(
  page: Page,
  locale: string,
  englishTexts: Set<string>,
  size: string,
) {
  const dialog = await openRecipe(page, RECIPE);
  await settle(page);
  expect.soft(await englishLeftovers(page, englishTexts), `${locale} recipe dialog`).toEqual([]);
  await page.screenshot({ path: `e2e/.artifacts/languages/${locale}-recipe-${size}.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The week's days and its heading are the language's, from Intl. */
async function checkWeekdays(page: Page, locale: string) {
  const main = page.getByRole('main');
  const today = new Date();
  const sunday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - today.getDay());
  const saturday = new Date(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() + 6);
  // The phone's agenda writes the day out ('Sonntag, 22. Nov.'), the laptop's grid shortens it.
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(sunday);
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(sunday);
  await expect(main.getByText(new RegExp(`^(${long}|${short})`, 'i')).first()).toBeVisible();
  // '22.–28. Nov. 2026', '22–28 nov. 2026', '22–28 nov 2026'.
  const week = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).formatRange(sunday, saturday);
  await expect(main.getByText(week, { exact: true })).toBeVisible();
}
