import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { addDays } from 'date-fns';
import sharp from 'sharp';
import { toDayString, toNoonDateTime } from '../../src/shared/meal-plans/calendar-day';
import { createFamilyWithAdmin, signInById, uniqueName } from './admin-setup';
import { selectorWeek } from './shopping-list';

/**
 * Helpers for the printing journeys (product rule: printing): a family of its own with a full week
 * (recipes of 11 and 12 ingredients, 14 meals, a 35-item shopping list), a recorded
 * window.print, and what a PDF from Chromium says about its pages.
 */

/** Where the PDFs go for people to look at (ignored by git). */
export const PDF_DIR = 'e2e/.artifacts/printing';

/** [quantity, unit name or null, text] */
type Line = [string, string | null, string];

interface RecipeSpec {
  title: string;
  subtitle: string;
  servings: number;
  ingredients: Line[];
  directions: string[];
}

export const STEW: RecipeSpec = {
  title: 'Harvest Vegetable Stew',
  subtitle: 'A big pot for a cold Sunday',
  servings: 6,
  ingredients: [
    ['2', 'tablespoon', 'olive oil'],
    ['1', null, 'large onion, diced'],
    ['3', 'clove', 'garlic, minced'],
    ['2', null, 'carrots, sliced'],
    ['2', null, 'celery stalks, sliced'],
    ['500', 'gram', 'potatoes, cubed'],
    ['1', 'can', 'chopped tomatoes'],
    ['1', 'liter', 'vegetable stock'],
    ['1', 'teaspoon', 'smoked paprika'],
    ['1/2', 'teaspoon', 'dried thyme'],
    ['200', 'gram', 'green beans, trimmed'],
    ['1', 'pinch', 'sea salt'],
  ],
  directions: [
    'Warm the olive oil in a large heavy pot over medium heat and soften the onion for about eight minutes, stirring now and then, until it is golden at the edges.',
    'Add the garlic, smoked paprika and thyme and stir for one minute, until the spices smell toasted.',
    'Tip in the carrots, celery and potatoes and turn them in the oil so every piece is coated.',
    'Pour in the chopped tomatoes and the vegetable stock, bring to a boil, then lower the heat and simmer with the lid ajar for 25 minutes.',
    'Add the green beans and cook for another 8 minutes, until the potatoes are soft and the beans bright green.',
    'Season with the salt, ladle into warm bowls and serve with crusty bread.',
  ],
};

const CHICKEN: RecipeSpec = {
  title: 'Lemon Herb Chicken',
  subtitle: 'Crisp skin, bright sauce',
  servings: 4,
  ingredients: [
    ['800', 'gram', 'chicken thighs'],
    ['2', null, 'lemons, juiced'],
    ['3', null, 'rosemary sprigs'],
    ['2', 'tablespoon', 'butter'],
    ['1', 'tablespoon', 'honey'],
    ['1', 'teaspoon', 'dijon mustard'],
    ['1/2', 'teaspoon', 'black pepper'],
    ['120', 'milliliter', 'white wine'],
    ['2', 'tablespoon', 'parsley, chopped'],
    ['2', null, 'shallots, sliced'],
    ['250', 'milliliter', 'chicken stock'],
    ['300', 'gram', 'long grain rice'],
  ],
  directions: [
    'Brown the chicken skin side down in the butter.',
    'Add the shallots, wine, lemon juice, honey and mustard.',
    'Roast at 200 °C for 30 minutes with the rosemary.',
    'Serve over the rice with the parsley.',
  ],
};

const OATS: RecipeSpec = {
  title: 'Overnight Oats',
  subtitle: 'Made the night before',
  servings: 2,
  ingredients: [
    ['1', 'cup', 'rolled oats'],
    ['1', 'cup', 'milk'],
    ['1/2', 'cup', 'greek yogurt'],
    ['1', 'tablespoon', 'chia seeds'],
    ['1', 'tablespoon', 'maple syrup'],
    ['1/2', 'teaspoon', 'vanilla extract'],
    ['1/2', 'cup', 'blueberries'],
    ['1', null, 'banana, sliced'],
    ['2', 'tablespoon', 'almonds, chopped'],
    ['1', 'pinch', 'cinnamon'],
    ['1', 'tablespoon', 'pumpkin seeds'],
  ],
  directions: ['Stir everything together.', 'Chill overnight.', 'Top with the fruit and serve.'],
};

export const NOTE = 'Grandma adds a spoon of pesto to each bowl.';
export const PLACEHOLDERS = ['Leftovers', 'Pizza night'];
/** The selector's next week: this family's only planned week. */
export const WEEK = selectorWeek(1);

/**
 * As the super admin, a family of its own (so no other spec sees its plans) with three recipes
 * (one with a photo), a note on the stew, 14 meals in WEEK (seven breakfasts, seven dinners, two
 * of them placeholders) and the week's shopping list; the page is then signed in as the family's
 * admin.
 */
