import { expect, type Page } from '@playwright/test';
import { createFamilyWithAdmin, signInById } from './admin-setup';

const RECIPES = [
  { title: 'Lemon pasta', category: 'Mains', lines: ['spaghetti', 'lemon juice', 'parmesan'] },
  { title: 'Creamy soup', category: 'Mains', lines: ['potatoes', 'cream', 'parsley', 'onion'] },
  { title: 'Pancakes', category: 'Breakfast', lines: ['flour', 'milk', 'eggs'] },
];
const PANTRY = ['500 g spaghetti', 'lemon juice', '200 g parmesan', '1 kg potatoes', '2 onions'];

/**
 * A family of its own (admin API) with three recipes in its cookbook, 'Creamy soup' its
 * member's favourite, and a pantry that has all of 'Lemon pasta', half of the soup and nothing
 * of the pancakes; `page` ends signed in as the member. Titles carry `label` to be told apart
 * from the seeded recipes every family sees.
 */
export async function cookingFamily(page: Page, label: string) {
  const own = await createFamilyWithAdmin(page, label);
  const categoryIds = new Map<string, number>();
  for (const name of ['Mains', 'Breakfast']) {
    const res = await page.request.post(`/api/cookbooks/${own.defaultCookbookId}/categories`, {
      data: { name },
    });
    expect(res.status(), await res.text()).toBe(201);
    categoryIds.set(name, ((await res.json()) as { id: number }).id);
  }
  const ids = new Map<string, number>();
  for (const recipe of RECIPES) {
    const res = await page.request.post('/api/recipes', {
      data: {
        recipe: {
          title: `${label} ${recipe.title}`,
          subtitle: null,
          cookbookId: own.defaultCookbookId,
          categoryId: categoryIds.get(recipe.category),
          servings: 4,
          imageUrl: null,
        },
        ingredients: recipe.lines.map((text) => ({ text, quantity: null, unitId: null })),
        directions: [{ text: 'Cook.', stepNumber: 1 }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.set(recipe.title, ((await res.json()) as { id: number }).id);
  }
  await signInById(page, own.userId);
  for (const line of PANTRY) {
    const res = await page.request.post(`/api/families/${own.familyId}/pantry`, {
      data: { line },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const favorite = await page.request.post('/api/favorites', {
    data: { recipeId: ids.get('Creamy soup') },
  });
  expect(favorite.ok(), await favorite.text()).toBe(true);
  return { ...own, title: (name: string) => `${label} ${name}` };
}
