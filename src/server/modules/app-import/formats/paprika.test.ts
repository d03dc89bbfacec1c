import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { craftZip } from '#server/test-support/craft-zip';
import { readUpload } from '../archive/read-upload';
import { paprikaReader } from './paprika';

const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const EXTRA_PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe1, 9, 9]);

/** A recipe as Paprika writes it: every field present, most of them empty. */
function paprikaJson(fields: Record<string, unknown>): Buffer {
  const recipe = {
    uid: 'UID-1',
    name: 'Recipe',
    description: '',
    servings: '',
    prep_time: '',
    cook_time: '',
    total_time: '',
    source_url: '',
    categories: [],
    ingredients: '',
    directions: '',
    notes: '',
    photo_data: null,
    photos: [],
    image_url: null,
    ...fields,
  };
  return gzipSync(Buffer.from(JSON.stringify(recipe), 'utf8'));
}

const upload = (entries: Record<string, Buffer>) =>
  readUpload(
    'export.paprikarecipes',
    craftZip(Object.entries(entries).map(([name, data]) => ({ name, data, deflate: true }))),
  );

const lines = (
  ingredients: ReturnType<typeof paprikaReader.read>['recipes'][number]['ingredients'],
) => ingredients.map((line) => (line.kind === 'heading' ? `# ${line.text}` : line.line));

describe('paprikaReader', () => {
  it('maps a recipe field by field: servings text, times, source, categories without repeats', async () => {
    const files = await upload({
      'My Recipes/Rolls.paprikarecipe': paprikaJson({
        uid: 'ABC-123',
        name: 'Zucchini Rolls\n',
        description: 'Summer <b>starter</b> &amp; snack',
        servings: 'about 20 rolls',
        prep_time: '30 minutes',
        cook_time: '1 hour 15 minutes',
        total_time: '',
        source_url: 'http://www.example.com/rolls',
        categories: ['Grill', 'Vegetarian', 'grill'],
        notes: 'Good cold.\nKeeps two days.',
      }),
    });
    const result = paprikaReader.read(files);
    expect(result.format).toBe('paprika');
    expect(result.failed).toEqual([]);
    expect(result.mealPlans).toEqual([]);
    const [recipe] = result.recipes;
    expect(recipe).toMatchObject({
      sourceId: 'ABC-123',
      title: 'Zucchini Rolls',
      description: 'Summer starter & snack',
      servings: 20,
      prepTime: 30,
      cookTime: 75,
      totalTime: null,
      sourceUrl: 'http://www.example.com/rolls',
      categories: ['Grill', 'Vegetarian'],
      notes: 'Good cold.\nKeeps two days.',
    });
  });

  it('reads one ingredient per line, with group headings marked', async () => {
    const files = await upload({
      'Stew.paprikarecipe': paprikaJson({
        name: 'Stew',
        ingredients:
          'For the meat:\n500 g beef\n\n2 onions\nFOR THE DUMPLINGS\n200 g flour\nGrill heat: high',
      }),
    });
    const [recipe] = paprikaReader.read(files).recipes;
    expect(lines(recipe!.ingredients)).toEqual([
      '# For the meat',
      '500 g beef',
      '2 onions',
      '# FOR THE DUMPLINGS',
      '200 g flour',
      'Grill heat: high',
    ]);
  });

  it('splits directions by paragraph, numbers dropped, or by line when there are no blank lines', async () => {
    const files = await upload({
      'a.paprikarecipe': paprikaJson({
        uid: 'A',
        name: 'Paragraphs',
        directions: '1. Heat the pan.\nIt takes a while.\n\n2. Fry the onions.\n\n3. Serve.',
      }),
      'b.paprikarecipe': paprikaJson({
        uid: 'B',
        name: 'Lines',
        directions: 'Chop.\u2028Fry.\nServe.\n',
      }),
    });
    const { recipes } = paprikaReader.read(files);
    expect(recipes.find((r) => r.sourceId === 'A')!.directions).toEqual([
      'Heat the pan. It takes a while.',
      'Fry the onions.',
      'Serve.',
    ]);
    expect(recipes.find((r) => r.sourceId === 'B')!.directions).toEqual([
      'Chop.',
      'Fry.',
      'Serve.',
    ]);
  });

  it('keeps the photos as bytes, photo_data first, and the image address only without photos', async () => {
    const files = await upload({
      'a.paprikarecipe': paprikaJson({
        uid: 'A',
        name: 'With photos',
        photo_data: PHOTO.toString('base64'),
        photos: [{ name: 'extra.jpg', data: EXTRA_PHOTO.toString('base64') }],
        image_url: 'https://example.com/picture.jpg',
      }),
      'b.paprikarecipe': paprikaJson({
        uid: 'B',
        name: 'Address only',
        image_url: 'https://example.com/picture.jpg',
      }),
      'c.paprikarecipe': paprikaJson({ uid: 'C', name: 'None', image_url: 'picture.jpg' }),
    });
    const { recipes } = paprikaReader.read(files);
    const images = (uid: string) => recipes.find((r) => r.sourceId === uid)!.images;
    expect(images('A')).toEqual([
      { kind: 'bytes', bytes: PHOTO },
      { kind: 'bytes', bytes: EXTRA_PHOTO },
    ]);
    expect(images('B')).toEqual([{ kind: 'url', url: 'https://example.com/picture.jpg' }]);
    expect(images('C')).toEqual([]);
  });

  it('puts a recipe with bad JSON or no name in failed and imports the others', async () => {
    const files = await upload({
      'Good.paprikarecipe': paprikaJson({ name: 'Good' }),
      'Broken.paprikarecipe': gzipSync(Buffer.from('{"name": "Broken"', 'utf8')),
      'Nameless.paprikarecipe': paprikaJson({ name: '  ' }),
    });
    const result = paprikaReader.read(files);
    expect(result.recipes.map((r) => r.title)).toEqual(['Good']);
    expect(result.failed).toEqual([
      { title: 'Broken', reason: 'The recipe file is not valid JSON' },
      { title: 'Nameless', reason: 'The recipe has no name' },
    ]);
  });

  it('reads a single .paprikarecipe upload, gzipped on its own', async () => {
    const files = await readUpload('Soup.paprikarecipe', paprikaJson({ uid: 'S', name: 'Soup' }));
    expect(paprikaReader.detect(files)).toBe(true);
    expect(paprikaReader.read(files).recipes.map((r) => [r.sourceId, r.title])).toEqual([
      ['S', 'Soup'],
    ]);
  });

  it('detects .paprikarecipe files and nothing else', async () => {
    expect(paprikaReader.detect(await upload({ 'x/A.paprikarecipe': paprikaJson({}) }))).toBe(true);
    expect(
      paprikaReader.detect(
        await upload({ 'Soup/recipe.json': Buffer.from('{"@type":"Recipe","name":"Soup"}') }),
      ),
    ).toBe(false);
  });
});
