import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { App } from '#server/app';
import type { Database } from '#server/db/client';
import { directions, ingredients, recipes, units } from '#server/db/schema';
import type { RecipeWriteInput } from '#shared/recipes/recipe-write.schemas';
import { recipeVersionTag, RECIPE_VERSION_HEADER } from '#shared/recipes/recipe-write.schemas';

/** The id of a standard unit (drizzle/0001) by name. */
export async function unitIdOf(db: Database, name: string) {
  const [unit] = await db.select({ id: units.id }).from(units).where(eq(units.name, name));
  if (!unit) throw new Error(`No unit named ${name}`);
  return unit.id;
}

/** A valid POST/PATCH /api/recipes body for the cookbook and category, with `recipe` overrides. */
export function recipeBody(
  refs: { cookbookId: number; categoryId: number },
  overrides: Partial<RecipeWriteInput['recipe']> = {},
  lines: Partial<Pick<RecipeWriteInput, 'ingredients' | 'directions'>> = {},
): RecipeWriteInput {
  return {
    recipe: {
      title: 'Lentil Soup',
      subtitle: 'Warming',
      servings: 4,
      imageUrl: null,
      ...refs,
      ...overrides,
    },
    ingredients: lines.ingredients ?? [
      { quantity: '1 1/2', unitId: null, text: 'red lentils' },
      { quantity: null, unitId: null, text: 'salt to taste' },
    ],
    directions: lines.directions ?? [
      { stepNumber: 1, text: 'Rinse the lentils.' },
      { stepNumber: 2, text: 'Simmer for 20 minutes.' },
    ],
  };
}

/** An image file in the app's storage (bytes need not be a real image here): its URL. */
export async function storeTestImage(app: App) {
  const key = `recipes/test-${randomBytes(6).toString('hex')}.webp`;
  return app.imageStorage.save(key, Buffer.from('RIFF....WEBP'), 'image/webp');
}

/** A recipe as stored: its row, ingredients by position and directions by step. */
export async function storedRecipe(db: Database, recipeId: number) {
  const [recipe] = await db.select().from(recipes).where(eq(recipes.id, recipeId));
  return {
    recipe: recipe ?? null,
    ingredients: await db
      .select({
        position: ingredients.position,
        quantity: ingredients.quantity,
        unitId: ingredients.unitId,
        text: ingredients.text,
      })
      .from(ingredients)
      .where(eq(ingredients.recipeId, recipeId))
      .orderBy(asc(ingredients.position)),
    directions: await db
      .select({ stepNumber: directions.stepNumber, text: directions.text })
      .from(directions)
      .where(eq(directions.recipeId, recipeId))
      .orderBy(asc(directions.stepNumber)),
  };
}

/** The If-Match header of a PATCH for the version the form loaded. */
export function ifMatch(updatedAt: string) {
  return { [RECIPE_VERSION_HEADER]: recipeVersionTag(updatedAt) };
}
