import { describe, expect, it } from 'vitest';
import { craftZip } from '#server/test-support/craft-zip';
import { readUpload } from '../archive/read-upload';
import type { AppIngredientLine } from './app-export';
import { nextcloudReader } from './nextcloud';

const FULL = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 1, 1, 1]);
const THUMB = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 2]);

const json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');

const recipeJson = (fields: Record<string, unknown>) =>
  json({ '@context': 'http://schema.org', '@type': 'Recipe', ...fields });

const upload = (entries: Record<string, Buffer>) =>
  readUpload(
    'cookbook.zip',
    craftZip(Object.entries(entries).map(([name, data]) => ({ name, data, deflate: true }))),
  );

const lines = (ingredients: AppIngredientLine[]) =>
  ingredients.map((line) => (line.kind === 'heading' ? `# ${line.text}` : line.line));

describe('nextcloudReader', () => {
  it('maps recipe.json field by field: times, yield, category then keywords without repeats', async () => {
    const files = await upload({
      'Lentil Soup/recipe.json': recipeJson({
        name: 'Lentil Soup',
        description: 'A <em>warming</em> soup',
        recipeYield: '4 servings',
        prepTime: 'PT0H15M',
        cookTime: 'PT1H0M',
        totalTime: 'PT1H15M',
        url: 'https://example.com/lentil-soup',
        recipeCategory: 'Soups',
        keywords: 'vegan, lentils,soups',
        recipeIngredient: [
          'For the soup:',
          '200 g lentils',
          '1 onion',
          'For the topping:',
          'Yoghurt',
        ],
        recipeInstructions: ['Rinse the lentils.\n', 'Simmer for 40 minutes.'],
      }),
      'Lentil Soup/full.jpg': FULL,
      'Lentil Soup/thumb.jpg': THUMB,
    });
    const result = nextcloudReader.read(files);
    expect(result.format).toBe('nextcloud');
    expect(result.failed).toEqual([]);
    const [recipe] = result.recipes;
    expect(recipe).toMatchObject({
      sourceId: 'Lentil Soup',
      title: 'Lentil Soup',
      description: 'A warming soup',
      servings: 4,
      prepTime: 15,
      cookTime: 60,
      totalTime: 75,
      sourceUrl: 'https://example.com/lentil-soup',
      categories: ['Soups', 'vegan', 'lentils'],
      directions: ['Rinse the lentils.', 'Simmer for 40 minutes.'],
      notes: null,
    });
    expect(lines(recipe!.ingredients)).toEqual([
      '# For the soup',
      '200 g lentils',
      '1 onion',
      '# For the topping',
      'Yoghurt',
    ]);
  });

  it('keeps a HowToSection name as a step of its own before its steps', async () => {
    const files = await upload({
      'Pie/recipe.json': recipeJson({
        name: 'Pie',
        recipeInstructions: [
          {
            '@type': 'HowToSection',
            name: 'Crust',
            itemListElement: [
              { '@type': 'HowToStep', text: 'Mix flour and butter.' },
              { '@type': 'HowToStep', text: 'Chill.' },
            ],
          },
          {
            '@type': 'HowToSection',
            name: 'Filling',
            itemListElement: [{ text: 'Slice apples.' }],
          },
        ],
      }),
    });
    expect(nextcloudReader.read(files).recipes[0]!.directions).toEqual([
      'Crust',
      'Mix flour and butter.',
      'Chill.',
      'Filling',
      'Slice apples.',
    ]);
  });

  it('takes full.jpg as bytes, thumb.jpg only when alone, and the image address only without either', async () => {
    const image = 'https://example.com/picture-480x270.jpg';
    const files = await upload({
      'Full/recipe.json': recipeJson({ name: 'Full', image }),
      'Full/thumb.jpg': THUMB,
      'Full/full.jpg': FULL,
      'Thumb/recipe.json': recipeJson({ name: 'Thumb', image }),
      'Thumb/thumb.jpg': THUMB,
      'None/recipe.json': recipeJson({ name: 'None', image }),
    });
    const images = (title: string) =>
      nextcloudReader.read(files).recipes.find((r) => r.title === title)!.images;
    expect(images('Full')).toEqual([{ kind: 'bytes', bytes: FULL }]);
    expect(images('Thumb')).toEqual([{ kind: 'bytes', bytes: THUMB }]);
    expect(images('None')).toEqual([{ kind: 'url', url: image }]);
  });

  it('puts a recipe with bad JSON or no name in failed and imports the others', async () => {
    const files = await upload({
      'Good/recipe.json': recipeJson({ name: 'Good' }),
      'Broken/recipe.json': Buffer.from('{"@type": "Recipe", "name": ', 'utf8'),
      'Nameless/recipe.json': recipeJson({ name: '' }),
    });
    const result = nextcloudReader.read(files);
    expect(result.recipes.map((r) => r.title)).toEqual(['Good']);
    expect(result.failed).toEqual([
      { title: 'Broken', reason: 'recipe.json is not a readable recipe' },
      { title: 'Nameless', reason: 'The recipe has no name' },
    ]);
  });

  it('detects folders of schema.org recipe.json, not Tandoor recipe.json nor loose JSON files', async () => {
    expect(
      nextcloudReader.detect(
        await upload({
          'Broken/recipe.json': Buffer.from('not json'),
          'Soup/recipe.json': recipeJson({ name: 'Soup' }),
        }),
      ),
    ).toBe(true);
    expect(
      nextcloudReader.detect(
        await upload({
          '1.zip': craftZip([{ name: 'recipe.json', data: json({ name: 'Chili', steps: [] }) }]),
        }),
      ),
    ).toBe(false);
    expect(
      nextcloudReader.detect(await upload({ 'soup.json': recipeJson({ name: 'Soup' }) })),
    ).toBe(false);
    expect(
      nextcloudReader.detect(await readUpload('recipe.json', recipeJson({ name: 'Soup' }))),
    ).toBe(false);
  });
});
