import { describe, expect, it } from 'vitest';
import { readUpload } from '../archive/read-upload';
import { craftZip } from '#server/test-support/craft-zip';
import { mealieBackupReader } from './mealie-backup';

const RECIPE = 'a1b2c3d4-0000-4000-8000-000000000001';
const PLAIN = 'a1b2c3d4-0000-4000-8000-000000000002';

/** A backup of the 2024 schema: servings as a number, amounts on for one recipe. */
const database = {
  alembic_version: [{ version_num: 'be568e39ffdf' }],
  recipes: [
    {
      id: RECIPE,
      slug: 'chili',
      name: 'Texas Chili',
      description: '<p>Hot &amp; slow</p>',
      recipe_servings: 6,
      recipe_yield: '1 pot',
      prep_time: '20 minutes',
      perform_time: '2 hours',
      total_time: 'PT2H20M',
      org_url: 'https://example.org/chili',
    },
    { id: PLAIN, slug: 'toast', name: 'Toast', recipe_yield: '2 servings', org_url: 'not a url' },
    { id: 'no-name', slug: 'nameless', name: '' },
  ],
  recipe_settings: [
    { recipe_id: RECIPE, disable_amount: false },
    { recipe_id: PLAIN, disable_amount: true },
  ],
  ingredient_units: [
    { id: 'u-cup', name: 'cup', abbreviation: 'c', use_abbreviation: false },
    { id: 'u-g', name: 'gram', abbreviation: 'g', use_abbreviation: true },
  ],
  ingredient_foods: [
    { id: 'f-beef', name: 'beef chuck' },
    { id: 'f-beans', name: 'beans' },
  ],
  recipes_ingredients: [
    {
      recipe_id: RECIPE,
      position: 1,
      quantity: 0.5,
      unit_id: 'u-cup',
      food_id: 'f-beans',
      note: 'drained',
    },
    {
      recipe_id: RECIPE,
      position: 0,
      title: 'Meat',
      quantity: 900,
      unit_id: 'u-g',
      food_id: 'f-beef',
      note: '',
    },
    { recipe_id: PLAIN, position: 0, note: '2 slices bread', quantity: 0 },
    { recipe_id: PLAIN, position: 1, note: '', original_text: 'butter' },
  ],
  recipe_instructions: [
    { recipe_id: RECIPE, position: 1, title: '', text: 'Simmer for two hours.' },
    { recipe_id: RECIPE, position: 0, title: 'Sear', text: 'Brown the beef.' },
    { recipe_id: PLAIN, position: 0, text: 'Toast the bread.' },
  ],
  categories: [{ id: 'c-main', name: 'Main' }],
  tags: [
    { id: 't-tex', name: 'Tex-Mex' },
    { id: 't-main', name: 'main' },
  ],
  recipes_to_categories: [{ recipe_id: RECIPE, category_id: 'c-main' }],
  recipes_to_tags: [
    { recipe_id: RECIPE, tag_id: 't-tex' },
    { recipe_id: RECIPE, tag_id: 't-main' },
  ],
  notes: [{ recipe_id: RECIPE, title: 'Tip', text: 'Better the next day.' }],
  group_meal_plans: [
    { date: '2024-03-05', entry_type: 'dinner', recipe_id: RECIPE, title: '' },
    { date: '2024-03-04', entry_type: 'lunch', recipe_id: null, title: 'Leftovers' },
  ],
};

async function upload(extra: Array<{ name: string; data: Buffer }> = []) {
  return readUpload(
    'mealie.zip',
    craftZip([
      { name: 'database.json', data: Buffer.from(JSON.stringify(database)), deflate: true },
      ...extra,
    ]),
  );
}

describe('a Mealie backup', () => {
  it('is told by its tables, not by any database.json', async () => {
    expect(mealieBackupReader.detect(await upload())).toBe(true);
    const other = await readUpload(
      'x.zip',
      craftZip([{ name: 'database.json', data: Buffer.from('{"users":[]}') }]),
    );
    expect(mealieBackupReader.detect(other)).toBe(false);
  });

  it('reads a recipe with amounts on as Mealie shows it: sections, units, notes, times, categories then tags', async () => {
    const picture = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const thumbnail = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9]);
    const result = mealieBackupReader.read(
      await upload([
        { name: `data/recipes/${RECIPE}/images/min-original.webp`, data: thumbnail },
        { name: `data/recipes/${RECIPE}/images/original.webp`, data: picture },
      ]),
    );
    const chili = result.recipes.find((recipe) => recipe.title === 'Texas Chili')!;
    expect(chili).toMatchObject({
      sourceId: RECIPE,
      description: 'Hot & slow',
      servings: 6,
      prepTime: 20,
      cookTime: 120,
      totalTime: 140,
      sourceUrl: 'https://example.org/chili',
      categories: ['Main', 'Tex-Mex'],
      notes: 'Tip: Better the next day.',
    });
    expect(chili.ingredients).toEqual([
      { kind: 'heading', text: 'Meat' },
      { kind: 'ingredient', line: '900 g beef chuck' },
      { kind: 'ingredient', line: '1/2 cup beans, drained' },
    ]);
    expect(chili.directions).toEqual(['Sear: Brown the beef.', 'Simmer for two hours.']);
    expect(chili.images.map((image) => image.kind === 'bytes' && image.bytes.length)).toEqual([
      picture.length,
      thumbnail.length,
    ]);
  });

  it('reads a recipe with amounts off by its notes; a recipe without a name fails with the reason', async () => {
    const result = mealieBackupReader.read(await upload());
    const toast = result.recipes.find((recipe) => recipe.title === 'Toast')!;
    expect(toast.ingredients).toEqual([
      { kind: 'ingredient', line: '2 slices bread' },
      { kind: 'ingredient', line: 'butter' },
    ]);
    expect(toast).toMatchObject({ servings: 2, sourceUrl: null, images: [] });
    expect(result.failed).toEqual([{ title: 'nameless', reason: 'The recipe has no name' }]);
  });

  it('brings its meal plans in date order, note-only entries too', async () => {
    expect(mealieBackupReader.read(await upload()).mealPlans).toEqual([
      { date: '2024-03-04', mealType: 'lunch', recipeSourceId: null, title: 'Leftovers' },
      { date: '2024-03-05', mealType: 'dinner', recipeSourceId: RECIPE, title: null },
    ]);
  });
});