export async function printingFamily(page: Page) {
  const own = await createFamilyWithAdmin(page, 'Print');
  const cookbookId = own.defaultCookbookId!;
  const units = await unitIds(page);
  const category = await page.request.post(`/api/cookbooks/${cookbookId}/categories`, {
    data: { name: uniqueName('Mains') },
  });
  expect(category.status(), await category.text()).toBe(201);
  const categoryId = ((await category.json()) as { id: number }).id;
  const imageUrl = await uploadPhoto(page);
  const ids = new Map<string, number>();
  for (const spec of [STEW, CHICKEN, OATS]) {
    const res = await page.request.post('/api/recipes', {
      data: {
        recipe: {
          title: spec.title,
          subtitle: spec.subtitle,
          cookbookId,
          categoryId,
          servings: spec.servings,
          imageUrl: spec === STEW ? imageUrl : null,
        },
        ingredients: spec.ingredients.map(([quantity, unit, text]) => ({
          quantity,
          unitId: unit ? units.get(unit)! : null,
          text,
        })),
        directions: spec.directions.map((text, index) => ({ text, stepNumber: index + 1 })),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.set(spec.title, ((await res.json()) as { id: number }).id);
  }

  await signInById(page, own.userId);
  const stewId = ids.get(STEW.title)!;
  const note = await page.request.post('/api/notes', {
    data: { recipeId: stewId, text: NOTE, familyId: own.familyId },
  });
  expect(note.status(), await note.text()).toBe(201);

  const dinners: Array<string | { placeholder: string }> = [
    STEW.title,
    CHICKEN.title,
    STEW.title,
    CHICKEN.title,
    { placeholder: PLACEHOLDERS[0]! },
    { placeholder: PLACEHOLDERS[1]! },
    STEW.title,
  ];
  for (let day = 0; day < 7; day += 1) {
    await plan(page, own.familyId, day, 'Breakfast', { recipeId: ids.get(OATS.title)! }, 2);
    const dinner = dinners[day]!;
    await plan(
      page,
      own.familyId,
      day,
      'Dinner',
      typeof dinner === 'string'
        ? { recipeId: ids.get(dinner)! }
        : { isPlaceholder: true, placeholderData: { title: dinner.placeholder } },
      4 + (day % 3),
    );
  }

  const list = await page.request.post('/api/shopping-lists', {
    data: {
      shoppingList: {
        familyId: own.familyId,
        weekStartDate: WEEK.weekStartDate,
        weekEndDate: WEEK.weekEndDate,
      },
      generateFromMealPlans: true,
    },
  });
  expect(list.status(), await list.text()).toBe(201);
  const items = ((await list.json()) as { shoppingList: { items: unknown[] } }).shoppingList.items;
  return { ...own, stewId, itemCount: items.length };
}

async function plan(
  page: Page,
  familyId: number,
  dayIndex: number,
  mealType: 'Breakfast' | 'Dinner',
  what: Record<string, unknown>,
  plannedServings: number,
) {
  const res = await page.request.post('/api/meal-plans', {
    data: {
      familyId,
      date: toNoonDateTime(toDayString(addDays(WEEK.start, dayIndex))),
      mealType,
      plannedServings,
      ...what,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function unitIds(page: Page) {
  const res = await page.request.get('/api/units');
  expect(res.ok()).toBe(true);
  const units = (await res.json()) as Array<{ id: number; name: string }>;
  return new Map(units.map((unit) => [unit.name, unit.id]));
}

/** A made-up photo of a stew, uploaded; answers its stored address. */
async function uploadPhoto(page: Page) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="1200" height="800" fill="#8d5524"/>
    <circle cx="600" cy="400" r="300" fill="#f1e3c6"/>
    <circle cx="600" cy="400" r="240" fill="#c0612b"/>
    <circle cx="520" cy="350" r="40" fill="#f39c12"/><circle cx="680" cy="460" r="50" fill="#27ae60"/>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  const res = await page.request.post('/api/upload/image', {
    multipart: { image: { name: 'stew.jpg', mimeType: 'image/jpeg', buffer } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { imageUrl: string }).imageUrl;
}

type PrintRecord = { __printed?: string[] };

/**
 * Call before the first navigation: window.print only records what it would print (the text
 * of the print portal that prints, or of the page when there is none).
 */
export async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    const printed: string[] = [];
    (window as PrintRecord).__printed = printed;
    window.print = () => {
      const portals = document.querySelectorAll('body > .print-portal');
      const shown = portals[portals.length - 1] ?? document.body;
      printed.push(shown.textContent ?? '');
    };
  });
}

/** What each window.print call so far would have printed. */
export function printed(page: Page) {
  return page.evaluate(() => (window as PrintRecord).__printed ?? []);
}

/**
 * The pages of a PDF: its `/Type /Page` objects (the page tree itself is `/Type /Pages`).
 * Chromium writes these dictionaries uncompressed.
 */
export function pdfPageCount(pdf: Buffer) {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

/** The first page's size in points, from its /MediaBox. */
export function pdfPageSize(pdf: Buffer) {
  const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(
    pdf.toString('latin1'),
  );
  if (!box) throw new Error('no /MediaBox in the PDF');
  const [x0, y0, x1, y1] = box.slice(1).map(Number) as [number, number, number, number];
  return { width: x1 - x0, height: y1 - y0 };
}

export function savePdf(name: string, pdf: Buffer) {
  mkdirSync(PDF_DIR, { recursive: true });
  writeFileSync(path.join(PDF_DIR, `${name}.pdf`), pdf);
}
