import { describe, expect, it } from 'vitest';
import { craftZip } from '#server/test-support/craft-zip';
import { readUpload } from '../archive/read-upload';
import type { AppIngredientLine } from './app-export';
import { tandoorReader } from './tandoor';

const IMAGE = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 7, 7, 7]);

const json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');

type Ingredient = {
  food?: string | { name: string; plural_name?: string | null } | null;
  unit?: string | { name: string; plural_name?: string | null } | null;
  amount?: number;
  note?: string;
  is_header?: boolean;
  no_amount?: boolean;
  order?: number;
};

/** An ingredient row as Tandoor exports it, names wrapped in their objects. */
function row({ food = null, unit = null, amount = 0, note = '', ...rest }: Ingredient) {
  const named = (value: Ingredient['food']) =>
    typeof value === 'string' ? { name: value, plural_name: null } : value;
  return {
    food: named(food),
    unit: named(unit),
    amount,
    note,
    order: 0,
    is_header: false,
    no_amount: false,
    always_use_plural_unit: false,
    always_use_plural_food: false,
    ...rest,
  };
}

const recipeJson = (fields: Record<string, unknown>) =>
  json({
    name: 'Recipe',
    description: '',
    keywords: [],
    steps: [],
    working_time: 0,
    waiting_time: 0,
    internal: true,
    nutrition: null,
    servings: 1,
    servings_text: '',
    ...fields,
  });

/** Tandoor's export: a zip of zips, one per recipe. */
const upload = (recipes: Array<Record<string, Buffer>>) =>
  readUpload(
    'export.zip',
    craftZip(
      recipes.map((entries, index) => ({
        name: `${index + 1}.zip`,
        data: craftZip(Object.entries(entries).map(([name, data]) => ({ name, data }))),
      })),
    ),
  );

const lines = (ingredients: AppIngredientLine[]) =>
  ingredients.map((line) => (line.kind === 'heading' ? `# ${line.text}` : line.line));

