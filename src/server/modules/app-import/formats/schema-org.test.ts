import { describe, expect, it } from 'vitest';
import { craftZip } from '#server/test-support/craft-zip';
import { readUpload } from '../archive/read-upload';
import type { AppIngredientLine } from './app-export';
import { schemaOrgReader } from './schema-org';

const PICTURE = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 5, 5]);

const json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');

const recipe = (fields: Record<string, unknown>) => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  ...fields,
});

const page = (...blocks: unknown[]) =>
  Buffer.from(
    `<html><head>${blocks
      .map((block) => `<script type="application/ld+json">${JSON.stringify(block)}</script>`)
      .join('')}</head><body><h1>Soup</h1></body></html>`,
    'utf8',
  );

const upload = (entries: Record<string, Buffer>) =>
  readUpload(
    'recipes.zip',
    craftZip(Object.entries(entries).map(([name, data]) => ({ name, data, deflate: true }))),
  );

const lines = (ingredients: AppIngredientLine[]) =>
  ingredients.map((line) => (line.kind === 'heading' ? `# ${line.text}` : line.line));

describe('schemaOrgReader', () => {
  it('maps a Recipe node field by field: times, yield, categories then keywords, sections', async () => {
    const files = await readUpload(
      'soup.json',
      json(
        recipe({
          '@id': 'https://example.com/soup#recipe',
          name: 'Tomato &amp; Basil Soup',
          description: '<p>Quick</p>',
          recipeYield: ['4', '4 servings'],
          prepTime: 'PT15M',
          cookTime: 'PT1H',
          url: 'https://example.com/soup',
          recipeCategory: ['Soup', 'Starter'],
          keywords: 'tomato, soup, basil',
          recipeIngredient: ['For the soup:', '1 kg tomatoes', 'For serving:', 'Basil'],
          recipeInstructions: [
            {
              '@type': 'HowToSection',
              name: 'Soup',
              itemListElement: [{ '@type': 'HowToStep', text: 'Roast the tomatoes.' }],
            },
            { '@type': 'HowToStep', text: 'Blend.' },
          ],
          image: 'https://example.com/soup.jpg',
        }),
      ),
    );
    const result = schemaOrgReader.read(files);
    expect(result.format).toBe('schema-org');
    expect(result.failed).toEqual([]);
    const [soup] = result.recipes;
    expect(soup).toMatchObject({
      sourceId: 'https://example.com/soup#recipe',
      title: 'Tomato & Basil Soup',
      description: 'Quick',
      servings: 4,
      prepTime: 15,
      cookTime: 60,
      totalTime: 75,
      sourceUrl: 'https://example.com/soup',
      categories: ['Soup', 'Starter', 'tomato', 'basil'],
      directions: ['Soup', 'Roast the tomatoes.', 'Blend.'],
      notes: null,
      images: [{ kind: 'url', url: 'https://example.com/soup.jpg' }],
    });
    expect(lines(soup!.ingredients)).toEqual([
      '# For the soup',
      '1 kg tomatoes',
      '# For serving',
      'Basil',
    ]);
  });

  it('reads lists, @graph and HTML pages in a zip, and ignores files without recipes', async () => {
    const files = await upload({
      'list.json': json([recipe({ name: 'One' }), recipe({ name: 'Two' })]),
      'graph.jsonld': json({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebPage', name: 'Page' },
          recipe({ name: 'Three', url: 'https://example.com/3' }),
        ],
      }),
      'pages/four.html': page({ '@type': 'Organization', name: 'Site' }, recipe({ name: 'Four' })),
      'settings.json': json({ theme: 'dark' }),
      'notes.txt': Buffer.from('A Recipe for later'),
    });
    const result = schemaOrgReader.read(files);
    expect(result.failed).toEqual([]);
    expect(result.recipes.map((r) => [r.title, r.sourceId])).toEqual([
      ['One', 'list.json#1'],
      ['Two', 'list.json#2'],
      ['Three', 'https://example.com/3'],
      ['Four', 'pages/four.html'],
    ]);
  });

  it('takes a picture the zip carries as bytes and gives no address then', async () => {
    const files = await upload({
      'recipes/soup.json': json(
        recipe({ name: 'Soup', image: ['images/soup.jpg', 'https://example.com/soup.jpg'] }),
      ),
      'recipes/images/soup.jpg': PICTURE,
    });
    expect(schemaOrgReader.read(files).recipes[0]!.images).toEqual([
      { kind: 'bytes', bytes: PICTURE },
    ]);
  });

  it('puts a recipe file with bad JSON or a recipe without a name in failed and imports the others', async () => {
    const files = await upload({
      'good.json': json(recipe({ name: 'Good' })),
      'broken.json': Buffer.from('{"@type": "Recipe", "name": "Broken", [', 'utf8'),
      'nameless.json': json(recipe({ name: '' })),
    });
    const result = schemaOrgReader.read(files);
    expect(result.recipes.map((r) => r.title)).toEqual(['Good']);
    expect(result.failed).toEqual([
      { title: 'broken.json', reason: 'The file is not valid JSON' },
      { title: 'nameless.json', reason: 'The recipe has no name' },
    ]);
  });

  it('detects only files that hold a schema.org Recipe node', async () => {
    expect(
      schemaOrgReader.detect(await upload({ 'a/page.html': page(recipe({ name: 'Soup' })) })),
    ).toBe(true);
    expect(
      schemaOrgReader.detect(await readUpload('soup.json', json(recipe({ name: 'Soup' })))),
    ).toBe(true);
    // Tandoor's and Mealie's recipe files are JSON that mentions recipes, but are no schema.org.
    expect(
      schemaOrgReader.detect(
        await upload({
          '1.zip/recipe.json': json({ name: 'Recipe of chili', steps: [] }),
          'recipes/soup/soup.json': json({ name: 'Soup', recipe_ingredient: [] }),
        }),
      ),
    ).toBe(false);
    expect(
      schemaOrgReader.detect(
        await upload({ 'recipes.html': Buffer.from('<div class="recipe">Recipe</div>') }),
      ),
    ).toBe(false);
  });
});
