import { describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { readUpload } from '../archive/read-upload';
import { chowdownReader } from './chowdown';

async function zipOf(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [path, data] of Object.entries(entries)) {
    zip.addBuffer(typeof data === 'string' ? Buffer.from(data) : data, path);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Front matter as Chowdown's own recipes write it: blank lines inside, a Markdown body after. */
const PANCAKES = `---

layout: recipe
title:  "Buttermilk Pancakes"
image: pancakes.jpg
imagecredit: https://photos.example/1
categories: [Breakfast]
tags: weekend, sweet, breakfast
servings: 4
prep: 10 minutes
cook: 20

ingredients:
- 2 cups flour
- 2|cup(s)|buttermilk
- "**Topping:**"
- Note: any berries will do
- 1 cup blueberries

directions:
- Whisk the *dry* ingredients.
- Stir in the buttermilk; see [the batter guide](https://batter.example/guide).
- Fry in batches.

---

Sunday mornings at [Oma's](https://oma.example/) place.
She never measured anything.

**Tip:** keep them warm in the oven.
`;

const TART = `---
layout: recipe
title: Berry Tart
image: [tart.jpg]
tags:
  - dessert
  - summer

directions:
- Bake the crust
- Fill and top with berries

components:
- Shortcrust
- Whipped Cream
---
`;

const SHORTCRUST = `---
layout: recipe
title: "Shortcrust"
ingredients:
- 200 g flour
- 100 g butter
directions:
- Rub together and chill
---
A simple crust.
`;

const BROKEN_YAML = `---
title: "Broken
ingredients: [1 egg
---
`;

const NO_TITLE = `---
layout: recipe
ingredients:
- 1 egg
---
`;

const PHOTO = Buffer.from([0x89, 0x50, 0x4e, 0x47, 9, 8, 7]);

async function site(recipes: Record<string, string>) {
  const entries: Record<string, string | Buffer> = {
    'chowdown-main/_config.yml': 'title: Chowdown\n',
    'chowdown-main/images/pancakes.jpg': PHOTO,
    'chowdown-main/images/tart.jpg': Buffer.from([1, 2, 3]),
    'chowdown-main/_components/shortcrust.md': SHORTCRUST,
  };
  for (const [name, text] of Object.entries(recipes)) {
    entries[`chowdown-main/_recipes/${name}`] = text;
  }
  return readUpload('chowdown.zip', await zipOf(entries));
}

describe('Chowdown (Jekyll) export', () => {
  it('reads a recipe field by field, its Markdown body as plain-text notes', async () => {
    const result = chowdownReader.read(await site({ 'pancakes.md': PANCAKES }));
    expect(result.format).toBe('chowdown');
    expect(result.failed).toEqual([]);
    expect(result.mealPlans).toEqual([]);
    expect(result.recipes).toEqual([
      {
        sourceId: '_recipes/pancakes.md',
        title: 'Buttermilk Pancakes',
        description: null,
        servings: 4,
        prepTime: 10,
        cookTime: 20,
        totalTime: null,
        sourceUrl: null,
        categories: ['Breakfast', 'weekend', 'sweet'],
        ingredients: [
          { kind: 'ingredient', line: '2 cups flour' },
          { kind: 'ingredient', line: '2 cup(s) buttermilk' },
          { kind: 'heading', text: 'Topping' },
          { kind: 'ingredient', line: 'Note: any berries will do' },
          { kind: 'ingredient', line: '1 cup blueberries' },
        ],
        directions: [
          'Whisk the dry ingredients.',
          'Stir in the buttermilk; see the batter guide (https://batter.example/guide).',
          'Fry in batches.',
        ],
        notes:
          "Sunday mornings at Oma's (https://oma.example/) place. She never measured anything.\n\n" +
          'Tip: keep them warm in the oven.',
        images: [{ kind: 'bytes', bytes: PHOTO }],
      },
    ]);
  });

  it("adds a component recipe's ingredients under its title and its steps after the recipe's own", async () => {
    const [tart] = chowdownReader.read(await site({ 'berry-tart.md': TART })).recipes;
    expect(tart?.categories).toEqual(['dessert', 'summer']);
    expect(tart?.ingredients).toEqual([
      { kind: 'heading', text: 'Shortcrust' },
      { kind: 'ingredient', line: '200 g flour' },
      { kind: 'ingredient', line: '100 g butter' },
      // Not among the site's components: still something the tart needs.
      { kind: 'ingredient', line: 'Whipped Cream' },
    ]);
    expect(tart?.directions).toEqual([
      'Bake the crust',
      'Fill and top with berries',
      'Rub together and chill',
    ]);
    expect(tart?.images).toEqual([{ kind: 'bytes', bytes: Buffer.from([1, 2, 3]) }]);
    expect(tart?.notes).toBeNull();
  });

  it('sends a file with broken front matter or no title to failed and reads the others', async () => {
    const result = chowdownReader.read(
      await site({
        'a-broken.md': BROKEN_YAML,
        'b-pancakes.md': PANCAKES,
        'c-untitled.md': NO_TITLE,
        'd-plain.md': 'Just text, no front matter.',
      }),
    );
    expect(result.recipes.map((recipe) => recipe.sourceId)).toEqual(['_recipes/b-pancakes.md']);
    expect(result.failed).toEqual([
      { title: 'a-broken.md', reason: 'The front matter is not valid YAML.' },
      { title: 'c-untitled.md', reason: 'The recipe has no title.' },
      { title: 'd-plain.md', reason: 'The file has no front matter between --- lines.' },
    ]);
  });

  it('does not import the site’s components as recipes of their own', async () => {
    const result = chowdownReader.read(await site({ 'pancakes.md': PANCAKES }));
    expect(result.recipes.map((recipe) => recipe.title)).toEqual(['Buttermilk Pancakes']);
  });

  describe('detect', () => {
    it('claims an upload with _recipes/*.md, at the top or in a folder', async () => {
      expect(chowdownReader.detect(await site({ 'pancakes.md': PANCAKES }))).toBe(true);
      const top = await readUpload('site.zip', await zipOf({ '_recipes/pancakes.md': PANCAKES }));
      expect(chowdownReader.detect(top)).toBe(true);
    });

    it('does not claim Markdown elsewhere, or other files under _recipes', async () => {
      const upload = await readUpload(
        'notes.zip',
        await zipOf({
          'recipes/pancakes.md': PANCAKES,
          '_posts/2020-01-01-pancakes.md': PANCAKES,
          '_recipes/pancakes.json': '{}',
        }),
      );
      expect(chowdownReader.detect(upload)).toBe(false);
    });
  });
});
