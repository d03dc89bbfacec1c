import type { Database } from '#server/db/client';
import { createCategory, createCookbook } from './factories';
import { createRecipe, hideForFamily, type IngredientSpec } from './recipe-factories';
import { buildPantryWorld } from './pantry-factories';

const line = (text: string): IngredientSpec => [null, null, text];

/**
 * The pantry world with recipes for "What can we cook?": family A's cookbook with a dinner
 * the pantry covers, a soup missing two things, a breakfast; one recipe hidden from A; and
 * family B's own recipe, which A must never see.
 */
export async function buildCookableWorld(db: Database) {
  const w = await buildPantryWorld(db);
  const book = await createCookbook(db, { familyId: w.familyA.id, name: 'A kitchen' });
  const dinner = await createCategory(db, book.id, 'Dinner');
  const breakfast = await createCategory(db, book.id, 'Breakfast');
  const recipe = (title: string, categoryId: number, lines: string[]) =>
    createRecipe(db, { cookbookId: book.id, categoryId, title, ingredients: lines.map(line) });
  const pasta = await recipe('Lemon pasta', dinner.id, [
    'spaghetti',
    'lemon juice',
    'parmesan',
    'salt',
  ]);
  const soup = await recipe('Creamy soup', dinner.id, ['potatoes', 'cream', 'parsley', 'onion']);
  const omelette = await recipe('Omelette', breakfast.id, ['eggs', 'milk', 'butter']);
  const hidden = await recipe('Hidden spaghetti', dinner.id, ['spaghetti']);
  await hideForFamily(db, hidden.id, w.familyA.id);
  const bookB = await createCookbook(db, { familyId: w.familyB.id, name: 'B kitchen' });
  const foreign = await createRecipe(db, {
    cookbookId: bookB.id,
    title: 'Foreign spaghetti',
    ingredients: [line('spaghetti')],
  });
  return { ...w, book, recipes: { pasta, soup, omelette, hidden, foreign } };
}

export type CookableWorld = Awaited<ReturnType<typeof buildCookableWorld>>;
