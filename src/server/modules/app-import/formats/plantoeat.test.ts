import { describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { readUpload } from '../archive/read-upload';
import { planToEatReader } from './plantoeat';

const HEADER =
  'Title,Course,Cuisine,Main Ingredient,Description,Source,Url,Url Host,Prep Time,Cook Time,' +
  'Total Time,Servings,Yield,Ingredients,Directions,Tags,Rating,Public Url,Photo Url,Private,' +
  'Calories,Created At,Updated At';

/** A row of the header above, given only the columns a test cares about. */
function row(cells: Record<string, string>): string {
  return HEADER.split(',')
    .map((name) => {
      const value = cells[name] ?? '';
      return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
    })
    .join(',');
}

async function zipOf(entries: Record<string, string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [path, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text), path);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const SOUP = row({
  Title: 'Red Lentil Soup',
  Course: 'Soup',
  Cuisine: 'Indian',
  'Main Ingredient': 'Lentils',
  Description: 'Warming and quick.\nGood for a weeknight.',
  Source: "Grandma's card",
  Url: 'https://cook.example/lentil-soup',
  'Prep Time': '15',
  'Cook Time': '40',
  'Total Time': '55',
  Yield: '6 bowls',
  Ingredients:
    ', For the soup\n1 cup "red" lentils, rinsed\n2 onions, diced\n\n, Topping\n1 lemon, in wedges\n',
  Directions: 'Sweat the onions.\nAdd lentils, 1 l water, and simmer.\nServe with lemon.',
  Tags: 'Vegan, Quick, indian',
  'Public Url': 'https://app.plantoeat.com/recipes/1001',
  'Photo Url': 'https://plantoeat.example/photos/1001-large.jpg?1',
});

async function readCsv(csv: string) {
  const files = await readUpload('export.zip', await zipOf({ 'export/plantoeat.csv': csv }));
  return { files, result: planToEatReader.read(files) };
}

describe('Plan to Eat CSV export', () => {
  it('reads a row field by field, quoted cells with commas, quotes and line breaks included', async () => {
    const { result } = await readCsv(`${HEADER}\r\n${SOUP}\r\n`);
    expect(result.format).toBe('plantoeat');
    expect(result.failed).toEqual([]);
    expect(result.mealPlans).toEqual([]);
    expect(result.recipes).toEqual([
      {
        sourceId: 'https://app.plantoeat.com/recipes/1001',
        title: 'Red Lentil Soup',
        description: 'Warming and quick. Good for a weeknight.',
        servings: 6,
        prepTime: 15,
        cookTime: 40,
        totalTime: 55,
        sourceUrl: 'https://cook.example/lentil-soup',
        categories: ['Soup', 'Indian', 'Vegan', 'Quick'],
        ingredients: [
          { kind: 'heading', text: 'For the soup' },
          { kind: 'ingredient', line: '1 cup "red" lentils, rinsed' },
          { kind: 'ingredient', line: '2 onions, diced' },
          { kind: 'heading', text: 'Topping' },
          { kind: 'ingredient', line: '1 lemon, in wedges' },
        ],
        directions: [
          'Sweat the onions.',
          'Add lentils, 1 l water, and simmer.',
          'Serve with lemon.',
        ],
        notes: "Source: Grandma's card",
        images: [{ kind: 'url', url: 'https://plantoeat.example/photos/1001-large.jpg?1' }],
      },
    ]);
  });

  it('prefers Servings to Yield, and takes a web address written in Source as the source', async () => {
    const csv = [
      HEADER,
      row({
        Title: 'Flatbread',
        Servings: '4',
        Yield: '8 pieces',
        Source: 'https://bread.example/flat',
      }),
    ].join('\n');
    const [recipe] = (await readCsv(csv)).result.recipes;
    expect(recipe?.servings).toBe(4);
    expect(recipe?.sourceUrl).toBe('https://bread.example/flat');
    expect(recipe?.notes).toBeNull();
  });

  it('keys a recipe without a Public Url by file and title, the same on every read', async () => {
    const csv = [HEADER, row({ Title: 'Plain Rice' }), row({ Title: 'Plain Rice' })].join('\n');
    const first = (await readCsv(csv)).result.recipes.map((recipe) => recipe.sourceId);
    const again = (await readCsv(csv)).result.recipes.map((recipe) => recipe.sourceId);
    expect(first).toEqual(['export/plantoeat.csv#plain-rice', 'export/plantoeat.csv#plain-rice-2']);
    expect(again).toEqual(first);
  });

  it('sends a row without a title to failed and reads the rows around it', async () => {
    const csv = [
      HEADER,
      row({ Title: 'Toast', Ingredients: '1 slice bread' }),
      row({ Ingredients: '2 eggs', Directions: 'Whisk.' }),
      row({ Title: 'Tea' }),
    ].join('\n');
    const { result } = await readCsv(csv);
    expect(result.recipes.map((recipe) => recipe.title)).toEqual(['Toast', 'Tea']);
    expect(result.failed).toEqual([
      { title: 'export/plantoeat.csv, row 2', reason: 'The recipe has no title.' },
    ]);
  });

  it('reads the rows before a quote left open and reports the rest as unreadable', async () => {
    const csv = [HEADER, row({ Title: 'Toast' }), 'Tea,"Drinks,,,', row({ Title: 'Jam' })].join(
      '\n',
    );
    const { result } = await readCsv(csv);
    expect(result.recipes.map((recipe) => recipe.title)).toEqual(['Toast']);
    expect(result.failed).toEqual([
      {
        title: 'export/plantoeat.csv',
        reason: 'Some rows are not valid CSV (a quote left open) and could not be read.',
      },
    ]);
  });

  it('gives empty fields as null or empty lists, not as zero or blank text', async () => {
    const [recipe] = (await readCsv(`${HEADER}\n${row({ Title: 'Water', 'Prep Time': '0' })}`))
      .result.recipes;
    expect(recipe).toMatchObject({
      description: null,
      servings: null,
      prepTime: null,
      sourceUrl: null,
      categories: [],
      ingredients: [],
      directions: [],
      notes: null,
      images: [],
    });
  });

  describe('detect', () => {
    it('claims a zip or a bare file with a CSV whose header starts Title, Course, Cuisine', async () => {
      expect(planToEatReader.detect((await readCsv(`${HEADER}\n${SOUP}`)).files)).toBe(true);
      const bare = await readUpload('recipes.csv', Buffer.from(`\uFEFF${HEADER}\n`));
      expect(planToEatReader.detect(bare)).toBe(true);
    });

    it('looks at the header row only, and only of .csv files', async () => {
      const myRecipeBox = 'title,description,preparationTime,ingredients,instructions\nSoup,,5,,';
      const headerLater = `Name,Notes\n${HEADER}\n`;
      const notCsv = await readUpload('recipes.txt', Buffer.from(`${HEADER}\n`));
      for (const csv of [myRecipeBox, headerLater]) {
        expect(planToEatReader.detect(await readUpload('a.csv', Buffer.from(csv)))).toBe(false);
      }
      expect(planToEatReader.detect(notCsv)).toBe(false);
    });
  });
});
