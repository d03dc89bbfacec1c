import { gzipSync } from 'node:zlib';
import { craftZip } from './craft-zip';

/** A Paprika recipe as the route tests need it; Paprika writes every field, most empty. */
export type PaprikaFixture = {
  uid: string;
  name: string;
  ingredients?: string;
  directions?: string;
  categories?: string[];
  notes?: string;
  servings?: string;
  source_url?: string;
  photo?: Buffer;
};

/** A `.paprikarecipes` export: a zip of gzipped JSON, each photo inline as base64. */
export function paprikaExport(recipes: readonly PaprikaFixture[]): Buffer {
  return craftZip(
    recipes.map((recipe) => ({
      name: `My Recipes/${recipe.name}.paprikarecipe`,
      data: gzipSync(
        Buffer.from(
          JSON.stringify({
            uid: recipe.uid,
            name: recipe.name,
            description: '',
            servings: recipe.servings ?? '4',
            prep_time: '10 min',
            cook_time: '20 min',
            total_time: '',
            source_url: recipe.source_url ?? '',
            categories: recipe.categories ?? [],
            ingredients: recipe.ingredients ?? '2 cups flour\n1 egg',
            directions: recipe.directions ?? 'Mix.\n\nBake.',
            notes: recipe.notes ?? '',
            photo_data: recipe.photo?.toString('base64') ?? null,
            photos: [],
            image_url: null,
          }),
        ),
      ),
    })),
  );
}

/** A Mealie backup holding recipes (amounts off: each line is its note) and meal plans. */
export function mealieBackup(
  recipes: ReadonlyArray<{ id: string; name: string }>,
  mealPlans: ReadonlyArray<{
    date: string;
    entry_type: string;
    recipe_id: string | null;
    title?: string;
  }>,
): Buffer {
  const database = {
    alembic_version: [{ version_num: '44e8d670719d' }],
    recipes: recipes.map((r) => ({ ...r, slug: r.id, recipe_yield: '2 servings' })),
    recipe_settings: recipes.map((r) => ({ recipe_id: r.id, disable_amount: true })),
    recipes_ingredients: recipes.map((r) => ({ recipe_id: r.id, position: 0, note: '1 cup rice' })),
    recipe_instructions: recipes.map((r) => ({ recipe_id: r.id, position: 0, text: 'Cook.' })),
    group_meal_plans: mealPlans.map((plan, i) => ({ id: i + 1, text: '', title: '', ...plan })),
  };
  return craftZip([
    { name: 'database.json', data: Buffer.from(JSON.stringify(database)), deflate: true },
  ]);
}
