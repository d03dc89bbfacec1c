import { describe, expect, it } from 'vitest';
import { craftZip } from '#server/test-support/craft-zip';
import { readUpload } from '../archive/read-upload';
import type { AppIngredientLine } from './app-export';
import { mealieV0Reader } from './mealie-v0';

const ORIGINAL = Buffer.from('RIFF-original-picture-bytes');
const MIN = Buffer.from('RIFF-min');
const TINY = Buffer.from('RIFF-t');

const json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');

const upload = (entries: Record<string, Buffer>) =>
  readUpload(
    'mealie.zip',
    craftZip(Object.entries(entries).map(([name, data]) => ({ name, data, deflate: true }))),
  );

const lines = (ingredients: AppIngredientLine[]) =>
  ingredients.map((line) => (line.kind === 'heading' ? `# ${line.text}` : line.line));

const ROOT = 'mealie_2021-Dec-08/recipes';

/** A recipe as Mealie v0.5 exports it (snake_case), amounts off as it defaulted to. */
const stew = {
  id: 3,
  name: 'Old-Fashioned Beef Stew',
  slug: 'beef-stew',
  image: 'beef-stew',
  description: 'A <i>classic</i> stew.',
  recipe_category: ['Dinner', 'Stews'],
  tags: ['Winter', 'dinner'],
  recipe_yield: '4 serving(s)',
  recipe_ingredient: [
    {
      title: 'Meat',
      note: '1 pound beef ',
      unit: null,
      food: null,
      disable_amount: true,
      quantity: 1,
    },
    {
      title: null,
      note: '2 bay leaves',
      unit: null,
      food: null,
      disable_amount: true,
      quantity: 1,
    },
    {
      title: '',
      note: ' 5 carrots,  sliced',
      unit: null,
      food: null,
      disable_amount: true,
      quantity: 1,
    },
  ],
  recipe_instructions: [
    { title: 'Browning', text: 'Brown the beef.' },
    { title: '', text: 'Simmer for 2 hours. ' },
  ],
  total_time: '2 Hours 30 Minutes',
  prep_time: '1 Day',
  perform_time: '10-13 Minutes',
  settings: { disable_amount: false },
  notes: [
    { title: 'Tip', text: 'Better the next day.' },
    { title: '', text: 'Freezes well.\nThaw overnight.' },
  ],
  org_url: 'https://example.com/stew',
  extras: {},
};

describe('mealieV0Reader', () => {
  it('maps a v0.5 recipe field by field: times, yield, categories then tags without repeats', async () => {
    const files = await upload({ [`${ROOT}/beef-stew/beef-stew.json`]: json(stew) });
    const result = mealieV0Reader.read(files);
    expect(result.format).toBe('mealie-v0');
    expect(result.failed).toEqual([]);
    const [recipe] = result.recipes;
    expect(recipe).toMatchObject({
      sourceId: 'beef-stew',
      title: 'Old-Fashioned Beef Stew',
      description: 'A classic stew.',
      servings: 4,
      prepTime: 1440,
      cookTime: 10,
      totalTime: 150,
      sourceUrl: 'https://example.com/stew',
      categories: ['Dinner', 'Stews', 'Winter'],
      directions: ['Browning: Brown the beef.', 'Simmer for 2 hours.'],
      notes: 'Tip: Better the next day.\n\nFreezes well.\nThaw overnight.',
    });
    expect(lines(recipe!.ingredients)).toEqual([
      '# Meat',
      '1 pound beef',
      '2 bay leaves',
      '5 carrots, sliced',
    ]);
  });

  it('writes quantity, unit, food and note when a line has amounts on', async () => {
    const recipe = {
      name: 'Pancakes',
      slug: 'pancakes',
      recipe_ingredient: [
        {
          note: 'sifted',
          unit: { name: 'cup' },
          food: { name: 'flour' },
          disable_amount: false,
          quantity: 1.5,
        },
        { note: '', unit: null, food: { name: 'eggs' }, disable_amount: false, quantity: 2 },
        { note: '', unit: null, food: { name: 'salt' }, disable_amount: true, quantity: 1 },
      ],
      recipe_instructions: [],
    };
    const files = await upload({ [`${ROOT}/pancakes/pancakes.json`]: json(recipe) });
    expect(lines(mealieV0Reader.read(files).recipes[0]!.ingredients)).toEqual([
      '1 1/2 cup flour, sifted',
      '2 eggs',
      'salt',
    ]);
  });

  it('reads the older camelCase recipe with plain ingredient lines and tag objects', async () => {
    const recipe = {
      name: 'Salad',
      slug: 'salad',
      recipeYield: '2',
      recipeCategory: ['Sides'],
      tags: [{ name: 'Summer', slug: 'summer' }],
      recipeIngredient: ['For the dressing:', '2 tbsp oil', '1 lemon'],
      recipeInstructions: [{ text: 'Whisk.' }, { text: 'Toss.' }],
      prepTime: '10 Minutes',
      orgURL: 'https://example.com/salad',
    };
    const files = await upload({ [`${ROOT}/salad/salad.json`]: json(recipe) });
    expect(mealieV0Reader.read(files).recipes[0]).toMatchObject({
      servings: 2,
      prepTime: 10,
      sourceUrl: 'https://example.com/salad',
      categories: ['Sides', 'Summer'],
      ingredients: [
        { kind: 'heading', text: 'For the dressing' },
        { kind: 'ingredient', line: '2 tbsp oil' },
        { kind: 'ingredient', line: '1 lemon' },
      ],
      directions: ['Whisk.', 'Toss.'],
    });
  });

  it('keeps the full picture as bytes, not its min- and tiny- thumbnails', async () => {
    const files = await upload({
      [`${ROOT}/beef-stew/beef-stew.json`]: json(stew),
      [`${ROOT}/beef-stew/images/tiny-original.webp`]: TINY,
      [`${ROOT}/beef-stew/images/min-original.webp`]: MIN,
      [`${ROOT}/beef-stew/images/original.webp`]: ORIGINAL,
    });
    expect(mealieV0Reader.read(files).recipes[0]!.images).toEqual([
      { kind: 'bytes', bytes: ORIGINAL },
    ]);
  });

  it('puts a recipe with bad JSON or no name in failed and imports the others', async () => {
    const files = await upload({
      [`${ROOT}/beef-stew/beef-stew.json`]: json(stew),
      [`${ROOT}/broken/broken.json`]: Buffer.from('{"name": "Broken"', 'utf8'),
      [`${ROOT}/nameless/nameless.json`]: json({ name: '', slug: 'nameless' }),
    });
    const result = mealieV0Reader.read(files);
    expect(result.recipes.map((r) => r.title)).toEqual(['Old-Fashioned Beef Stew']);
    expect(result.failed).toEqual([
      { title: 'broken', reason: 'The recipe file is not valid JSON' },
      { title: 'nameless', reason: 'The recipe has no name' },
    ]);
  });

  it('detects recipes/<slug>/<slug>.json and nothing else', async () => {
    expect(
      mealieV0Reader.detect(await upload({ [`${ROOT}/beef-stew/beef-stew.json`]: json(stew) })),
    ).toBe(true);
    expect(
      mealieV0Reader.detect(await upload({ [`${ROOT}/beef-stew/other.json`]: json(stew) })),
    ).toBe(false);
    expect(mealieV0Reader.detect(await upload({ 'database.json': json({ recipes: [] }) }))).toBe(
      false,
    );
  });
});