describe('tandoorReader', () => {
  it('maps recipe.json field by field: working time as prep, waiting time as cook, keywords', async () => {
    const files = await upload([
      {
        'recipe.json': recipeJson({
          name: '“Texas Red” Chili',
          description: 'Bowl of <b>red</b>',
          keywords: [{ name: 'American' }, { name: 'Main' }, { name: 'american' }],
          working_time: 20,
          waiting_time: 120,
          servings: 6,
          servings_text: 'bowls',
          source_url: 'https://example.com/chili',
        }),
        'image.jpeg': IMAGE,
      },
    ]);
    const result = tandoorReader.read(files);
    expect(result.format).toBe('tandoor');
    expect(result.failed).toEqual([]);
    expect(result.recipes[0]).toMatchObject({
      sourceId: '1.zip/recipe.json#“Texas Red” Chili',
      title: '“Texas Red” Chili',
      description: 'Bowl of red',
      servings: 6,
      prepTime: 20,
      cookTime: 120,
      totalTime: 140,
      sourceUrl: 'https://example.com/chili',
      categories: ['American', 'Main'],
      notes: null,
      images: [{ kind: 'bytes', bytes: IMAGE }],
    });
  });

  it('leaves times unknown when both are 0 and the address out when it is absent', async () => {
    const files = await upload([{ 'recipe.json': recipeJson({ name: 'Toast' }) }]);
    expect(tandoorReader.read(files).recipes[0]).toMatchObject({
      prepTime: null,
      cookTime: null,
      totalTime: null,
      sourceUrl: null,
      images: [],
    });
  });

  it('writes each ingredient as amount, unit, food and note, headers as headings', async () => {
    const ingredients = [
      row({ is_header: true, note: 'For the chili' }),
      row({ food: 'New Mexico chile, dry', unit: 'oz', amount: 2.0, note: '57 g' }),
      row({ food: 'doppelbock', unit: 'cup', amount: 1.5 }),
      row({ food: 'canola oil', unit: 'cup', amount: 0.25 }),
      row({ food: 'broth', unit: 'cup', amount: 0.3333 }),
      row({ food: 'vinegar', unit: 'tbsp', amount: 0.7 }),
      row({ food: { name: 'onion', plural_name: 'onions' }, amount: 2, note: 'small dice' }),
      row({ food: 'Two 15 oz cans diced tomato', amount: 0 }),
      row({ food: 'salt', unit: 'tsp', amount: 3, no_amount: true }),
      row({ is_header: true, food: 'To serve' }),
      row({ food: 'Scallions', note: 'thinly sliced' }),
    ];
    const files = await upload([
      {
        'recipe.json': recipeJson({
          name: 'Chili',
          steps: [{ name: '', instruction: 'Cook.', ingredients, order: 0 }],
        }),
      },
    ]);
    expect(lines(tandoorReader.read(files).recipes[0]!.ingredients)).toEqual([
      '# For the chili',
      '2 oz New Mexico chile, dry, 57 g',
      '1 1/2 cup doppelbock',
      '1/4 cup canola oil',
      '1/3 cup broth',
      '0.7 tbsp vinegar',
      '2 onions, small dice',
      'Two 15 oz cans diced tomato',
      'salt',
      '# To serve',
      'Scallions, thinly sliced',
    ]);
  });

  it('makes a step name and each paragraph of an instruction a step, steps in their order', async () => {
    const files = await upload([
      {
        'recipe.json': recipeJson({
          name: 'Bread',
          steps: [
            {
              name: 'Bake',
              instruction: 'Heat the oven.\n\nBake for **40 minutes**.',
              ingredients: [],
              order: 1,
            },
            {
              name: '',
              instruction: 'Mix flour and water.\n\nKnead.\n\n### Source\nGrandma',
              ingredients: [],
              order: 0,
            },
          ],
        }),
      },
    ]);
    expect(tandoorReader.read(files).recipes[0]!.directions).toEqual([
      'Mix flour and water.',
      'Knead.',
      'Source',
      'Grandma',
      'Bake',
      'Heat the oven.',
      'Bake for 40 minutes.',
    ]);
  });

  it('heads each named step’s ingredients when several steps have some', async () => {
    const files = await upload([
      {
        'recipe.json': recipeJson({
          name: 'Pie',
          steps: [
            {
              name: 'Crust',
              instruction: 'Mix.',
              ingredients: [row({ food: 'flour', unit: 'g', amount: 200 })],
            },
            {
              name: 'Filling',
              instruction: 'Slice.',
              ingredients: [row({ food: 'apples', amount: 4 })],
            },
            { name: 'Bake', instruction: 'Bake.', ingredients: [] },
          ],
        }),
      },
    ]);
    expect(lines(tandoorReader.read(files).recipes[0]!.ingredients)).toEqual([
      '# Crust',
      '200 g flour',
      '# Filling',
      '4 apples',
    ]);
  });

  it('puts a recipe with bad JSON or no name in failed and imports the others', async () => {
    const files = await upload([
      { 'recipe.json': recipeJson({ name: 'Good' }) },
      { 'recipe.json': Buffer.from('{"name": "Broken", "steps": [', 'utf8') },
      { 'recipe.json': recipeJson({ name: '' }) },
    ]);
    const result = tandoorReader.read(files);
    expect(result.recipes.map((r) => r.title)).toEqual(['Good']);
    expect(result.failed).toEqual([
      { title: '2.zip', reason: 'recipe.json is not a readable Tandoor recipe' },
      { title: '3.zip', reason: 'The recipe has no name' },
    ]);
  });

  it('detects Tandoor recipe.json, also one recipe’s zip alone, and not schema.org recipe.json', async () => {
    expect(tandoorReader.detect(await upload([{ 'recipe.json': recipeJson({}) }]))).toBe(true);
    const single = craftZip([{ name: 'recipe.json', data: recipeJson({ name: 'Soup' }) }]);
    expect(tandoorReader.detect(await readUpload('1.zip', single))).toBe(true);
    const nextcloud = craftZip([
      { name: 'Soup/recipe.json', data: json({ '@type': 'Recipe', name: 'Soup', steps: [] }) },
    ]);
    expect(tandoorReader.detect(await readUpload('cookbook.zip', nextcloud))).toBe(false);
    const mealie = craftZip([{ name: 'recipes/soup/soup.json', data: json({ name: 'Soup' }) }]);
    expect(tandoorReader.detect(await readUpload('mealie.zip', mealie))).toBe(false);
  });
});
